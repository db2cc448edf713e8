import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EPISODE_AUDIO_FIELD,
  MEDIA_KEYS,
  PODCAST_AUDIO_CONTENT_TYPES,
  PODCAST_AUDIO_MAX_BYTES,
} from '@hissa/contracts/media/media';
import {
  AdminEpisodeEndpoint,
  AdminEpisodesEndpoint,
  CreateEpisodeEndpoint,
  EpisodeAudioEndpoint,
  EpisodeEndpoint,
  EpisodesEndpoint,
  PodcastFeedEndpoint,
  UpdateEpisodeEndpoint,
  UploadEpisodeAudioEndpoint,
} from '@hissa/contracts/media-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { sendStoredFileRange } from '../files/send-stored-file-range.ts';
import {
  createEpisode,
  findEpisode,
  listAdminEpisodes,
  listPublishedEpisodes,
  setEpisodeAudio,
  updateEpisode,
} from './episodes-service.ts';
import { missingFile, toEpisode } from './media-records.ts';
import { podcastFeed } from './podcast-feed.ts';

/** Episodes the RSS feed lists (the newest; podcast apps read the feed whole). */
const FEED_EPISODES = 300;

/**
 * The podcast routes (contracts media-endpoints.ts; decision 030): the public episodes, their
 * audio with range requests and the RSS feed; the admin's list, create, edit and audio upload.
 */
export const podcastsRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore; appUrl: string }> = async (
  app,
  { db, fileStore, appUrl },
) => {
  app.route({
    ...endpointRoute(app, EpisodesEndpoint),
    handler: async (request) => {
      const { rows, total } = await listPublishedEpisodes(db, request.query);
      return {
        data: rows.map(({ row, audio }) => toEpisode(row, audio)),
        page: request.query.page,
        size: request.query.size,
        total,
      };
    },
  });

  app.route({
    ...endpointRoute(app, PodcastFeedEndpoint),
    handler: async (_request, reply) => {
      const { rows } = await listPublishedEpisodes(db, { page: 0, size: FEED_EPISODES });
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(podcastFeed(rows, appUrl));
    },
  });

  app.route({
    ...endpointRoute(app, EpisodeEndpoint),
    handler: async (request) => {
      const { row, audio } = await findEpisode(db, request.params.episodeId);
      return { data: toEpisode(row, audio) };
    },
  });

  app.route({
    ...endpointRoute(app, EpisodeAudioEndpoint),
    handler: async (request, reply) => {
      const { audio } = await findEpisode(db, request.params.episodeId);
      if (!audio) throw new Error('a public episode has audio');
      return sendStoredFileRange(request, reply, fileStore, audio);
    },
  });

  app.route({
    ...endpointRoute(app, AdminEpisodesEndpoint),
    handler: async (request) => {
      const { rows, total } = await listAdminEpisodes(db, request.query);
      return {
        data: rows.map(({ row, audio }) => toEpisode(row, audio)),
        page: request.query.page,
        size: request.query.size,
        total,
      };
    },
  });

  app.route({
    ...endpointRoute(app, AdminEpisodeEndpoint),
    handler: async (request) => {
      const { row, audio } = await findEpisode(db, request.params.episodeId, true);
      return { data: toEpisode(row, audio) };
    },
  });

  app.route({
    ...endpointRoute(app, CreateEpisodeEndpoint),
    handler: async (request, reply) => {
      const { row, audio } = await createEpisode(db, request.body);
      return reply
        .status(201)
        .send({ message: translate(request.language, MEDIA_KEYS.saved), data: toEpisode(row, audio) });
    },
  });

  app.route({
    ...endpointRoute(app, UpdateEpisodeEndpoint),
    handler: async (request) => {
      const { row, audio } = await updateEpisode(db, request.params.episodeId, request.body);
      return { message: translate(request.language, MEDIA_KEYS.saved), data: toEpisode(row, audio) };
    },
  });

  app.route({
    ...endpointRoute(app, UploadEpisodeAudioEndpoint),
    handler: async (request) => {
      const episodeId = request.params.episodeId;
      await findEpisode(db, episodeId, true);
      const { episode, replacedFileId } = await receiveMultipartForm(
        request,
        {
          fileStore,
          schema: z.object({}),
          maxFileBytes: PODCAST_AUDIO_MAX_BYTES,
          tooLargeKey: MEDIA_KEYS.audioTooLarge,
          accept: (field) =>
            field === EPISODE_AUDIO_FIELD
              ? { contentTypes: PODCAST_AUDIO_CONTENT_TYPES, typeErrorKey: MEDIA_KEYS.audioType }
              : undefined,
        },
        async (_fields, files) => {
          const [file] = files;
          if (!file) throw missingFile(EPISODE_AUDIO_FIELD);
          return setEpisodeAudio(db, episodeId, file);
        },
      );
      if (replacedFileId) await fileStore.delete(replacedFileId);
      return {
        message: translate(request.language, MEDIA_KEYS.fileSaved),
        data: toEpisode(episode.row, episode.audio),
      };
    },
  });
};
