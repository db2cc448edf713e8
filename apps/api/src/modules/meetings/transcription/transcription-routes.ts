import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import {
  StartTranscriptionEndpoint,
  StopTranscriptionEndpoint,
  TranscriptEndpoint,
  TranscriptionAudioEndpoint,
  TranscriptionEngineEndpoint,
} from '@hissa/contracts/meetings-endpoints';
import {
  TRANSCRIPTION_KEYS,
  TRANSCRIPTION_MAX_FRAME_BYTES,
  type TranscriptionStreamParams,
  TranscriptionStreamParamsSchema,
  transcriptionIssues,
  unsupportedByEngine,
} from '@hissa/contracts/meetings/transcription-rules';
import type { Db } from '../../../db/client.ts';
import { meetingTranscriptions } from '../../../db/schema/meeting-transcripts.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import { translate } from '../../../plugins/i18n.ts';
import { findActor, findOpenMeeting, findMeeting } from '../meeting-records.ts';
import type { MeetingRooms } from '../meeting-rooms.ts';
import { CLOSE_REFUSED } from '../meeting-signalling.ts';
import { activeTranscription, findAnyAttendee, savedSegments, statusOf } from './transcription-records.ts';
import { NO_ENGINE, type TranscriptionEngine } from './transcription-engine.ts';
import { TranscriptionHub } from './transcription-hub.ts';

/** Audio frames kept while an audio socket's checks run (about 5 s of 100 ms frames). */
const EARLY_FRAMES_MAX = 50;

/** The admitted attendee acting on an open meeting; 403 while waiting. */
async function admittedActor(db: Db, meetingId: string, token: string) {
  const meeting = await findOpenMeeting(db, meetingId);
  const actor = await findActor(db, meetingId, token);
  if (actor.status !== 'admitted') throw new AppError(403, MEETING_KEYS.notAttendee);
  return { meeting, actor };
}

/** transcriptionStreamParams: a JSON string of §3 parameters; 400 meetings.transcription.badParams otherwise. */
function parseParams(raw: string | undefined): TranscriptionStreamParams {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const parsed = TranscriptionStreamParamsSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError(400, TRANSCRIPTION_KEYS.badParams, {}, [
      { field: 'querystring.transcriptionStreamParams', key: TRANSCRIPTION_KEYS.badParams },
    ]);
  return parsed.data;
}

/**
 * Live transcription (§7 start_transcription / stop_transcription, decision 038): the engine's
 * abilities, start (§5 rules and what the engine can honour checked here), stop, the saved
 * transcript, and the audio WebSocket the browsers send their microphone on while it is on.
 * Captions go to every attendee through the rooms (Redis-shared when REDIS_URL is set); final
 * ones are saved with the meeting. Without an engine start and stop answer 501.
 */
