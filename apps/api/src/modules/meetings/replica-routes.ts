import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import { REPLICA_KEYS } from '@hissa/contracts/meetings/replica-rules';
import { DemoteFromPrimaryEndpoint, PromoteToPrimaryEndpoint } from '@hissa/contracts/meeting-replicas-endpoints';
import type { MeetingsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { MediaPathService } from './media-path-service.ts';
import type { MeetingRooms } from './meeting-rooms.ts';
import {
  type AttendeeRow,
  createAttendee,
  findActor,
  findMeeting,
  findOpenMeeting,
  setAttendeeStatus,
} from './meeting-records.ts';
import type { MeetingRow } from './meeting-records.ts';
import { admittedCount, dismissMember } from './meeting-signalling.ts';
import { claimPromotion, livePromotion, releasePromotion } from './replica-records.ts';

/**
 * The replica meeting and its admitted attendee acting on itself: 403 meetings.notAttendee for
 * a waiting, left or removed attendee or another meeting's token, 409 meetings.replica.notReplica
 * when the meeting has no primary.
 */
async function replicaActor(db: Db, replica: MeetingRow, token: string): Promise<AttendeeRow> {
  const actor = await findActor(db, replica.id, token);
  if (actor.status !== 'admitted') throw new AppError(403, MEETING_KEYS.notAttendee);
  if (replica.primaryMeetingId === null) throw new AppError(409, REPLICA_KEYS.notReplica);
  return actor;
}

/**
 * Promote and demote (meeting-and-shell §4; decision 048). Promotion makes the replica's
 * attendee an attendee of the open primary meeting (same name, a seat of the primary's room,
 * one at a time even under concurrent calls) and returns that attendee's join info; demotion
 * sends that attendee out of the primary room. Only the attendee itself does either.
 */
export const replicaRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rooms: MeetingRooms;
  config: MeetingsConfig;
  media: MediaPathService;
}> = async (app, { db, rooms, config, media }) => {
  app.route({
    ...endpointRoute(app, PromoteToPrimaryEndpoint),
    handler: async (request) => {
      const replica = await findOpenMeeting(db, request.query.title);
      const actor = await replicaActor(db, replica, request.body.token);
      const primary = await findOpenMeeting(db, replica.primaryMeetingId ?? '');
      if (await livePromotion(db, actor)) throw new AppError(409, REPLICA_KEYS.alreadyPromoted);
      media.claimSeat(primary.id, admittedCount(rooms, primary.id));
      const info = await db.transaction(async (tx) => {
        const promoted = await createAttendee(tx, primary, { name: actor.name, userId: actor.userId }, config, media);
        await claimPromotion(tx, actor.id, promoted.attendee.attendeeId);
        return promoted;
      });
      return { message: translate(request.language, REPLICA_KEYS.promoted), data: info };
    },
  });

  app.route({
    ...endpointRoute(app, DemoteFromPrimaryEndpoint),
    handler: async (request) => {
      const replica = await findMeeting(db, request.query.title);
      const actor = await replicaActor(db, replica, request.body.token);
      const promotedId = actor.promotedAttendeeId;
      if (!promotedId || !(await releasePromotion(db, actor.id, promotedId)))
        throw new AppError(409, REPLICA_KEYS.notPromoted);
      const primaryId = replica.primaryMeetingId ?? '';
      await setAttendeeStatus(db, promotedId, 'left');
      media.attendeeGone(primaryId, promotedId);
      dismissMember(rooms, primaryId, promotedId);
      return { message: translate(request.language, REPLICA_KEYS.demoted) };
    },
  });
};
