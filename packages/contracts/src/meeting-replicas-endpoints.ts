import { defineEndpoint } from './http/endpoint.ts';
import { MessageDataSchema, MessageResponseSchema } from './http/common-schemas.ts';
import { ActorBodySchema, JoinInfoSchema, TitleQuerySchema } from './meetings/meeting-rules.ts';

/*
 * Promote and demote in a replica meeting (meeting-and-shell §4; contracts meetings/replica-rules.ts;
 * decision 048). `title` is the replica meeting's id; the token is the replica attendee's own:
 * only an admitted attendee of the replica promotes or demotes itself, nobody else. Errors:
 * 403 meetings.notAttendee (waiting, left, removed, another meeting's token), 409
 * meetings.replica.notReplica, meetings.ended (the replica or its primary), meetings.full (the
 * primary's room), meetings.replica.alreadyPromoted / notPromoted.
 */

const tags = ['meetings'] as const;
const API = '/public-api/meetings';

/**
 * Promotes the replica attendee into its primary meeting: a new attendee of the primary (same
 * name) whose join info the page connects with, sending its microphone, camera and shares there.
 */
export const PromoteToPrimaryEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/promote`,
  summary: 'Promote myself from a replica meeting into its primary meeting',
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageDataSchema(JoinInfoSchema) },
});

/** Demotes the replica attendee: its attendee of the primary meeting leaves it (its socket is closed). */
export const DemoteFromPrimaryEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/demote`,
  summary: 'Demote myself from the primary meeting back to the replica',
  tags,
  query: TitleQuerySchema,
  body: ActorBodySchema,
  responses: { 200: MessageResponseSchema },
});
