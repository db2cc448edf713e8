import { z } from 'zod';
import { TranscriptionStatusSchema, TranscriptSegmentSchema } from './transcription-rules.ts';
import { ATTENDEE_STATUSES, CHAT_MESSAGE_MAX_LENGTH, CHAT_TOPIC, IceServerSchema } from './meeting-rules.ts';
import {
  MeetingMediaSchema,
  PrimaryMediaServerSignalSchema,
  PrimaryMediaSignalSchema,
  SfuClientSignalSchema,
  SfuServerSignalSchema,
} from './meeting-media.ts';

/*
 * The meeting's WebSocket messages (docs/decisions/032-virtual-meeting.md), JSON text frames.
 * The server relays WebRTC offers, answers and ICE candidates between two attendees of one
 * room, keeps the roster (name, muted, camera, hand, speaking) and carries the chat on the
 * 'chat' topic (§5, §9). Frames that do not match are answered with an 'error' frame.
 */

/** Longest frame a client may send, in bytes (SDP offers are a few KB). */
export const SIGNAL_MAX_FRAME_BYTES = 65_536;

/** What an attendee says about itself; the roster shows it to everyone. */
export const PresenceSchema = z.object({
  muted: z.boolean(),
  videoOn: z.boolean(),
  sharing: z.boolean(),
  handRaised: z.boolean(),
  speaking: z.boolean(),
});
export type Presence = z.infer<typeof PresenceSchema>;

/** §3 roster entry with our additions (host flag, status, presence). */
export const RosterEntrySchema = PresenceSchema.extend({
  attendeeId: z.string(),
  externalUserId: z.string(),
  name: z.string(),
  isHost: z.boolean(),
  status: z.enum(ATTENDEE_STATUSES),
});
export type RosterEntry = z.infer<typeof RosterEntrySchema>;

/** §3 chat data message, as the server stores and sends it (timestamp: ms since the epoch). */
export const ChatMessageSchema = z.object({
  id: z.number(),
  topic: z.literal(CHAT_TOPIC),
  text: z.string(),
  timestamp: z.number(),
  senderAttendeeId: z.string(),
  senderExternalUserId: z.string(),
  throttled: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A WebRTC session description or ICE candidate, passed through untouched. */
const SignalPayloadSchema = z.union([
  z.object({ description: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string() }) }),
  z.object({
    candidate: z.object({
      candidate: z.string(),
      sdpMid: z.string().nullable().optional(),
      sdpMLineIndex: z.number().nullable().optional(),
      usernameFragment: z.string().nullable().optional(),
    }),
  }),
]);
export type SignalPayload = z.infer<typeof SignalPayloadSchema>;

/**
 * The close code of a browser leaving without deleting its attendee (delete-attendee-to-leave
 * off, decision 052): the server drops it from the room but keeps the attendee, so its join
 * info can connect again. Any other close marks the attendee left.
 */
export const LEAVE_KEEPING_ATTENDEE = 4001;

/** Frames a browser sends. */
export const ClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('signal'), to: z.string(), payload: SignalPayloadSchema }),
  z.object({ type: z.literal('presence'), presence: PresenceSchema }),
  z.object({
    type: z.literal('chat'),
    topic: z.literal(CHAT_TOPIC),
    text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  }),
  /** To the room's SFU (decision 037): publishing offer, receiving answer, the camera tiles shown. */
  z.object({ type: z.literal('sfu'), payload: SfuClientSignalSchema }),
  /** A replica's attendee watching its primary meeting's media (decision 052). */
  z.object({ type: z.literal('primary-media'), payload: PrimaryMediaSignalSchema }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/** Frames the server sends. */
export const ServerFrameSchema = z.discriminatedUnion('type', [
  /** First frame of an admitted attendee: who it is, the room, the live chat, the ICE servers. */
  z.object({
    type: z.literal('welcome'),
    self: RosterEntrySchema,
    roster: z.array(RosterEntrySchema),
    chat: z.array(ChatMessageSchema),
    iceServers: z.array(IceServerSchema),
  }),
  /** First frame of an attendee in the waiting room of a hosted meeting. */
  z.object({ type: z.literal('waiting') }),
  z.object({ type: z.literal('roster'), roster: z.array(RosterEntrySchema) }),
  z.object({ type: z.literal('signal'), from: z.string(), payload: SignalPayloadSchema }),
  z.object({ type: z.literal('chat'), message: ChatMessageSchema }),
  /** §8: the attendee's message was not sent ('Message is throttled. Please resend'). */
  z.object({ type: z.literal('chat-throttled') }),
  /** The host muted everyone: the browser mutes its microphone. */
  z.object({ type: z.literal('mute') }),
  /** The attendee was removed by the host, or left from another tab. */
  z.object({ type: z.literal('removed') }),
  /** The meeting was ended for everyone. */
  z.object({ type: z.literal('ended') }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /** From the room's SFU (decision 037): its answer, and offers of what the attendee receives. */
  z.object({ type: z.literal('sfu'), payload: SfuServerSignalSchema }),
  /**
   * From the primary meeting's SFU to a replica's attendee watching it (decision 052): offers of
   * the primary's tracks, with the names of the primary's attendees they come from; or that the
   * primary has as many watchers as the server allows (decision 056).
   */
  z.object({
    type: z.literal('primary-media'),
    payload: PrimaryMediaServerSignalSchema,
    names: z.record(z.string(), z.string()),
  }),
  /** The room's media path (sent after 'welcome', and to everyone when the room moves to the SFU). */
  z.object({ type: z.literal('media'), media: MeetingMediaSchema }),
  /** Live transcription was turned on or off (decision 038): browsers send or stop their audio. */
  z.object({ type: z.literal('transcription'), status: TranscriptionStatusSchema }),
  /** A live caption, partial or final. */
  z.object({ type: z.literal('caption'), segment: TranscriptSegmentSchema }),
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;
