import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, IdSchema } from './http/common-schemas.ts';
import { ActorBodySchema, TitleQuerySchema } from './meetings/meeting-rules.ts';
import { MeetingRecordingSchema } from './meetings/meeting-media.ts';

/*
 * The server recordings of a meeting (startCapture / endCapture on the SFU path; decision 037).
 * Who may read them: an attendee that was admitted to the meeting (present or since left, also
 * after the meeting ended), by its token; in a hosted meeting only its host. POST, because the
 * token travels in the body and never in an address. 403 meetings.notAttendee otherwise.
 */

const tags = ['meetings'] as const;
const API = '/public-api/meetings';

/** The meeting's recordings, newest first (one WebM per recorded attendee and capture). */
export const MeetingRecordingsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/recordings`,
  readOnly: true,
  summary: "A meeting's server recordings",
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: DataSchema(z.array(MeetingRecordingSchema)) },
});

/** One finished recording's WebM file as an attachment; 404 meetings.recordingNotFound (also while recording). */
export const MeetingRecordingFileEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/recordings/:recordingId/file`,
  readOnly: true,
  summary: 'Download a server recording (WebM)',
  tags,
  file: true,
  query: TitleQuerySchema,
  params: z.object({ recordingId: IdSchema }),
  body: ActorBodySchema,
  responses: { 200: z.unknown().describe('video/webm bytes') },
});
