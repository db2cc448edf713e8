import { createReadStream } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEETING_MEDIA_KEYS } from '@hissa/contracts/meetings/meeting-media';
import { MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import { EndCaptureEndpoint, StartCaptureEndpoint } from '@hissa/contracts/meetings-endpoints';
import { MeetingRecordingFileEndpoint, MeetingRecordingsEndpoint } from '@hissa/contracts/meeting-recordings-endpoints';
import type { Db } from '../../../db/client.ts';
import { meetingRecordings } from '../../../db/schema/meeting-recordings.ts';
import { meetingAttendees } from '../../../db/schema/meetings.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import { translate } from '../../../plugins/i18n.ts';
import { attachmentDisposition } from '../../files/download-name.ts';
import { hashAttendeeToken, isAttendeeToken } from '../meeting-ids.ts';
import { findActor, findMeeting, findOpenMeeting, type MeetingRow } from '../meeting-records.ts';
import { type MediaPathService, recordingsDir } from '../media-path-service.ts';

/**
 * Who may start and stop a capture: the host of a hosted meeting, or any admitted attendee of a
 * meeting without host (the rule of `end`); 403 meetings.hostOnly / meetings.notAttendee.
 */
async function checkCapturer(db: Db, meeting: MeetingRow, token: string): Promise<void> {
  const actor = await findActor(db, meeting.id, token);
  if (meeting.hostUserId !== null && !actor.isHost) throw new AppError(403, MEETING_KEYS.hostOnly);
  if (actor.status !== 'admitted') throw new AppError(403, MEETING_KEYS.notAttendee);
}

/**
 * Who may read the recordings: an attendee that was admitted (still in the meeting or since
 * left, also after it ended), by its token; in a hosted meeting only the host. 403
 * meetings.notAttendee otherwise (waiting, removed, unknown token, or not the host).
 */
async function checkReader(db: Db, meeting: MeetingRow, token: string): Promise<void> {
  const rows = await db
    .select()
    .from(meetingAttendees)
    .where(
      and(
        eq(meetingAttendees.meetingId, meeting.id),
        eq(meetingAttendees.tokenHash, hashAttendeeToken(token)),
        inArray(meetingAttendees.status, ['admitted', 'left']),
      ),
    );
  const reader = rows.find((row) => isAttendeeToken(token, row.tokenHash));
  if (!reader || (meeting.hostUserId !== null && !reader.isHost)) throw new AppError(403, MEETING_KEYS.notAttendee);
}

/**
 * Server recording on the SFU path (decision 037): §7 startCapture / endCapture, the list of a
 * meeting's recordings and the download of one WebM file (DATA_DIR/meeting-recordings).
 */
export const captureRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaPathService; dataDir: string }> = async (
  app,
  { db, media, dataDir },
) => {
  app.route({
    ...endpointRoute(app, StartCaptureEndpoint),
    handler: async (request) => {
      const meeting = await findOpenMeeting(db, request.query.title);
      await checkCapturer(db, meeting, request.body.token);
      await media.startCapture(meeting.id);
      return { message: translate(request.language, MEETING_MEDIA_KEYS.captureStarted) };
    },
  });

  app.route({
    ...endpointRoute(app, EndCaptureEndpoint),
    handler: async (request) => {
      const meeting = await findMeeting(db, request.query.title);
      await checkCapturer(db, meeting, request.body.token);
      await media.endCapture(meeting.id);
      return { message: translate(request.language, MEETING_MEDIA_KEYS.captureEnded) };
    },
  });

  app.route({
    ...endpointRoute(app, MeetingRecordingsEndpoint),
    handler: async (request) => {
      const meeting = await findMeeting(db, request.query.title);
      await checkReader(db, meeting, request.body.token);
      const rows = await db
        .select({
          id: meetingRecordings.id,
          attendeeId: meetingRecordings.attendeeId,
          attendeeName: meetingAttendees.name,
          startedAt: meetingRecordings.startedAt,
          endedAt: meetingRecordings.endedAt,
          bytes: meetingRecordings.bytes,
        })
        .from(meetingRecordings)
        .innerJoin(meetingAttendees, eq(meetingAttendees.id, meetingRecordings.attendeeId))
        .where(eq(meetingRecordings.meetingId, meeting.id))
        .orderBy(desc(meetingRecordings.startedAt), desc(meetingRecordings.id));
      return {
        data: rows.map((row) => ({
          ...row,
          startedAt: row.startedAt.toISOString(),
          endedAt: row.endedAt?.toISOString() ?? null,
        })),
      };
    },
  });

  app.route({
    ...endpointRoute(app, MeetingRecordingFileEndpoint),
    handler: async (request, reply) => {
      const meeting = await findMeeting(db, request.query.title);
      await checkReader(db, meeting, request.body.token);
      const [row] = await db
        .select({ file: meetingRecordings.file, bytes: meetingRecordings.bytes, name: meetingAttendees.name })
        .from(meetingRecordings)
        .innerJoin(meetingAttendees, eq(meetingAttendees.id, meetingRecordings.attendeeId))
        .where(
          and(
            eq(meetingRecordings.id, request.params.recordingId),
            eq(meetingRecordings.meetingId, meeting.id),
            isNotNull(meetingRecordings.endedAt),
          ),
        );
      if (!row || row.bytes === 0) throw new AppError(404, MEETING_MEDIA_KEYS.recordingNotFound);
      return reply
        .type('video/webm')
        .header('content-length', row.bytes)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(`${meeting.title} - ${row.name}.webm`))
        .send(createReadStream(path.join(recordingsDir(dataDir), path.basename(row.file))));
    },
  });
};
