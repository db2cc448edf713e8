import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import {
  ProviderCategoriesResponseSchema,
  ProviderPageSchema,
  ProviderRecommendationsQuerySchema,
  ServiceProviderProfileResponseSchema,
} from './service-providers.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * Service providers of the services marketplace (contracts service-providers.ts for the
 * shapes, decision 008 for the pages, 012 for the pattern); names in the request's language.
 */

const tags = ['service providers'] as const;
const PUBLIC = '/public-api/service-provider';

/** A provider's about and business info (public); 404 errors.serviceProviderNotFound. */
export const ServiceProviderProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/profile/:providerId`,
  summary: 'Service-provider profile',
  tags,
  params: z.object({ providerId: IdSchema }),
  responses: { 200: ServiceProviderProfileResponseSchema },
});

/**
 * A page of providers, featured first, then the longest established, of an optional category
 * (ISIC division) and city (public); 400 for a malformed category or city.
 */
export const RecommendedProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/top-recommendations`,
  summary: 'Recommended providers: featured first, then the longest established',
  tags,
  query: ProviderRecommendationsQuerySchema,
  responses: { 200: ProviderPageSchema },
});

/** The service categories (ISIC divisions) providers offer, most providers first (public). */
export const ProviderCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/categories`,
  summary: 'Service categories with their provider counts',
  tags,
  responses: { 200: ProviderCategoriesResponseSchema },
});

/** The profile of the provider the signed-in provider user acts for (type 9); 404 errors.providerNotLinked. */
export const MyProviderProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/service-provider/my-profile',
  summary: "The provider user's company profile",
  tags,
  access: [USER_TYPES.serviceProvider],
  responses: { 200: ServiceProviderProfileResponseSchema },
});
