import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  CHAT_MESSAGE_LIFETIME_MS,
  CHAT_THROTTLE_COUNT,
  CHAT_THROTTLE_WINDOW_MS,
  MEETING_KEYS,
} from '@hissa/contracts/meetings/meeting-rules';
import {
  type ClientFrame,
  ClientFrameSchema,
  LEAVE_KEEPING_ATTENDEE,
  type RosterEntry,
  SIGNAL_MAX_FRAME_BYTES,
} from '@hissa/contracts/meetings/signal-messages';
import type { Language } from '@hissa/contracts/languages';
import type { MeetingsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import { type MeetingRooms, type RoomMember, rosterOf } from './meeting-rooms.ts';
import type { MediaPathService } from './media-path-service.ts';
import {
  type AttendeeRow,
  findActor,
  findOpenMeeting,
  liveChatMessages,
  setAttendeeStatus,
  storeChatMessage,
} from './meeting-records.ts';

/** WebSocket close codes: refused (bad attendee), room full, removed or meeting ended. */
export const CLOSE_REFUSED = 4403;
export const CLOSE_FULL = 4409;
export const CLOSE_GONE = 4410;

export type SignallingContext = {
  db: Db;
  rooms: MeetingRooms;
  config: MeetingsConfig;
  media: MediaPathService;
  log: FastifyBaseLogger;
};

/** Sends an admitted attendee its first frames: itself, the roster, the live chat, the ICE servers; then the room's media path. */
export async function welcome(context: SignallingContext, meetingId: string, member: RoomMember): Promise<void> {
  member.send({
    type: 'welcome',
    self: member.entry,
    roster: rosterOf(context.rooms.members(meetingId)),
    chat: await liveChatMessages(context.db, meetingId, CHAT_MESSAGE_LIFETIME_MS),
    iceServers: context.config.iceServers,
  });
  if (context.media.mode !== 'livekit') member.send({ type: 'media', media: context.media.mediaOf(meetingId) });
}

/**
 * Sends an attendee away from the room (removed by the host, or demoted from a primary meeting,
 * decision 048): its socket, when connected to this instance, hears 'removed' and is closed, and
 * everyone gets the new roster.
 */
export function dismissMember(rooms: MeetingRooms, meetingId: string, attendeeId: string): void {
  const member = rooms.member(meetingId, attendeeId);
  if (!member) return;
  rooms.remove(meetingId, attendeeId, member);
  member.send({ type: 'removed' });
  member.close(CLOSE_GONE);
  rooms.announceRoster(meetingId);
}

/** Number of admitted attendees connected to the meeting. */
export function admittedCount(rooms: MeetingRooms, meetingId: string): number {
  return rooms.members(meetingId).filter((member) => member.entry.status === 'admitted').length;
}

function entryOf(attendee: AttendeeRow): RosterEntry {
  return {
    attendeeId: attendee.id,
    externalUserId: attendee.externalUserId,
    name: attendee.name,
    isHost: attendee.isHost,
    status: attendee.status,
    muted: false,
    videoOn: false,
    sharing: false,
    handRaised: false,
    speaking: false,
  };
}

/** §8 throttle: true (and remembered) when the attendee may send a chat message now. */
function mayChat(member: RoomMember, now: number): boolean {
  member.chatTimes = member.chatTimes.filter((time) => now - time < CHAT_THROTTLE_WINDOW_MS);
  if (member.chatTimes.length >= CHAT_THROTTLE_COUNT) return false;
  member.chatTimes.push(now);
  return true;
}

/**
 * Handles one frame of an admitted attendee: relay a WebRTC signal (to an attendee, the SFU, or
 * the primary meeting's SFU for a replica's attendee, decision 052), update presence, or chat.
 */
async function handleFrame(context: SignallingContext, meetingId: string, member: RoomMember, frame: ClientFrame) {
  const { rooms, db } = context;
  if (member.entry.status !== 'admitted') return;
  if (frame.type === 'signal') {
    const target = rooms.member(meetingId, frame.to);
    if (target?.entry.status === 'admitted')
      target.send({ type: 'signal', from: member.entry.attendeeId, payload: frame.payload });
    return;
  }
  if (frame.type === 'sfu') {
    context.media.relay(meetingId, member.entry.attendeeId, frame.payload);
    return;
  }
  if (frame.type === 'primary-media') {
    const { primaryMeetingId } = await findOpenMeeting(db, meetingId);
    if (primaryMeetingId)
      context.media.relayPrimary(meetingId, primaryMeetingId, member.entry.attendeeId, frame.payload);
    return;
  }
  if (frame.type === 'presence') {
    rooms.setEntry(meetingId, member, { ...member.entry, ...frame.presence });
    rooms.announceRoster(meetingId);
    return;
  }
  if (!mayChat(member, Date.now())) {
    member.send({ type: 'chat-throttled' });
    return;
  }
  const message = await storeChatMessage(
    db,
    { meetingId, attendeeId: member.entry.attendeeId, externalUserId: member.entry.externalUserId },
    frame.text,
    await rooms.nextChatTimestamp(meetingId),
  );
  rooms.broadcast(meetingId, { type: 'chat', message });
}

/**
 * One attendee's WebSocket (MeetingSignalEndpoint): checks the token, refuses a full room
 * (media.maxAttendees admitted besides itself), joins the room (welcome, or 'waiting' in a hosted meeting's
 * waiting room), then handles its frames; when the socket closes the attendee has left (unless
 * the browser closed it with LEAVE_KEEPING_ATTENDEE: it only disconnected, decision 052).
 * Frames arriving before the check are handled after it, in order.
 */
export function acceptSignalSocket(
  context: SignallingContext,
  socket: WebSocket,
  query: { meetingId: string; attendeeId: string; token: string },
  language: Language,
): void {
  const { db, rooms, log } = context;
  const { meetingId } = query;
  const refuse = (key: string, code: number, params?: Record<string, unknown>) => {
    socket.send(JSON.stringify({ type: 'error', message: translate(language, key, params) }));
    socket.close(code);
    return null;
  };
  const joined = (async (): Promise<RoomMember | null> => {
    try {
      await findOpenMeeting(db, meetingId);
      const attendee = await findActor(db, meetingId, query.token);
      if (attendee.id !== query.attendeeId) return refuse(MEETING_KEYS.notAttendee, CLOSE_REFUSED);
      const others = admittedCount(rooms, meetingId) - (rooms.member(meetingId, attendee.id) ? 1 : 0);
      if (attendee.status === 'admitted' && others >= context.media.maxAttendees)
        return refuse(MEETING_KEYS.full, CLOSE_FULL, { max: context.media.maxAttendees });
      const member: RoomMember = {
        entry: entryOf(attendee),
        send: (frame) => socket.send(JSON.stringify(frame)),
        close: (code) => socket.close(code),
        chatTimes: [],
      };
      rooms.member(meetingId, attendee.id)?.close(CLOSE_GONE);
      rooms.add(meetingId, member);
      if (attendee.status === 'admitted') await welcome(context, meetingId, member);
      else member.send({ type: 'waiting' });
      rooms.announceRoster(meetingId);
      return member;
    } catch (error) {
      if (error instanceof AppError) return refuse(error.key, CLOSE_REFUSED);
      throw error;
    }
  })().catch((error: unknown) => {
    log.error({ err: error }, 'meeting socket could not join');
    socket.close(1011);
    return null;
  });

  socket.on('message', (raw, isBinary) => {
    void joined.then(async (member) => {
      if (!member) return;
      const size = Array.isArray(raw) ? raw.reduce((sum, part) => sum + part.length, 0) : raw.byteLength;
      if (isBinary || size > SIGNAL_MAX_FRAME_BYTES) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString());
      } catch {
        parsed = undefined;
      }
      const frame = ClientFrameSchema.safeParse(parsed);
      if (!frame.success) {
        member.send({ type: 'error', message: translate(language, 'errors.validation') });
        return;
      }
      await handleFrame(context, meetingId, member, frame.data).catch((error: unknown) =>
        log.error({ err: error }, 'meeting frame failed'),
      );
    });
  });

  socket.on('close', (code: number) => {
    void joined.then(async (member) => {
      if (!member || rooms.member(meetingId, member.entry.attendeeId) !== member) return;
      rooms.remove(meetingId, member.entry.attendeeId, member);
      rooms.announceRoster(meetingId);
      if (code === LEAVE_KEEPING_ATTENDEE) return;
      await setAttendeeStatus(db, member.entry.attendeeId, 'left').catch((error: unknown) =>
        log.warn({ err: error }, 'meeting attendee left, status not saved'),
      );
    });
  });
}
