import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_MEDIA_REGION, MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import { MeetingSignalEndpoint } from '@hissa/contracts/meetings-endpoints';
import { SIGNAL_MAX_FRAME_BYTES } from '@hissa/contracts/meetings/signal-messages';
import type { AppConfig } from '../../app.ts';
import type { MeetingsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import { InProcessMeetingRooms } from './meeting-rooms.ts';
import { meetingRoutes } from './meeting-routes.ts';
import { acceptSignalSocket } from './meeting-signalling.ts';
import { captureRoutes } from './sfu/capture-routes.ts';
import { MediaAwareRooms } from './sfu/media-aware-rooms.ts';
import { MeetingMediaService } from './sfu/meeting-media-service.ts';

/** Without MEETING_* settings: no STUN/TURN servers (host candidates only) and the default region. */
const DEFAULT_MEETINGS_CONFIG: MeetingsConfig = { iceServers: [], mediaRegion: DEFAULT_MEDIA_REGION };

/**
 * The virtual meeting (decision 032): the §7 calls and the signalling WebSocket
 * (@fastify/websocket, frames of at most SIGNAL_MAX_FRAME_BYTES) over one room state kept in
 * this process (InProcessMeetingRooms). Media flows between the browsers (a WebRTC mesh) or,
 * in larger rooms or when configured, through the SFU child process, which also records
 * (decision 037); the SFU process stops with the app.
 */
export const meetingsModule: FastifyPluginAsyncZod<{
  db: Db;
  config: Pick<AppConfig, 'appUrl' | 'meetings' | 'dataDir'>;
}> = async (app, { db, config }) => {
  const meetingsConfig = config.meetings ?? DEFAULT_MEETINGS_CONFIG;
  const rooms = new MediaAwareRooms(new InProcessMeetingRooms());
  const media = new MeetingMediaService({ db, rooms, log: app.log, dataDir: config.dataDir }, meetingsConfig);
  rooms.listener = {
    left: (meetingId, attendeeId) => media.left(meetingId, attendeeId),
    emptied: (id) => media.emptied(id),
  };
  app.addHook('onClose', async () => media.close());
  await app.register(fastifyWebsocket, { options: { maxPayload: SIGNAL_MAX_FRAME_BYTES } });
  await app.register(meetingRoutes, { db, rooms, config: meetingsConfig, media, appUrl: config.appUrl });
  await app.register(captureRoutes, { db, media, dataDir: config.dataDir });
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
