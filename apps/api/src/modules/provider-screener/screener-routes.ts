import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LatestProvidersEndpoint,
  ProviderScreenerEndpoint,
  TopProvidersEndpoint,
} from '@hissa/contracts/provider-screener-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { listLatestProviders, listTopProviders, screenProviders } from './screener-queries.ts';

/**
 * Finding service providers (contracts provider-screener-endpoints.ts; decision 016), all public,
 * names in the request's language: the screener (search by name or project, filters, sort, paging;
 * 400 validation.* for a malformed value) and the top and latest companies.
 */
export const providerScreenerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, ProviderScreenerEndpoint),
    handler: async (request) => screenProviders(db, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, TopProvidersEndpoint),
    handler: async (request) => listTopProviders(db, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, LatestProvidersEndpoint),
    handler: async (request) => listLatestProviders(db, request.query, request.language),
  });
};
