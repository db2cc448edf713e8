/*
 * The follow-up state of what the team answers by hand (contact messages and demo bookings,
 * docs/decisions/027; sales requests, docs/decisions/023): every such inbox moves an item through
 * the same three states with a note.
 */

/** new: not yet handled; contacted: the team replied or called; closed: done or declined. */
export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'closed'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
