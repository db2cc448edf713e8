import { z } from 'zod';

/*
 * How a meeting's media flows (docs/decisions/037-meeting-sfu.md): on the browser mesh, or
 * through the selective forwarding unit (SFU) of our deployment. The join info names the kind,
 * and the page builds the matching room; a room that grows past the mesh is told to switch.
 * Also the SFU's signalling frames (carried by the meeting WebSocket inside 'sfu' frames) and
 * the server recordings of startCapture / endCapture.
 */

/** Message keys of the SFU path and its recordings (messages/{en,ar}.json "meetings"). */
export const MEETING_MEDIA_KEYS = {
  captureMeshOnly: 'meetings.captureMeshOnly',
  captureRunning: 'meetings.captureRunning',
  captureNotRunning: 'meetings.captureNotRunning',
  captureStarted: 'meetings.captureStarted',
  captureEnded: 'meetings.captureEnded',
  recordingNotFound: 'meetings.recordingNotFound',
} as const;

/**
 * MEETING_MEDIA: 'auto' (mesh up to MESH_MAX_ATTENDEES, then the SFU), 'sfu' (always), 'mesh'
 * (never the SFU), 'livekit' (a LiveKit server, decision 038).
 */
export const MEDIA_MODES = ['auto', 'sfu', 'mesh', 'livekit'] as const;
export type MediaMode = (typeof MEDIA_MODES)[number];

/** Default most attendees of a room on the SFU (MEETING_SFU_MAX_ATTENDEES; see docs/benchmarks.md). */
export const DEFAULT_SFU_MAX_ATTENDEES = 10;

/**
 * Default most attendees of a LiveKit room (LIVEKIT_MAX_ATTENDEES, decision 048): the
 * LiveKit server forwards the media, so the room is not held to the mesh's MESH_MAX_ATTENDEES.
 */
export const DEFAULT_LIVEKIT_MAX_ATTENDEES = 50;

/**
 * The join info's `media`: which room the page builds, discriminated by `kind`: the browser mesh
 * (decision 032), our SFU (decision 037), or a LiveKit server at `url` that `token` (a LiveKit
 * access token: room = meeting id, identity = attendee id) lets the attendee into (decision 038).
 * A waiting attendee's LiveKit token grants nothing; once admitted it asks the media-token call
 * for one that does.
 */
export const MeetingMediaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mesh') }),
  z.object({ kind: z.literal('sfu') }),
  z.object({ kind: z.literal('livekit'), url: z.string(), token: z.string() }),
]);
export type MeetingMedia = z.infer<typeof MeetingMediaSchema>;

/** Which of an attendee's sources a forwarded track is. */
export const MEDIA_SOURCES = ['audio', 'camera', 'screen'] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

const SdpSchema = z.string().min(1).max(60_000);

/**
 * What a browser says to the SFU. It publishes on one connection (its offer: audio, camera,
 * screen, send only) and receives on another that the SFU offers; `show` names the attendees
 * whose camera tiles it shows (only those cameras are forwarded to it).
 */
export const SfuClientSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('publish-offer'), sdp: SdpSchema }),
  z.object({ kind: z.literal('subscribe-answer'), sdp: SdpSchema }),
  z.object({ kind: z.literal('show'), attendeeIds: z.array(z.string().max(64)).max(100) }),
  /** A receiver without a seat (a replica's attendee watching its primary, decision 052): it publishes nothing. */
  z.object({ kind: z.literal('subscribe') }),
]);
export type SfuClientSignal = z.infer<typeof SfuClientSignalSchema>;

/**
 * What a replica meeting's attendee says about its subscribe-only connection to the primary
 * meeting's media (decision 052): `watch` starts it (the primary's room moves to the SFU if it
 * is on the mesh), `unwatch` ends it (promoted: the page joins the primary instead); the
 * receiving answer and the camera tiles shown are as in SfuClientSignal.
 */
export const PrimaryMediaSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('watch') }),
  z.object({ kind: z.literal('unwatch') }),
  z.object({ kind: z.literal('subscribe-answer'), sdp: SdpSchema }),
  z.object({ kind: z.literal('show'), attendeeIds: z.array(z.string().max(64)).max(100) }),
]);
export type PrimaryMediaSignal = z.infer<typeof PrimaryMediaSignalSchema>;

/** One track the SFU sends a subscriber: the transceiver's mid, whose it is and which source. */
export const ForwardedTrackSchema = z.object({
  mid: z.string(),
  attendeeId: z.string(),
  source: z.enum(MEDIA_SOURCES),
});
export type ForwardedTrack = z.infer<typeof ForwardedTrackSchema>;

/** What the SFU says to a browser: the answer to its publishing offer, and offers of what it receives. */
export const SfuServerSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('publish-answer'), sdp: z.string() }),
  z.object({ kind: z.literal('subscribe-offer'), sdp: z.string(), tracks: z.array(ForwardedTrackSchema) }),
]);
export type SfuServerSignal = z.infer<typeof SfuServerSignalSchema>;

/**
 * Default most replica attendees watching one primary meeting at a time
 * (MEETING_REPLICA_MAX_WATCHERS, decision 056): each costs the SFU a copy of every primary track.
 */
export const DEFAULT_REPLICA_MAX_WATCHERS = 50;

/**
 * What a replica's attendee watching its primary hears (decision 052): the primary SFU's
 * signals, or `watchers-full` when the primary already has `max` watchers (decision 056).
 */
export const PrimaryMediaServerSignalSchema = z.discriminatedUnion('kind', [
  ...SfuServerSignalSchema.options,
  z.object({ kind: z.literal('watchers-full'), max: z.number().int() }),
]);
export type PrimaryMediaServerSignal = z.infer<typeof PrimaryMediaServerSignalSchema>;

/** A server recording (startCapture / endCapture on the SFU path): one WebM file per publishing attendee. */
export const MeetingRecordingSchema = z.object({
  id: z.number(),
  attendeeId: z.string(),
  attendeeName: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** File size in bytes (0 while recording). */
  bytes: z.number(),
});
export type MeetingRecording = z.infer<typeof MeetingRecordingSchema>;
