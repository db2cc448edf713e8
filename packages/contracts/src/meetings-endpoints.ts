import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, IdSchema, MessageDataSchema, MessageResponseSchema } from './http/common-schemas.ts';
import {
  ActorBodySchema,
  AttendeeActionQuerySchema,
  AttendeeQuerySchema,
  AttendeeSchema,
  CreateAttendeeQuerySchema,
  CreateMeetingsQuerySchema,
  GetMeetingsQuerySchema,
  JoinInfoSchema,
  JoinQuerySchema,
  LogsBodySchema,
  MeetingEventBodySchema,
  MeetingSchema,
  SignalQuerySchema,
  StartTranscriptionQuerySchema,
  TitleQuerySchema,
} from './meetings/meeting-rules.ts';
import { TranscriptionEngineInfoSchema, TranscriptSchema } from './meetings/transcription-rules.ts';
import { MeetingMediaSchema } from './meetings/meeting-media.ts';
import { REQUEST_USER_TYPES } from './requests.ts';

/*
 * The virtual meeting's calls (meeting-and-shell spec §7 with its names and query parameters;
 * contracts meetings/meeting-rules.ts; docs/decisions/032-virtual-meeting.md). Public (§6:
 * anyone with the link joins); an attendee's actions carry the token its join returned. Errors
 * in the envelope ({error: true, message, errors}): 400 field errors, 403 not the attendee or
 * not the host, 404 unknown meeting or attendee, 409 ended meeting or full room, 501 media
 * services this deployment does not run (capture, transcription).
 */

const tags = ['meetings'] as const;
const API = '/public-api/meetings';

/**
 * §7 join: `title` is a meeting id (join it) or any other title (start a meeting with a new id).
 * 200 joined, 201 started. A meeting started with `primaryExternalMeetingId` (an open meeting's
 * id) is its replica (decision 048): 404 meetings.replica.primaryNotFound, 409 when that meeting
 * ended, is itself a replica or has a host; the parameter is ignored when joining.
 */
export const JoinMeetingEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/join`,
  summary: 'Join a meeting by its id, or start one with a title',
  tags,
  query: JoinQuerySchema,
  responses: { 200: DataSchema(JoinInfoSchema), 201: DataSchema(JoinInfoSchema) },
});

/** §7 attendee?title&attendee: an attendee's name (for the roster). 404 unknown. */
export const MeetingAttendeeEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/attendee`,
  summary: 'One attendee of a meeting',
  tags,
  query: AttendeeQuerySchema,
  responses: { 200: DataSchema(AttendeeSchema) },
});

/** §7 deleteAttendee?title&attendeeId: the attendee leaves (its own token) or the host removes it. */
export const DeleteAttendeeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/deleteAttendee`,
  summary: 'Leave a meeting, or remove an attendee (host)',
  tags,
  query: AttendeeActionQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});

/**
 * §7 end?title: ends the meeting for everyone (the host of a hosted meeting; any attendee
 * otherwise), and with it its open replica meetings (decision 056).
 */
export const EndMeetingEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/end`,
  summary: 'End a meeting for everyone',
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});

/** Host only: let an attendee in from the waiting room. 409 when it is not waiting. */
export const AdmitAttendeeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/admit`,
  summary: 'Admit an attendee from the waiting room (host)',
  tags,
  query: AttendeeActionQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});

/** Host only: every other attendee's microphone is muted. */
export const MuteAllEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/muteAll`,
  summary: 'Mute everyone else (host)',
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});

/**
 * §7 startCapture?title: server recording of a room on the SFU (decision 037), by the host of a
 * hosted meeting or any admitted attendee of one without host. 409 meetings.captureMeshOnly on
 * the mesh, meetings.captureRunning when already recording; 501 meetings.captureUnavailable
 * where MEETING_MEDIA=mesh.
 */
export const StartCaptureEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/startCapture`,
  summary: 'Start server recording (rooms on the SFU)',
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});

/** §7 endCapture?title: stops it (same permission); 409 meetings.captureNotRunning, 501 as startCapture. */
export const EndCaptureEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/endCapture`,
  summary: 'Stop server recording',
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});

/**
 * §7 start_transcription (decision 038), by an admitted attendee: 400 a broken §5 rule or an
 * option the engine cannot honour, 409 already on, 501 meetings.transcriptionUnavailable
 * without an engine. Every attendee hears a 'transcription' frame, then captions.
 */
