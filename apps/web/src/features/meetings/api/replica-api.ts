import { DemoteFromPrimaryEndpoint, PromoteToPrimaryEndpoint } from '@hissa/contracts/meeting-replicas-endpoints';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { callEndpoint } from '../../../lib/api-client';
import type { Actor } from './meetings-api';

/*
 * Promote and demote in a replica meeting (contracts meeting-replicas-endpoints.ts, decision 048).
 * `actor` is the replica meeting's attendee. Errors are ApiError with the server's message.
 */

/** Promotes the replica's attendee into the primary meeting: the join info of its attendee there. */
export async function promoteToPrimary(actor: Actor): Promise<JoinInfo> {
  return (
    await callEndpoint(PromoteToPrimaryEndpoint, { query: { title: actor.meetingId }, body: { token: actor.token } })
  ).data;
}

/** Demotes it back: its attendee of the primary meeting leaves that meeting. */
export async function demoteFromPrimary(actor: Actor): Promise<void> {
  await callEndpoint(DemoteFromPrimaryEndpoint, { query: { title: actor.meetingId }, body: { token: actor.token } });
}
