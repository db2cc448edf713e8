import fastifyWebsocket from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_MEDIA_REGION, MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import { MeetingSignalEndpoint } from '@hissa/contracts/meetings-endpoints';
import { SIGNAL_MAX_FRAME_BYTES } from '@hissa/contracts/meetings/signal-messages';
import type { AppConfig } from '../../app.ts';
import type { MeetingsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import { InProcessMeetingRooms, type MeetingRooms } from './meeting-rooms.ts';
import { RedisMeetingRooms } from './meeting-rooms-redis.ts';
import { MeetingMediaService } from './meeting-media.ts';
import { meetingMediaRoutes } from './meeting-media-routes.ts';
import { meetingRoutes } from './meeting-routes.ts';
import { acceptSignalSocket } from './meeting-signalling.ts';
import { chooseTranscriptionEngine } from './transcription/transcription-engine.ts';
import { transcriptionRoutes } from './transcription/transcription-routes.ts';

/** Without MEETING_* settings: no STUN/TURN servers (host candidates only) and the default region. */
const DEFAULT_MEETINGS_CONFIG: MeetingsConfig = { iceServers: [], mediaRegion: DEFAULT_MEDIA_REGION };

/**
 * The virtual meeting (decision 032): the §7 calls and the signalling WebSocket
 * (@fastify/websocket, frames of at most SIGNAL_MAX_FRAME_BYTES) over one room state kept in
 * this process (InProcessMeetingRooms), or shared with other instances through Redis when
 * REDIS_URL is set (RedisMeetingRooms, decision 038). Media flows between the browsers (a WebRTC
 * mesh) or through a LiveKit server (MEETING_MEDIA=livekit; MeetingMediaService).
 */
export const meetingsModule: FastifyPluginAsyncZod<{
  db: Db;
  config: Pick<AppConfig, 'appUrl' | 'meetings'>;
}> = async (app, { db, config }) => {
  const meetingsConfig = config.meetings ?? DEFAULT_MEETINGS_CONFIG;
  const rooms = await openRooms(meetingsConfig, app.log);
  app.addHook('onClose', async () => {
    if (rooms instanceof RedisMeetingRooms) await rooms.stop();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: SIGNAL_MAX_FRAME_BYTES } });
  const media = new MeetingMediaService(meetingsConfig.livekit, app.log);
  await app.register(meetingRoutes, { db, rooms, config: meetingsConfig, appUrl: config.appUrl, media });
  await app.register(meetingMediaRoutes, { db, media });
  const engine = await chooseTranscriptionEngine(meetingsConfig.transcription);
  await app.register(transcriptionRoutes, { db, rooms, engine });
  const context = { db, rooms, config: meetingsConfig, log: app.log };
  app.route({
    ...endpointRoute(app, MeetingSignalEndpoint),
    // a plain GET (no upgrade) is told to upgrade; the route stays in the OpenAPI document
    handler: async () => {
      throw new AppError(426, MEETING_KEYS.upgradeRequired);
    },
    wsHandler: (socket, request) => acceptSignalSocket(context, socket, request.query, request.language),
  });
};

/** The rooms of this instance: shared through Redis when REDIS_URL is set, else in this process. */
async function openRooms(config: MeetingsConfig, log: FastifyBaseLogger): Promise<MeetingRooms> {
  if (!config.redisUrl) return new InProcessMeetingRooms();
  const rooms = new RedisMeetingRooms(config.redisUrl, log);
  await rooms.start();
  return rooms;
}
