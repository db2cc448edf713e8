import { defineEndpoint } from './http/endpoint.ts';
import {
  PublicProvidersQuerySchema,
  ScreenerPageSchema,
  ScreenerQuerySchema,
  TopProvidersPageSchema,
} from './services-marketplace/screener.ts';

/*
 * Finding service providers (contracts services-marketplace/screener.ts for the shapes, decision
 * 016 for the rules, 012 for the pattern): the screener and the public top and latest companies.
 * All public; names in the request's language. Access by service category uses the categories
 * endpoint (service-providers-endpoints.ts) and the screener's category filter.
 */

const tags = ['provider screener'] as const;
const PUBLIC = '/public-api/service-provider';

/**
 * The screener (sp-screener): active providers matching a name or project text and the filters,
 * sorted by name, founding date or relevance, ascending or descending, ties by id; 400 for a
 * malformed filter, sort or page.
 */
export const ProviderScreenerEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/screener`,
  summary: 'Screener: search and filter service providers',
  tags,
  query: ScreenerQuerySchema,
  responses: { 200: ScreenerPageSchema },
});

/** Top companies: active providers, featured first, then verified reviews, then profile richness (decision 016). */
export const TopProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/top-companies`,
  summary: 'Top companies: featured, best reviewed, richest profiles',
  tags,
  query: PublicProvidersQuerySchema,
  responses: { 200: TopProvidersPageSchema },
});

/** Latest companies: active providers, self-registered first, newest first (decision 016). */
export const LatestProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/latest-companies`,
  summary: 'Latest companies: the newest providers',
  tags,
  query: PublicProvidersQuerySchema,
  responses: { 200: ScreenerPageSchema },
});
