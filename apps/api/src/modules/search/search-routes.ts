import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { HeaderSearchEndpoint } from '@hissa/contracts/search-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { readFilters, readSort } from '../../lib/search-request.ts';
import { AppError } from '../../plugins/errors.ts';
import { searchCompanies } from './search-companies.ts';

type SearchGroups = Awaited<ReturnType<typeof searchCompanies>>;

/** Distinct searches kept; each answer is at most 3 x 50 short hits. */
const SEARCH_CACHE_ENTRIES = 5_000;

/**
 * The header search (HeaderSearchEndpoint; decision 001): body {filters: [{key: 'companyName',
 * operation: 'contains', value}], page, size <= 50, sorts: [{key: 'id' | 'companyName',
 * direction}]} -> {data: {listedCompanies, nonListedCompanies, serviceProviders}} of
 * {companyId, companyName, companyLogoUrl}, names in the request's language. Errors: 400 (envelope) for a bad payload or a missing name.
 *
 * Answers are kept for `cacheTtlMs` per (language, normalised text, page, size, sort):
 * header searches repeat heavily and the directory changes rarely, so a few seconds of
 * staleness buys a large drop in database load (docs/benchmarks.md has both numbers).
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; cacheTtlMs: number }> = async (app, { db, cacheTtlMs }) => {
  const cache =
    cacheTtlMs > 0 ? new LRUCache<string, SearchGroups>({ max: SEARCH_CACHE_ENTRIES, ttl: cacheTtlMs }) : null;
  app.route({
    ...endpointRoute(app, HeaderSearchEndpoint),
    handler: async (request) => {
      const { filters, page, size, sorts } = request.body;
      const { companyName } = readFilters(filters, { companyName: 'contains' });
      const pattern = companyName ? containsPattern(companyName) : null;
      if (!pattern) {
        throw new AppError(400, ERROR_KEYS.validation, {}, [{ field: 'body.filters', key: 'validation.required' }]);
      }
      const sort = readSort(sorts, ['id', 'companyName'], { key: 'id', direction: 'desc' });
      const options = { pattern, language: request.language, page, size, sort };
      const key = JSON.stringify(options);
      const cached = cache?.get(key);
      if (cached) return { data: cached };
      const groups = await searchCompanies(db, options);
      cache?.set(key, groups);
      return { data: groups };
    },
  });
};
