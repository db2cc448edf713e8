import { z } from 'zod';
import { MeetingMediaSchema } from './meeting-media.ts';
import { TRANSCRIPTION_ENGINES, TRANSCRIPTION_LANGUAGES } from './transcription-rules.ts';

/*
 * The virtual meeting (meeting-and-shell spec §1-§9; docs/decisions/032-virtual-meeting.md):
 * constants of §9, the rules of §5, the shapes of the meeting calls of §7. Message keys are
 * those of messages/{en,ar}.json ("meetings").
 */

/** Message keys of the meeting calls' refusals and answers. */
export const MEETING_KEYS = {
  titleRequired: 'meetings.titleRequired',
  nameRequired: 'meetings.nameRequired',
  notFound: 'meetings.notFound',
  attendeeNotFound: 'meetings.attendeeNotFound',
  ended: 'meetings.ended',
  notAttendee: 'meetings.notAttendee',
  hostOnly: 'meetings.hostOnly',
  notWaiting: 'meetings.notWaiting',
  full: 'meetings.full',
  captureUnavailable: 'meetings.captureUnavailable',
  transcriptionUnavailable: 'meetings.transcriptionUnavailable',
  requestNotMeeting: 'meetings.requestNotMeeting',
  requestNotFound: 'meetings.requestNotFound',
  logged: 'meetings.logged',
  endedForEveryone: 'meetings.endedForEveryone',
  attendeeRemoved: 'meetings.attendeeRemoved',
  admitted: 'meetings.admitted',
  everyoneMuted: 'meetings.everyoneMuted',
  untitled: 'meetings.untitled',
  roomReady: 'meetings.roomReady',
  upgradeRequired: 'meetings.upgradeRequired',
} as const;

