import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import {
  LatestProvidersEndpoint,
  ProviderScreenerEndpoint,
  TopProvidersEndpoint,
} from '@hissa/contracts/provider-screener-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { listLatestProviders, listTopProviders, screenProviders } from './screener-queries.ts';

/** How long a page of top or latest companies is reused (ms): they change slowly, and ranking all providers costs. */
export const PUBLIC_LISTS_TTL_MS = 60_000;

/**
 * Finding service providers (contracts provider-screener-endpoints.ts; decision 016), all public,
 * names in the request's language: the screener (search by name or project, filters, sort, paging;
 * 400 validation.* for a malformed value, never cached) and the top and latest companies (each page
 * kept for PUBLIC_LISTS_TTL_MS per language, page and size).
 */
export const providerScreenerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lists = new LRUCache<string, object>({ max: 500, ttl: PUBLIC_LISTS_TTL_MS });
  /** The cached answer under `key`, or `compute`'s, kept for the next callers. */
  async function cached<T extends object>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = lists.get(key);
    if (hit) return hit as T;
    const answer = await compute();
    lists.set(key, answer);
    return answer;
  }

  app.route({
    ...endpointRoute(app, ProviderScreenerEndpoint),
    handler: async (request) => screenProviders(db, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, TopProvidersEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      return cached(`top:${request.language}:${page}:${size}`, () =>
        listTopProviders(db, { page, size }, request.language),
      );
    },
  });

  app.route({
    ...endpointRoute(app, LatestProvidersEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      return cached(`latest:${request.language}:${page}:${size}`, () =>
        listLatestProviders(db, { page, size }, request.language),
      );
    },
  });
};
