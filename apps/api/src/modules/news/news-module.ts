import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { newsroomRoutes } from './newsroom-routes.ts';
import { newsRoutes } from './news-routes.ts';

/** News reading and the admin's newsroom (decision 029). */
export const newsModule: FastifyPluginAsync<{ db: Db; fileStore: FileStore }> = async (app, options) => {
  await app.register(newsRoutes, options);
  await app.register(newsroomRoutes, options);
};
