import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accountProfileRoutes } from './account-profile-routes.ts';
import { investorsRoutes } from './investors-routes.ts';

/** Investors (decision 005): the public directory, and the shareholders' and investors' own profiles. */
export const investorsModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(investorsRoutes, { db });
  await app.register(accountProfileRoutes, { db });
};
