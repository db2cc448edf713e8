import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  CHAT_TOPIC,
  type JoinInfo,
  type Meeting,
  MEETING_KEYS,
  meetingPagePath,
} from '@hissa/contracts/meetings/meeting-rules';
import type { ChatMessage } from '@hissa/contracts/meetings/signal-messages';
import type { MeetingsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { meetingAttendees, meetingChatMessages, meetings } from '../../db/schema/meetings.ts';
import { requests } from '../../db/schema/requests.ts';
import { AppError } from '../../plugins/errors.ts';
import type { MediaPathService } from './media-path-service.ts';
import { hashAttendeeToken, isAttendeeToken, newMeetingSecret } from './meeting-ids.ts';

export type MeetingRow = typeof meetings.$inferSelect;
export type AttendeeRow = typeof meetingAttendees.$inferSelect;

/** The API shape of a meeting row. */
export function toMeeting(row: MeetingRow): Meeting {
  return {
    meetingId: row.id,
    title: row.title,
    mediaRegion: row.mediaRegion,
    hasHost: row.hostUserId !== null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/**
 * A new meeting with a random 128-bit id; `host` for one made from a one-to-one meeting request,
 * `primaryMeetingId` for a replica meeting (decision 048).
 */
export async function createMeeting(
  db: Db,
  values: { title: string; mediaRegion: string; hostUserId?: number; requestId?: number; primaryMeetingId?: string },
): Promise<MeetingRow> {
  const [row] = await db
    .insert(meetings)
    .values({ id: newMeetingSecret(), ...values })
    .returning();
  if (!row) throw new Error('meeting insert returned no row');
  return row;
}

/** The meeting; 404 meetings.notFound when absent. */
export async function findMeeting(db: Db, meetingId: string): Promise<MeetingRow> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
  if (!row) throw new AppError(404, MEETING_KEYS.notFound);
  return row;
}

/** The meeting when it is still open; 404 absent, 409 meetings.ended. */
export async function findOpenMeeting(db: Db, meetingId: string): Promise<MeetingRow> {
  const row = await findMeeting(db, meetingId);
  if (row.endedAt) throw new AppError(409, MEETING_KEYS.ended);
  return row;
}

/**
 * A new attendee of an open meeting with its secret token (only its hash is stored). In a hosted
 * meeting the host user is admitted as host and everyone else waits to be admitted. `media`
 * gives its media path (the mesh or the SFU, decision 037; a LiveKit token on that path, decision 038).
 * `db` may be a transaction (a promotion, decision 048). A replica's join info names its primary meeting.
 */
export async function createAttendee(
  db: Pick<Db, 'insert'>,
  meeting: MeetingRow,
  attendee: { name: string; userId: number | null },
  config: MeetingsConfig,
  media: MediaPathService,
): Promise<JoinInfo> {
  const token = newMeetingSecret();
  const id = newMeetingSecret();
  const isHost = meeting.hostUserId !== null && meeting.hostUserId === attendee.userId;
  const status = meeting.hostUserId === null || isHost ? 'admitted' : 'waiting';
  const [row] = await db
    .insert(meetingAttendees)
    .values({
      id,
      meetingId: meeting.id,
      externalUserId: `${newMeetingSecret()}#${attendee.name}`,
      name: attendee.name,
      userId: attendee.userId,
      isHost,
      status,
      tokenHash: hashAttendeeToken(token),
    })
    .returning();
  if (!row) throw new Error('attendee insert returned no row');
  return {
    meeting: toMeeting(meeting),
    attendee: { attendeeId: row.id, externalUserId: row.externalUserId, name: row.name, token, isHost, status },
    primaryExternalMeetingId: meeting.primaryMeetingId,
    iceServers: config.iceServers,
    media: await media.mediaFor(meeting.id, row),
  };
}

/** An attendee of the meeting; 404 meetings.attendeeNotFound otherwise. */
export async function findAttendee(db: Db, meetingId: string, attendeeId: string): Promise<AttendeeRow> {
  const [row] = await db
    .select()
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, meetingId), eq(meetingAttendees.id, attendeeId)));
  if (!row) throw new AppError(404, MEETING_KEYS.attendeeNotFound);
  return row;
}

/** The attendee whose token this is, still in the meeting (waiting or admitted); 403 meetings.notAttendee otherwise. */
export async function findActor(db: Db, meetingId: string, token: string): Promise<AttendeeRow> {
  const rows = await db
    .select()
    .from(meetingAttendees)
    .where(
      and(
        eq(meetingAttendees.meetingId, meetingId),
        eq(meetingAttendees.tokenHash, hashAttendeeToken(token)),
        inArray(meetingAttendees.status, ['waiting', 'admitted']),
      ),
    );
  const actor = rows.find((row) => isAttendeeToken(token, row.tokenHash));
  if (!actor) throw new AppError(403, MEETING_KEYS.notAttendee);
  return actor;
}