export const transcriptionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  rooms: MeetingRooms;
  engine: TranscriptionEngine | null;
}> = async (app, { db, rooms, engine }) => {
  const info = engine?.info ?? NO_ENGINE;
  const hub = engine && new TranscriptionHub(db, rooms, engine, app.log);
  app.addHook('onClose', async () => hub?.stopAll());
  const requireEngine = () => {
    if (!engine || !hub) throw new AppError(501, MEETING_KEYS.transcriptionUnavailable);
    return hub;
  };

  app.route({ ...endpointRoute(app, TranscriptionEngineEndpoint), handler: async () => ({ data: info }) });

  app.route({
    ...endpointRoute(app, StartTranscriptionEndpoint),
    handler: async (request) => {
      const { title, engine: kind, language, transcriptionStreamParams } = request.query;
      const { meeting, actor } = await admittedActor(db, title, request.body.token);
      requireEngine();
      const params = parseParams(transcriptionStreamParams);
      const choice = { engine: kind, language, params };
      const issues = [...transcriptionIssues(choice), ...unsupportedByEngine(choice, info)];
      const [first] = issues;
      if (first)
        throw new AppError(
          400,
          first.key,
          {},
          issues.map((issue) => ({ field: `querystring.${issue.field}`, key: issue.key })),
        );
      const row = await db.transaction(async (tx) => {
        if (await activeTranscription(tx, meeting.id)) throw new AppError(409, TRANSCRIPTION_KEYS.alreadyOn);
        const [created] = await tx
          .insert(meetingTranscriptions)
          .values({ meetingId: meeting.id, startedBy: actor.id, engine: kind, language: language ?? null, params })
          .returning();
        if (!created) throw new Error('transcription insert returned no row');
        return created;
      });
      rooms.broadcast(meeting.id, { type: 'transcription', status: statusOf(meeting, row, info) });
      return { message: translate(request.language, TRANSCRIPTION_KEYS.started) };
    },
  });

  app.route({
    ...endpointRoute(app, StopTranscriptionEndpoint),
    handler: async (request) => {
      const { meeting } = await admittedActor(db, request.query.title, request.body.token);
      const running = requireEngine();
      const row = await activeTranscription(db, meeting.id);
      if (!row) throw new AppError(409, TRANSCRIPTION_KEYS.notOn);
      await db.update(meetingTranscriptions).set({ stoppedAt: new Date() }).where(eq(meetingTranscriptions.id, row.id));
      rooms.broadcast(meeting.id, { type: 'transcription', status: statusOf(meeting, undefined, info) });
      await running.stopMeeting(meeting.id);
      return { message: translate(request.language, TRANSCRIPTION_KEYS.stopped) };
    },
  });

  app.route({
    ...endpointRoute(app, TranscriptEndpoint),
    handler: async (request) => {
      const meeting = await findMeeting(db, request.query.title);
      await findAnyAttendee(db, meeting.id, request.body.token);
      const status = statusOf(meeting, await activeTranscription(db, meeting.id), info);
      return { data: { status, segments: await savedSegments(db, meeting.id) } };
    },
  });

  app.route({
    ...endpointRoute(app, TranscriptionAudioEndpoint),
    handler: async () => {
      throw new AppError(426, MEETING_KEYS.upgradeRequired);
    },
    wsHandler: (socket: WebSocket, request) => {
      const refuse = (key: string) => {
        socket.send(JSON.stringify({ type: 'error', message: translate(request.language, key) }));
        socket.close(CLOSE_REFUSED);
      };
      const { meetingId, attendeeId, token } = request.query;
      // The browser starts sending once the socket is open: frames that arrive while the checks
      // run wait (at most EARLY_FRAMES_MAX of them) and go to the engine once they pass, so the
      // first words are not lost however long the database takes.
      let accept: ((pcm: Buffer) => void) | null = null;
      const early: Buffer[] = [];
      socket.on('message', (raw, isBinary) => {
        if (!isBinary || !Buffer.isBuffer(raw) || raw.length > TRANSCRIPTION_MAX_FRAME_BYTES || raw.length % 2) return;
        if (accept) accept(raw);
        else if (early.length < EARLY_FRAMES_MAX) early.push(raw);
      });
      void (async () => {
        if (!hub) return refuse(MEETING_KEYS.transcriptionUnavailable);
        const { actor } = await admittedActor(db, meetingId, token);
        if (actor.id !== attendeeId) return refuse(MEETING_KEYS.notAttendee);
        const row = await activeTranscription(db, meetingId);
        if (!row) return refuse(TRANSCRIPTION_KEYS.notOn);
        const channel = hub.open(row, actor, socket);
        accept = channel.push;
        for (const pcm of early.splice(0)) channel.push(pcm);
        socket.on('close', channel.close);
      })().catch((error: unknown) => {
        if (error instanceof AppError) return refuse(error.key);
        app.log.error({ err: error }, 'transcription audio socket failed');
        socket.close(1011);
      });
    },
  });
};
