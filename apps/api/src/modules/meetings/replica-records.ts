import { and, eq, isNull } from 'drizzle-orm';
import { MEETING_ID_PATTERN, MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import { REPLICA_KEYS } from '@hissa/contracts/meetings/replica-rules';
import type { Db } from '../../db/client.ts';
import { meetingAttendees, meetings } from '../../db/schema/meetings.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AttendeeRow, MeetingRow } from './meeting-records.ts';

/*
 * Replica meetings' rows (decision 048): which meeting a new replica may copy, and an attendee's
 * promotion into the primary meeting.
 */

/**
 * The meeting a new replica meeting is started for: an open meeting without host that is not
 * itself a replica. 404 meetings.replica.primaryNotFound, 409 meetings.ended,
 * meetings.replica.primaryIsReplica, meetings.replica.primaryHosted (a hosted meeting's waiting
 * room would be skipped by promotion).
 */
export async function primaryOfNewReplica(db: Db, primaryMeetingId: string): Promise<MeetingRow> {
  const [primary] = MEETING_ID_PATTERN.test(primaryMeetingId)
    ? await db.select().from(meetings).where(eq(meetings.id, primaryMeetingId))
    : [];
  if (!primary) throw new AppError(404, REPLICA_KEYS.primaryNotFound);
  if (primary.endedAt) throw new AppError(409, MEETING_KEYS.ended);
  if (primary.primaryMeetingId !== null) throw new AppError(409, REPLICA_KEYS.primaryIsReplica);
  if (primary.hostUserId !== null) throw new AppError(409, REPLICA_KEYS.primaryHosted);
  return primary;
}

/**
 * The attendee's live promotion: its attendee of the primary meeting while that one is still in
 * it. A promotion whose primary attendee has left (its page closed, or the primary's socket
 * dropped) is cleared, so the attendee can promote itself again.
 */
export async function livePromotion(db: Db, actor: AttendeeRow): Promise<AttendeeRow | null> {
  if (!actor.promotedAttendeeId) return null;
  const [promoted] = await db.select().from(meetingAttendees).where(eq(meetingAttendees.id, actor.promotedAttendeeId));
  if (promoted && (promoted.status === 'admitted' || promoted.status === 'waiting')) return promoted;
  await db
    .update(meetingAttendees)
    .set({ promotedAttendeeId: null })
    .where(and(eq(meetingAttendees.id, actor.id), eq(meetingAttendees.promotedAttendeeId, actor.promotedAttendeeId)));
  return null;
}

/**
 * Records `promotedAttendeeId` as the actor's promotion, unless another promotion got there
 * first (409 meetings.replica.alreadyPromoted: concurrent promotions make one attendee only).
 */
export async function claimPromotion(
  db: Pick<Db, 'update'>,
  actorId: string,
  promotedAttendeeId: string,
): Promise<void> {
  const claimed = await db
    .update(meetingAttendees)
    .set({ promotedAttendeeId })
    .where(and(eq(meetingAttendees.id, actorId), isNull(meetingAttendees.promotedAttendeeId)))
    .returning({ id: meetingAttendees.id });
  if (claimed.length === 0) throw new AppError(409, REPLICA_KEYS.alreadyPromoted);
}

/** Clears the actor's promotion of `promotedAttendeeId`; false when it was not (or no longer) that one. */
export async function releasePromotion(db: Db, actorId: string, promotedAttendeeId: string): Promise<boolean> {
  const released = await db
    .update(meetingAttendees)
    .set({ promotedAttendeeId: null })
    .where(and(eq(meetingAttendees.id, actorId), eq(meetingAttendees.promotedAttendeeId, promotedAttendeeId)))
    .returning({ id: meetingAttendees.id });
  return released.length > 0;
}
