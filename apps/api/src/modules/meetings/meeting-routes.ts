import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEETING_ID_PATTERN, MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import {
  AdmitAttendeeEndpoint,
  CreateAttendeeEndpoint,
  CreateMeetingsEndpoint,
  DeleteAttendeeEndpoint,
  EndMeetingEndpoint,
  GetMeetingsEndpoint,
  JoinMeetingEndpoint,
  LogMeetingEventEndpoint,
  MeetingAttendeeEndpoint,
  MeetingFromRequestEndpoint,
  MeetingLogsEndpoint,
  MuteAllEndpoint,
  NearestMediaRegionEndpoint,
} from '@hissa/contracts/meetings-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { MeetingsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { meetingEvents, meetings } from '../../db/schema/meetings.ts';
import { requests } from '../../db/schema/requests.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { MeetingRooms } from './meeting-rooms.ts';
import {
  createAttendee,
  createMeeting,
  endMeeting,
  findActor,
  findAttendee,
  findMeeting,
  findOpenMeeting,
  meetingForRequest,
  setAttendeeStatus,
  toMeeting,
} from './meeting-records.ts';
import { admittedCount, CLOSE_GONE, dismissMember, welcome } from './meeting-signalling.ts';
import { primaryOfNewReplica } from './replica-records.ts';
import type { MediaPathService } from './media-path-service.ts';

/** Joins and meeting creations per IP and minute (ids cannot be guessed, but rows should not be flooded). */
const JOIN_PER_IP = { max: 60, timeWindow: 60_000 };
/** Client log batches and events per IP and minute. */
const LOGS_PER_IP = { max: 120, timeWindow: 60_000 };

/**
 * The meeting calls of §7 (contracts meetings-endpoints.ts; decision 032): join or start,
 * attendees, leave / remove, end, the host's admit and mute-all, the stored client logs and
 * events, the media region, the meeting service's create/get calls, the 501 answers of the
 * media services this deployment does not run, and a requester's meeting for its one-to-one
 * meeting request. Transcription is in transcription/transcription-routes.ts, server recording in
 * sfu/capture-routes.ts. The room's sockets (meeting-signalling.ts) hear of every change; `media`
 * decides each room's media path and its size (decisions 037, 038).
 */
