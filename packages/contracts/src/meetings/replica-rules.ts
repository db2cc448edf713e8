/*
 * Replica meetings (meeting-and-shell spec §2 "create as replica with a primary meeting external
 * id", §3 PrimaryExternalMeetingId, §4 promote / demote, §7 join's primaryExternalMeetingId;
 * docs/decisions/048-meeting-replicas-recordings-and-nat.md). A replica meeting is started with
 * the id of an open primary meeting; its attendees are demoted (they send nothing) until they
 * promote themselves into the primary meeting, and demote themselves back.
 */

/** Message keys of the replica calls (messages/{en,ar}.json "meetings.replica"). */
export const REPLICA_KEYS = {
  primaryNotFound: 'meetings.replica.primaryNotFound',
  primaryIsReplica: 'meetings.replica.primaryIsReplica',
  primaryHosted: 'meetings.replica.primaryHosted',
  notReplica: 'meetings.replica.notReplica',
  alreadyPromoted: 'meetings.replica.alreadyPromoted',
  notPromoted: 'meetings.replica.notPromoted',
  promoted: 'meetings.replica.promoted',
  demoted: 'meetings.replica.demoted',
} as const;

/**
 * §4: where a replica meeting's attendee stands. Demoted: every button but the speaker, video
 * stats and promote is disabled and audio is muted. Promoted: the promote button is on and the
 * others are off (usable). In a meeting that is not a replica the promote button is hidden.
 */
export const PROMOTION_STATES = ['demoted', 'promoting', 'promoted', 'demoting'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