export const StartTranscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/start_transcription`,
  summary: 'Start live transcription',
  tags,
  query: StartTranscriptionQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});

/** §7 stop_transcription?title, by an admitted attendee: 409 when it is not on, 501 without an engine. */
export const StopTranscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/stop_transcription`,
  summary: 'Stop live transcription',
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});

/** The transcription engine of this deployment and what it can honour (the options modal). */
export const TranscriptionEngineEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/transcription-engine`,
  summary: 'The live transcription engine and its abilities',
  tags,
  responses: { 200: DataSchema(TranscriptionEngineInfoSchema) },
});

/** The meeting's transcription status and saved captions, for any of its attendees (also after leaving). */
export const TranscriptEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/transcript`,
  readOnly: true,
  summary: "A meeting's transcript",
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: DataSchema(TranscriptSchema) },
});

/**
 * WebSocket: an admitted attendee's microphone while transcription is on, as binary frames of
 * 16 kHz mono 16-bit PCM (at most TRANSCRIPTION_MAX_FRAME_BYTES). A plain GET answers 426.
 */
export const TranscriptionAudioEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/transcription-audio`,
  summary: 'Microphone audio for live transcription (WebSocket)',
  tags,
  query: SignalQuerySchema,
  responses: {},
});

/** §7 logs: client log lines of an attendee, stored with the meeting. 202. */
export const MeetingLogsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/logs`,
  summary: "Store an attendee's client log lines",
  tags,
  body: LogsBodySchema,
  responses: { 202: MessageResponseSchema },
});

/** §7 log_meeting_event: one client event (e.g. meetingStartSucceeded) stored with the meeting. 202. */
export const LogMeetingEventEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/log_meeting_event`,
  summary: "Store an attendee's meeting event",
  tags,
  body: MeetingEventBodySchema,
  responses: { 202: MessageResponseSchema },
});

/** §7 nearest media region: the region this deployment serves (MEETING_REGION). */
export const NearestMediaRegionEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/nearest-media-region`,
  summary: 'The nearest media region',
  tags,
  responses: { 200: z.object({ region: z.string().min(1) }) },
});

/** §7 createMeetings (GET, as the spec names it): a new meeting with a fresh id. */
export const CreateMeetingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/createMeetings`,
  summary: 'Create a meeting',
  tags,
  query: CreateMeetingsQuerySchema,
  responses: { 200: DataSchema(MeetingSchema) },
});

/** §7 getMeetings?m: a meeting; 404 unknown. */
export const GetMeetingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/getMeetings`,
  summary: 'One meeting',
  tags,
  query: GetMeetingsQuerySchema,
  responses: { 200: DataSchema(MeetingSchema) },
});

/** §7 createAttendee?m&name (GET, as the spec names it): an attendee of meeting m -> join info. */
export const CreateAttendeeEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/createAttendee`,
  summary: 'Create an attendee of a meeting',
  tags,
  query: CreateAttendeeQuerySchema,
  responses: { 200: DataSchema(JoinInfoSchema) },
});

/**
 * The signalling WebSocket (upgrade only; frames in meetings/signal-messages.ts). The query
 * names the attendee and carries its token; a bad one closes the socket with code 4403.
 */
export const MeetingSignalEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/signal`,
  summary: 'Signalling WebSocket of a meeting (upgrade)',
  tags,
  query: SignalQuerySchema,
  responses: {},
});

/**
 * marketplace §3/§6: the sender of a one-to-one meeting request opens its meeting (made once,
 * the sender its host; the request's meeting link then points at it). 404 not the sender's
 * request, 409 not a meeting request.
 */
export const MeetingFromRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/common-api/meetings/from-request/:requestId',
  summary: 'The hosted meeting of my one-to-one meeting request',
  tags,
  access: REQUEST_USER_TYPES,
  params: z.object({ requestId: IdSchema }),
  responses: { 200: MessageDataSchema(MeetingSchema) },
});

/**
 * The admitted attendee's media access (decision 038): on the LiveKit path a fresh LiveKit token
 * for the meeting's room; { kind: 'mesh' } otherwise. 403 while waiting or not an attendee.
 */
export const MeetingMediaTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/media-token`,
  summary: "An admitted attendee's media access (a LiveKit token on the LiveKit path)",
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: DataSchema(MeetingMediaSchema) },
});
