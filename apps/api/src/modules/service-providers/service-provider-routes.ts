import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  ProviderCategoriesResponseSchema,
  ProviderPageSchema,
  ProviderRecommendationsQuerySchema,
  ServiceProviderProfileResponseSchema,
} from '@hissa/contracts/service-providers';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { findProviderProfile, listProviderCategories, listRecommendedProviders } from './service-provider-queries.ts';

const tags = ['service providers'];

/**
 * Service providers of the services marketplace (marketplace.txt sections 2 and 3), names in
 * the request's language:
 * - GET /public-api/service-provider/profile/{id} -> {data}: about and business info; 404.
 * - GET /public-api/service-provider/top-recommendations?category&cityId&page&size -> page of
 *   providers, featured first, then the longest established; 400 for a bad category or city.
 * - GET /public-api/service-provider/categories -> {data: [{code, name, providers}]}: the ISIC
 *   divisions providers offer, most providers first.
 * - GET /common-api/service-provider/my-profile (provider users, type 9) -> {data}: the profile
 *   of the provider the account acts for (sp/sp-profile); 404 errors.providerNotLinked when none.
 */
export const serviceProviderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/public-api/service-provider/profile/:providerId',
    {
      schema: {
        tags,
        summary: 'Service-provider profile',
        params: z.object({ providerId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: ServiceProviderProfileResponseSchema },
      },
    },
    async (request) => {
      const profile = await findProviderProfile(db, request.params.providerId, request.language);
      if (!profile) throw new AppError(404, ERROR_KEYS.serviceProviderNotFound);
      return { data: profile };
    },
  );

  app.get(
    '/public-api/service-provider/top-recommendations',
    { schema: { tags, summary: 'Recommended providers: featured first, then the longest established', querystring: ProviderRecommendationsQuerySchema, response: { 200: ProviderPageSchema } } },
    async (request) => {
      const { category, cityId, page, size } = request.query;
      return listRecommendedProviders(db, { category, cityId }, { page, size }, request.language);
    },
  );

  app.get(
    '/public-api/service-provider/categories',
    { schema: { tags, summary: 'Service categories with their provider counts', response: { 200: ProviderCategoriesResponseSchema } } },
    async (request) => ({ data: await listProviderCategories(db, request.language) }),
  );

  app.get(
    '/common-api/service-provider/my-profile',
    { onRequest: app.authorize([USER_TYPES.serviceProvider]), schema: { tags, summary: "The provider user's company profile", response: { 200: ServiceProviderProfileResponseSchema } } },
    async (request) => {
      const [account] = await db.select({ providerId: users.serviceProviderId }).from(users).where(eq(users.id, requireUser(request).id));
      const profile = account?.providerId ? await findProviderProfile(db, account.providerId, request.language) : null;
      if (!profile) throw new AppError(404, ERROR_KEYS.providerNotLinked);
      return { data: profile };
    },
  );
};
