import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fundingCompanyRoutes } from './funding-company-routes.ts';
import { fundingInterestRoutes } from './funding-interest-routes.ts';
import { fundingPublicRoutes } from './funding-public-routes.ts';

/** Funding profiles and funding rounds (issue 4; decision 005): the public calls, the company user's, and register interest. */
export const fundingModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(fundingPublicRoutes, { db });
  await app.register(fundingCompanyRoutes, { db });
  await app.register(fundingInterestRoutes, { db });
};
