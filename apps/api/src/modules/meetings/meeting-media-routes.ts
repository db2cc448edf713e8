import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import { MeetingMediaTokenEndpoint } from '@hissa/contracts/meetings-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import type { MediaPathService } from './media-path-service.ts';
import { findActor, findOpenMeeting } from './meeting-records.ts';

/**
 * MeetingMediaTokenEndpoint (decision 038): an admitted attendee's media access, e.g. the LiveKit
 * token a guest needs once the host has admitted it. 403 meetings.notAttendee while waiting or
 * with another token; 404 / 409 for an unknown or ended meeting.
 */
export const meetingMediaRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaPathService }> = async (
  app,
  { db, media },
) => {
  app.route({
    ...endpointRoute(app, MeetingMediaTokenEndpoint),
    handler: async (request) => {
      const meeting = await findOpenMeeting(db, request.query.title);
      const actor = await findActor(db, meeting.id, request.body.token);
      if (actor.status !== 'admitted') throw new AppError(403, MEETING_KEYS.notAttendee);
      return { data: await media.mediaFor(meeting.id, actor) };
    },
  });
};