export const meetingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rooms: MeetingRooms;
  config: MeetingsConfig;
  media: MediaPathService;
  appUrl: string;
}> = async (app, { db, rooms, config, media, appUrl }) => {
  const context = { db, rooms, config, media, log: app.log };
  const anySignedIn = app.authorize(Object.values(USER_TYPES));
  /** The signed-in user when the call carries a valid token; a guest otherwise (§6: no role check). */
  const optionalUserId = async (request: FastifyRequest, reply: FastifyReply): Promise<number | null> => {
    if (!request.headers.authorization) return null;
    try {
      await anySignedIn(request, reply);
      return request.user?.id ?? null;
    } catch {
      return null;
    }
  };
  const say = (request: FastifyRequest, key: string) => ({ message: translate(request.language, key) });

  /** Refuses a join to a full room (409) and gives the room's media path (it may move to the SFU). */
  const checkRoom = (meetingId: string) => media.claimSeat(meetingId, admittedCount(rooms, meetingId));

  app.route({
    ...endpointRoute(app, JoinMeetingEndpoint),
    config: { rateLimit: JOIN_PER_IP },
    handler: async (request, reply) => {
      const { title, name, region, primaryExternalMeetingId } = request.query;
      const userId = await optionalUserId(request, reply);
      if (MEETING_ID_PATTERN.test(title)) {
        const [existing] = await db.select().from(meetings).where(eq(meetings.id, title));
        if (existing) {
          if (existing.endedAt) throw new AppError(409, MEETING_KEYS.ended);
          checkRoom(existing.id);
          return { data: await createAttendee(db, existing, { name, userId }, config, media) };
        }
      }
      // a new meeting started with a primary meeting's id is its replica (decision 048)
      const primary = primaryExternalMeetingId ? await primaryOfNewReplica(db, primaryExternalMeetingId) : null;
      const meeting = await createMeeting(db, {
        title,
        mediaRegion: region,
        ...(primary && { primaryMeetingId: primary.id }),
      });
      return reply.status(201).send({ data: await createAttendee(db, meeting, { name, userId }, config, media) });
    },
  });

  app.route({
    ...endpointRoute(app, MeetingAttendeeEndpoint),
    handler: async (request) => {
      const attendee = await findAttendee(db, request.query.title, request.query.attendee);
      return { data: { attendeeId: attendee.id, externalUserId: attendee.externalUserId, name: attendee.name } };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteAttendeeEndpoint),
    handler: async (request) => {
      const { title, attendeeId } = request.query;
      const actor = await findActor(db, title, request.body.token);
      const isSelf = actor.id === attendeeId;
      if (!isSelf && !actor.isHost) throw new AppError(403, MEETING_KEYS.hostOnly);
      await findAttendee(db, title, attendeeId);
      await setAttendeeStatus(db, attendeeId, isSelf ? 'left' : 'removed');
      media.attendeeGone(title, attendeeId);
      dismissMember(rooms, title, attendeeId);
      return say(request, MEETING_KEYS.attendeeRemoved);
    },
  });

  app.route({
    ...endpointRoute(app, EndMeetingEndpoint),
    handler: async (request) => {
      const meeting = await findOpenMeeting(db, request.query.title);
      const actor = await findActor(db, meeting.id, request.body.token);
      if (meeting.hostUserId !== null && !actor.isHost) throw new AppError(403, MEETING_KEYS.hostOnly);
      if (actor.status !== 'admitted') throw new AppError(403, MEETING_KEYS.notAttendee);
      for (const endedId of await endMeeting(db, meeting.id)) {
        media.roomEnded(endedId);
        for (const member of rooms.members(endedId)) {
          rooms.remove(endedId, member.entry.attendeeId, member);
          member.send({ type: 'ended' });
          member.close(CLOSE_GONE);
        }
      }
      return say(request, MEETING_KEYS.endedForEveryone);
    },
  });

  app.route({
    ...endpointRoute(app, AdmitAttendeeEndpoint),
    handler: async (request) => {
      const { title, attendeeId } = request.query;
      await findOpenMeeting(db, title);
      const actor = await findActor(db, title, request.body.token);
      if (!actor.isHost) throw new AppError(403, MEETING_KEYS.hostOnly);
      const attendee = await findAttendee(db, title, attendeeId);
      if (attendee.status !== 'waiting') throw new AppError(409, MEETING_KEYS.notWaiting);
      checkRoom(title);
      await setAttendeeStatus(db, attendeeId, 'admitted');
      const member = rooms.member(title, attendeeId);
      if (member) {
        rooms.setEntry(title, member, { ...member.entry, status: 'admitted' });
        await welcome(context, title, member);
        rooms.announceRoster(title);
      }
      return say(request, MEETING_KEYS.admitted);
    },
  });

  app.route({
    ...endpointRoute(app, MuteAllEndpoint),
    handler: async (request) => {
      const { title } = request.query;
      await findOpenMeeting(db, title);
      const actor = await findActor(db, title, request.body.token);
      if (!actor.isHost) throw new AppError(403, MEETING_KEYS.hostOnly);
      rooms.broadcast(title, { type: 'mute' }, actor.id);
      return say(request, MEETING_KEYS.everyoneMuted);
    },
  });

  app.route({
    ...endpointRoute(app, MeetingLogsEndpoint),
    config: { rateLimit: LOGS_PER_IP },
    handler: async (request, reply) => {
      const { appName, meetingId, attendeeId, logs } = request.body;
      await findAttendee(db, meetingId, attendeeId);
      await db.insert(meetingEvents).values(
        logs.map((line) => ({
          meetingId,
          attendeeId,
          kind: 'log' as const,
          appName,
          name: line.logLevel,
          payload: line,
        })),
      );
      return reply.status(202).send(say(request, MEETING_KEYS.logged));
    },
  });

  app.route({
    ...endpointRoute(app, LogMeetingEventEndpoint),
    config: { rateLimit: LOGS_PER_IP },
    handler: async (request, reply) => {
      const { appName, meetingId, attendeeId, name, attributes } = request.body;
      await findAttendee(db, meetingId, attendeeId);
      await db
        .insert(meetingEvents)
        .values({ meetingId, attendeeId, kind: 'event', appName, name, payload: attributes });
      return reply.status(202).send(say(request, MEETING_KEYS.logged));
    },
  });

  app.route({
    ...endpointRoute(app, NearestMediaRegionEndpoint),
    handler: async () => ({ region: config.mediaRegion }),
  });

  app.route({
    ...endpointRoute(app, CreateMeetingsEndpoint),
    config: { rateLimit: JOIN_PER_IP },
    handler: async (request) => {
      const { title, region } = request.query;
      const meeting = await createMeeting(db, {
        title: title || translate(request.language, MEETING_KEYS.untitled),
        mediaRegion: region,
      });
      return { data: toMeeting(meeting) };
    },
  });

  app.route({
    ...endpointRoute(app, GetMeetingsEndpoint),
    handler: async (request) => ({ data: toMeeting(await findMeeting(db, request.query.m)) }),
  });

  app.route({
    ...endpointRoute(app, CreateAttendeeEndpoint),
    config: { rateLimit: JOIN_PER_IP },
    handler: async (request, reply) => {
      const meeting = await findOpenMeeting(db, request.query.m);
      checkRoom(meeting.id);
      const userId = await optionalUserId(request, reply);
      return { data: await createAttendee(db, meeting, { name: request.query.name, userId }, config, media) };
    },
  });

  app.route({
    ...endpointRoute(app, MeetingFromRequestEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const [row] = await db
        .select({ id: requests.id, type: requests.type, title: requests.title })
        .from(requests)
        .where(and(eq(requests.id, request.params.requestId), eq(requests.senderUserId, user.id)));
      if (!row) throw new AppError(404, MEETING_KEYS.requestNotFound);
      if (row.type !== 'one_to_one_meeting') throw new AppError(409, MEETING_KEYS.requestNotMeeting);
      const meeting = await meetingForRequest(db, { ...row, hostUserId: user.id }, config.mediaRegion, appUrl);
      return { message: translate(request.language, MEETING_KEYS.roomReady), data: toMeeting(meeting) };
    },
  });
};