/** Bytes of randomness in a meeting id, an attendee id and an attendee token (128 bits). */
export const MEETING_ID_BYTES = 16;
/** 16 random bytes in base64url: 22 characters of A-Z a-z 0-9 - _. */
export const MEETING_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Longest meeting title (the join form's "meeting title or ID"). */
export const MEETING_TITLE_MAX_LENGTH = 100;
/** Longest attendee name. */
export const ATTENDEE_NAME_MAX_LENGTH = 60;
/** Most attendees in one room on the browser mesh (larger rooms move to the SFU: decision 037). */
export const MESH_MAX_ATTENDEES = 4;

/** §3: media regions. */
export const MEDIA_REGIONS = [
  'us-east-1',
  'ap-northeast-1',
  'ap-southeast-1',
  'af-south-1',
  'eu-south-1',
  'ap-south-1',
  'ap-northeast-2',
  'ap-southeast-2',
  'ca-central-1',
  'eu-central-1',
  'eu-north-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'sa-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'us-gov-west-1',
  'us-gov-east-1',
] as const;
export type MediaRegion = (typeof MEDIA_REGIONS)[number];
/** §9: default media region. */
export const DEFAULT_MEDIA_REGION: MediaRegion = 'us-east-1';

/** §9: video presets: size, frame rate (fps) and the sender's maximum bitrate (kbps). */
export const VIDEO_PRESETS = {
  '360p': { width: 640, height: 360, frameRate: 15, maxBitrateKbps: 600 },
  '540p': { width: 960, height: 540, frameRate: 15, maxBitrateKbps: 1400 },
  '720p': { width: 1280, height: 720, frameRate: 15, maxBitrateKbps: 1400 },
} as const;
export type VideoQuality = keyof typeof VIDEO_PRESETS;
/** §9: default resolution. */
export const DEFAULT_VIDEO_QUALITY: VideoQuality = '540p';

/** §9: tile page sizes and the default. */
export const TILE_PAGE_SIZES = [2, 5, 10, 15, 20, 25] as const;
export const DEFAULT_TILE_PAGE_SIZE = 25;

/** §9: the chat's data-message topic and how long a message lives (ms). */
export const CHAT_TOPIC = 'chat';
export const CHAT_MESSAGE_LIFETIME_MS = 300_000;
/** Longest chat message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** §8 throttling: at most this many chat messages per attendee in CHAT_THROTTLE_WINDOW_MS. */
export const CHAT_THROTTLE_COUNT = 5;
export const CHAT_THROTTLE_WINDOW_MS = 5000;

/** §9: speaker test sound (Hz) and the microphone test tone gain. */
export const TEST_SOUND_HZ = 440;
export const TEST_TONE_GAIN = 0.1;
/** §9: speaker detector interval (ms). */
export const SPEAKER_DETECTOR_INTERVAL_MS = 100;

/** §9: how long the video filter's segmentation library may take to load (ms) before the camera goes unfiltered. */
export const SEGMENTER_LOAD_TIMEOUT_MS = 10_000;

/** §4 content share sources: screen capture, test video, mono / stereo speech audio, stereo tone, a local file. */
export const CONTENT_SHARE_SOURCES = [
  'screen',
  'test-video',
  'mono-speech',
  'stereo-speech',
  'stereo-tone',
  'file',
] as const;
export type ContentShareSource = (typeof CONTENT_SHARE_SOURCES)[number];
/** §9 content share: default frame rate, the gain of "reduce audio volume", the circular cut's radius (px). */
export const CONTENT_SHARE_DEFAULT_FRAME_RATE = 15;
export const CONTENT_SHARE_FRAME_RATE_PLACEHOLDER = 30;
/** Highest content share frame rate the options accept (§5: a number; the browser may not honour it). */
export const CONTENT_SHARE_MAX_FRAME_RATE = 60;
export const VOLUME_REDUCTION_GAIN = 0.1;
export const CIRCULAR_CUT_RADIUS = 150;
/** §9: the stereo test tone, left and right (Hz). */
export const TEST_TONE_LEFT_HZ = 500;
export const TEST_TONE_RIGHT_HZ = 1000;
/** §9: the canvas test stream: 480 wide, 16:9, 5 fps. */
export const TEST_STREAM_WIDTH = 480;
export const TEST_STREAM_HEIGHT = 270;
export const TEST_STREAM_FRAME_RATE = 5;

/**
 * §9 roster signal strength (0-1, default 1, shown scaled by 100): under 1 is the warning colour,
 * 0 the danger colour. Computed from getStats (decision 039): full until the round-trip time
 * passes SIGNAL_RTT_GOOD_MS or loss passes SIGNAL_LOSS_GOOD; none from SIGNAL_RTT_BAD_MS or
 * SIGNAL_LOSS_BAD, or when no packet arrived in the last sample.
 */
export const SIGNAL_RTT_GOOD_MS = 300;
export const SIGNAL_RTT_BAD_MS = 1000;
export const SIGNAL_LOSS_GOOD = 0.02;
export const SIGNAL_LOSS_BAD = 0.1;
/** How often video stats and signal strength are sampled (ms). */
export const STATS_INTERVAL_MS = 2000;

/** Signal strength (0, 0.5 or 1) from a round-trip time (ms, null when unknown) and the fraction of packets lost. */
export function signalStrength(rttMs: number | null, lossFraction: number, isReceiving: boolean): number {
  if (!isReceiving || lossFraction >= SIGNAL_LOSS_BAD || (rttMs !== null && rttMs >= SIGNAL_RTT_BAD_MS)) return 0;
  if (lossFraction > SIGNAL_LOSS_GOOD || (rttMs !== null && rttMs > SIGNAL_RTT_GOOD_MS)) return 0.5;
  return 1;
}

/** §3: names of the special modes' attendees and the generated name ('Attendee' + a number below 1000). */
export const RECORDER_NAME = 'Meeting Recorder';
export const BROADCASTER_NAME = 'Meeting Broadcaster';

/** §5: the confirmation asked before ending the meeting for everyone (web i18n holds its Arabic). */
export const END_FOR_EVERYONE_CONFIRMATION =
  'Are you sure you want to end the meeting for everyone? The meeting cannot be used after ending it.';

/** §3: externalUserId is "{random}#{name}"; the display name is the part after the last '#'. */
export function displayNameOf(externalUserId: string): string {
  const index = externalUserId.lastIndexOf('#');
  return index === -1 ? externalUserId : externalUserId.slice(index + 1);
}

const requiredText = (key: string, max: number) => z.string(key).trim().min(1, key).max(max, 'validation.tooLong');

/** An id of ours: 22 base64url characters. */
export const MeetingIdSchema = z.string().regex(MEETING_ID_PATTERN, MEETING_KEYS.notFound);
/** An attendee id: 22 base64url characters. */
export const AttendeeIdSchema = z.string().regex(MEETING_ID_PATTERN, MEETING_KEYS.attendeeNotFound);

/** §7 join?title&name&region&primaryExternalMeetingId&ns_es: title is a meeting id to join, or a title to start one. */
export const JoinQuerySchema = z.object({
  title: requiredText(MEETING_KEYS.titleRequired, MEETING_TITLE_MAX_LENGTH),
  name: requiredText(MEETING_KEYS.nameRequired, ATTENDEE_NAME_MAX_LENGTH),
  region: z.enum(MEDIA_REGIONS, 'validation.invalidValue').default(DEFAULT_MEDIA_REGION),
  primaryExternalMeetingId: z.string().max(64, 'validation.tooLong').optional(),
  ns_es: z.enum(['true', 'false'], 'validation.invalidValue').optional(),
});

/** The meeting id of most calls (`title` in §7's names, `m` in createAttendee/getMeetings). */
export const TitleQuerySchema = z.object({ title: MeetingIdSchema });

/** The attendee's own secret, returned by join: it signs the attendee's actions and the WebSocket. */
export const ActorBodySchema = z.object({ token: z.string().regex(MEETING_ID_PATTERN, MEETING_KEYS.notAttendee) });

/** Where an attendee stands: waiting to be admitted by the host, in the meeting, gone. */
export const ATTENDEE_STATUSES = ['waiting', 'admitted', 'left', 'removed'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

export const MeetingSchema = z.object({
  meetingId: z.string(),
  title: z.string(),
  mediaRegion: z.string(),
  /** True when the meeting has a host (one made from a one-to-one meeting request). */
  hasHost: z.boolean(),
  endedAt: z.string().nullable(),
});
export type Meeting = z.infer<typeof MeetingSchema>;

export const AttendeeSchema = z.object({
  attendeeId: z.string(),
  externalUserId: z.string(),
  name: z.string(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

/** An RTCIceServer as the browser takes it (MEETING_ICE_SERVERS, MEETING_TURN_*). */
export const IceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof IceServerSchema>;

/** §3 meeting join info, with what our signalling needs: the attendee's token, host flag, status, ICE servers, media path. */
export const JoinInfoSchema = z.object({
  meeting: MeetingSchema,
  attendee: AttendeeSchema.extend({
    token: z.string(),
    isHost: z.boolean(),
    status: z.enum(ATTENDEE_STATUSES),
  }),
  primaryExternalMeetingId: z.string().nullable(),
  iceServers: z.array(IceServerSchema),
  /** Which room the page builds: the mesh, the SFU (decision 037) or LiveKit (decision 038). */
  media: MeetingMediaSchema,
});
export type JoinInfo = z.infer<typeof JoinInfoSchema>;

/** A host's action on another attendee (deleteAttendee, admit). */
export const AttendeeActionQuerySchema = z.object({ title: MeetingIdSchema, attendeeId: AttendeeIdSchema });

/** §7 attendee?title&attendee. */
export const AttendeeQuerySchema = z.object({ title: MeetingIdSchema, attendee: AttendeeIdSchema });

/** §7 start_transcription?title&engine&language&region&transcriptionStreamParams. */
export const StartTranscriptionQuerySchema = z.object({
  title: MeetingIdSchema,
  engine: z.enum(TRANSCRIPTION_ENGINES, 'validation.invalidValue'),
  language: z.enum(TRANSCRIPTION_LANGUAGES, 'validation.invalidValue').optional(),
  region: z.string().max(30, 'validation.tooLong').optional(),
  transcriptionStreamParams: z.string().max(4000, 'validation.tooLong').optional(),
});

/** §7 logs: a batch of client log lines (stored as meeting events of kind 'log'). */
export const LogsBodySchema = z.object({
  appName: z.string().max(100, 'validation.tooLong'),
  meetingId: MeetingIdSchema,
  attendeeId: AttendeeIdSchema,
  logs: z
    .array(
      z.object({
        sequenceNumber: z.number().int().min(0),
        message: z.string().max(4000, 'validation.tooLong'),
        timestampMs: z.number().int().min(0),
        logLevel: z.enum(['debug', 'info', 'warn', 'error'], 'validation.invalidValue'),
      }),
    )
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong'),
});

/** §7 log_meeting_event: one named event with its attributes (stored as kind 'event'). */
export const MeetingEventBodySchema = z.object({
  appName: z.string().max(100, 'validation.tooLong'),
  meetingId: MeetingIdSchema,
  attendeeId: AttendeeIdSchema,
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  attributes: z.record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])),
});

/** createMeetings: an optional title; getMeetings / createAttendee: m, and createAttendee's name. */
export const CreateMeetingsQuerySchema = z.object({
  title: z.string().trim().max(MEETING_TITLE_MAX_LENGTH, 'validation.tooLong').optional(),
  region: z.enum(MEDIA_REGIONS, 'validation.invalidValue').default(DEFAULT_MEDIA_REGION),
});
export const GetMeetingsQuerySchema = z.object({ m: MeetingIdSchema });
export const CreateAttendeeQuerySchema = z.object({
  m: MeetingIdSchema,
  name: requiredText(MEETING_KEYS.nameRequired, ATTENDEE_NAME_MAX_LENGTH),
});

/** The WebSocket's query: whose connection it is. */
export const SignalQuerySchema = z.object({
  meetingId: MeetingIdSchema,
  attendeeId: AttendeeIdSchema,
  token: z.string().regex(MEETING_ID_PATTERN, MEETING_KEYS.notAttendee),
});

/** The page of a meeting: /join-meeting/{mid}. */
export function meetingPagePath(meetingId: string): string {
  return `/join-meeting/${encodeURIComponent(meetingId)}`;
}
