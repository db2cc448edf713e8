import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { requestRoutes } from './request-routes.ts';
import { visitorRequestRoutes } from './visitor-request-routes.ts';

/**
 * Requests (decision 006): my-requests and other-requests of company users, shareholders and
 * investors (request-routes.ts), and visitors' requests with the admin's follow-up list
 * (visitor-request-routes.ts).
 */
export const requestsModule: FastifyPluginAsync<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  await app.register(requestRoutes, { db, fileStore });
  await app.register(visitorRequestRoutes, { db });
};
