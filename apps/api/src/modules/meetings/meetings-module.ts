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
import { MediaPathService } from './media-path-service.ts';
import { meetingMediaRoutes } from './meeting-media-routes.ts';
import { meetingRoutes } from './meeting-routes.ts';
import { acceptSignalSocket } from './meeting-signalling.ts';
import { replicaRoutes } from './replica-routes.ts';
import { captureRoutes } from './sfu/capture-routes.ts';
import { MediaAwareRooms } from './sfu/media-aware-rooms.ts';
import { chooseTranscriptionEngine } from './transcription/transcription-engine.ts';
import { transcriptionRoutes } from './transcription/transcription-routes.ts';

/** Without MEETING_* settings: no STUN/TURN servers (host candidates only) and the default region. */
const DEFAULT_MEETINGS_CONFIG: MeetingsConfig = { iceServers: [], mediaRegion: DEFAULT_MEDIA_REGION };

/**
 * The virtual meeting (decision 032): the §7 calls and the signalling WebSocket
 * (@fastify/websocket, frames of at most SIGNAL_MAX_FRAME_BYTES) over one room state kept in
 * this process (InProcessMeetingRooms), or shared with other instances through Redis when
 * REDIS_URL is set (RedisMeetingRooms, decision 038). MediaPathService picks each room's media
 * (MEETING_MEDIA): between the browsers (a WebRTC mesh), through an SFU child process, which
 * also records (decision 037; it stops with the app; across instances each room's SFU is one
 * instance's, decision 063), or through a LiveKit server (decision 038).
 */
export const meetingsModule: FastifyPluginAsyncZod<{
  db: Db;
  config: Pick<AppConfig, 'appUrl' | 'meetings' | 'dataDir'>;
}> = async (app, { db, config }) => {
  const meetingsConfig = config.meetings ?? DEFAULT_MEETINGS_CONFIG;
  const sharedRooms = await openRooms(meetingsConfig, app.log);
  const rooms = new MediaAwareRooms(sharedRooms);
  const media = new MediaPathService({ db, rooms, log: app.log, dataDir: config.dataDir }, meetingsConfig);
  rooms.listener = {
    left: (meetingId, attendeeId, isReplaced) => media.left(meetingId, attendeeId, isReplaced),
    emptied: (id) => media.emptied(id),
  };
  if (sharedRooms instanceof RedisMeetingRooms) sharedRooms.onEmptied = (id) => media.emptied(id);
  await media.start();
  app.addHook('onClose', async () => {
    await media.close();
    if (sharedRooms instanceof RedisMeetingRooms) await sharedRooms.stop();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: SIGNAL_MAX_FRAME_BYTES } });
  await app.register(meetingRoutes, { db, rooms, config: meetingsConfig, media, appUrl: config.appUrl });
  await app.register(meetingMediaRoutes, { db, media });
  await app.register(replicaRoutes, { db, rooms, config: meetingsConfig, media });
  await app.register(captureRoutes, { db, media, dataDir: config.dataDir });
  const engine = await chooseTranscriptionEngine(meetingsConfig.transcription);
  await app.register(transcriptionRoutes, { db, rooms, engine });
  const context = { db, rooms, config: meetingsConfig, media, log: app.log };
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