/** Moves an attendee that is still in the meeting to `status` ('left' and 'removed' set left_at). */
export async function setAttendeeStatus(db: Db, attendeeId: string, status: AttendeeRow['status']): Promise<boolean> {
  const gone = status === 'left' || status === 'removed';
  const rows = await db
    .update(meetingAttendees)
    .set({ status, ...(gone && { leftAt: new Date() }) })
    .where(and(eq(meetingAttendees.id, attendeeId), inArray(meetingAttendees.status, ['waiting', 'admitted'])))
    .returning({ id: meetingAttendees.id });
  return rows.length > 0;
}

/**
 * Ends the meeting and its open replica meetings (a replica exists to watch its primary, so it
 * ends with it, decision 056) and marks everyone still in them left, in one transaction.
 * Returns the ids of the meetings it ended: `meetingId` first, then the replicas.
 */
export async function endMeeting(db: Db, meetingId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const endedAt = new Date();
    const replicas = await tx
      .update(meetings)
      .set({ endedAt })
      .where(and(eq(meetings.primaryMeetingId, meetingId), isNull(meetings.endedAt)))
      .returning({ id: meetings.id });
    await tx.update(meetings).set({ endedAt }).where(eq(meetings.id, meetingId));
    const ended = [meetingId, ...replicas.map((replica) => replica.id)];
    await tx
      .update(meetingAttendees)
      .set({ status: 'left', leftAt: endedAt })
      .where(
        and(inArray(meetingAttendees.meetingId, ended), inArray(meetingAttendees.status, ['waiting', 'admitted'])),
      );
    return ended;
  });
}

/** Stores a chat message sent at `timestamp` (ms) and returns it as the room sees it. */
export async function storeChatMessage(
  db: Db,
  sender: { meetingId: string; attendeeId: string; externalUserId: string },
  text: string,
  timestamp: number,
): Promise<ChatMessage> {
  const [row] = await db
    .insert(meetingChatMessages)
    .values({ meetingId: sender.meetingId, attendeeId: sender.attendeeId, text, sentAt: new Date(timestamp) })
    .returning({ id: meetingChatMessages.id });
  if (!row) throw new Error('chat insert returned no row');
  return {
    id: row.id,
    topic: CHAT_TOPIC,
    text,
    timestamp,
    senderAttendeeId: sender.attendeeId,
    senderExternalUserId: sender.externalUserId,
    throttled: false,
  };
}

/** The meeting's chat messages still alive (sent within `lifetimeMs`), oldest first. */
export async function liveChatMessages(db: Db, meetingId: string, lifetimeMs: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: meetingChatMessages.id,
      text: meetingChatMessages.text,
      sentAt: meetingChatMessages.sentAt,
      attendeeId: meetingChatMessages.attendeeId,
      externalUserId: meetingAttendees.externalUserId,
    })
    .from(meetingChatMessages)
    .innerJoin(meetingAttendees, eq(meetingAttendees.id, meetingChatMessages.attendeeId))
    .where(
      and(
        eq(meetingChatMessages.meetingId, meetingId),
        gte(meetingChatMessages.sentAt, new Date(Date.now() - lifetimeMs)),
      ),
    )
    .orderBy(asc(meetingChatMessages.sentAt), asc(meetingChatMessages.id));
  return rows.map((row) => ({
    id: row.id,
    topic: CHAT_TOPIC,
    text: row.text,
    timestamp: row.sentAt.getTime(),
    senderAttendeeId: row.attendeeId,
    senderExternalUserId: row.externalUserId,
    throttled: false,
  }));
}

/**
 * The hosted meeting of a one-to-one meeting request, made once (concurrent calls get the same
 * row): the request's sender is its host, and the request's meeting link becomes the meeting's
 * page under `appUrl`.
 */
export async function meetingForRequest(
  db: Db,
  request: { id: number; title: string; hostUserId: number },
  mediaRegion: string,
  appUrl: string,
): Promise<MeetingRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(meetings)
      .values({
        id: newMeetingSecret(),
        title: request.title,
        mediaRegion,
        hostUserId: request.hostUserId,
        requestId: request.id,
      })
      .onConflictDoNothing({ target: meetings.requestId })
      .returning();
    if (created) {
      await tx
        .update(requests)
        .set({ meetingLink: `${appUrl}${meetingPagePath(created.id)}`, updatedAt: new Date() })
        .where(eq(requests.id, request.id));
      return created;
    }
    const [existing] = await tx.select().from(meetings).where(eq(meetings.requestId, request.id));
    if (!existing) throw new Error('meeting of the request vanished');
    return existing;
  });
}
