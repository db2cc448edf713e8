import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  MyProviderProfileEndpoint,
  ProviderCategoriesEndpoint,
  RecommendedProvidersEndpoint,
  ServiceProviderProfileEndpoint,
} from '@hissa/contracts/service-providers-endpoints';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { findProviderProfile, listProviderCategories, listRecommendedProviders } from './service-provider-queries.ts';

/**
 * Service providers of the services marketplace (contracts service-providers-endpoints.ts),
 * names in the request's language: a provider's profile (404), the recommendations (featured
 * first, then the longest established; 400 for a bad category or city), the categories (ISIC
 * divisions providers offer, most providers first) and the provider user's own profile (404
 * errors.providerNotLinked when the account acts for no provider).
 */
export const serviceProviderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, ServiceProviderProfileEndpoint),
    handler: async (request) => {
      const profile = await findProviderProfile(db, request.params.providerId, request.language);
      if (!profile) throw new AppError(404, ERROR_KEYS.serviceProviderNotFound);
      return { data: profile };
    },
  });

  app.route({
    ...endpointRoute(app, RecommendedProvidersEndpoint),
    handler: async (request) => {
      const { category, cityId, page, size } = request.query;
      return listRecommendedProviders(db, { category, cityId }, { page, size }, request.language);
    },
  });

  app.route({
    ...endpointRoute(app, ProviderCategoriesEndpoint),
    handler: async (request) => ({ data: await listProviderCategories(db, request.language) }),
  });

  app.route({
    ...endpointRoute(app, MyProviderProfileEndpoint),
    handler: async (request) => {
      const [account] = await db
        .select({ providerId: users.serviceProviderId })
        .from(users)
        .where(eq(users.id, requireUser(request).id));
      const profile = account?.providerId ? await findProviderProfile(db, account.providerId, request.language) : null;
      if (!profile) throw new AppError(404, ERROR_KEYS.providerNotLinked);
      return { data: profile };
    },
  });
};
