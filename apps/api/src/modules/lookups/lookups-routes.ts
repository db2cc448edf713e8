import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { isLookupListName } from '@hissa/contracts/lookups/lookup-lists';
import { LookupListEndpoint } from '@hissa/contracts/lookups/lookups-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { isEtagFresh } from '../../lib/etag.ts';
import { AppError } from '../../plugins/errors.ts';
import { createLookupBodies, LOOKUP_ENCODINGS } from './lookup-bodies.ts';

/**
 * Browsers and proxies keep a lookup list an hour (the web app's own freshness for lists), then
 * revalidate it with If-None-Match (decision 025).
 */
export const LOOKUP_CACHE_CONTROL = 'public, max-age=3600';

/**
 * One of the ~31 lookup lists (LookupListEndpoint), sorted by name in the request's language.
 * Countries, currencies, MENA countries and the Saudi country answer as a plain array, every
 * other list as {data: [...]}. The body is serialised once per list and language (the route
 * does not re-validate it: lookups-routes.test.ts checks each list against the endpoint's
 * schema), sent brotli- or gzip-compressed when accepted, with an ETag: 304 when If-None-Match
 * names it. Errors: 404 for an unknown list.
 */
export const lookupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const bodies = createLookupBodies(db);
  app.route({
    ...endpointRoute(app, LookupListEndpoint),
    handler: async (request, typedReply) => {
      // The body goes out as prepared text or bytes, not as the object the schema types.
      const reply = typedReply as FastifyReply;
      const { list } = request.params;
      if (!isLookupListName(list)) throw new AppError(404, ERROR_KEYS.unknownLookup, { list });
      const body = await bodies.get(list, request.language, request.digits);
      reply
        .header('etag', body.etag)
        .header('cache-control', LOOKUP_CACHE_CONTROL)
        .header('vary', 'accept-language, accept-encoding');
      if (isEtagFresh(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...LOOKUP_ENCODINGS]);
      if (!encoding) return reply.send(body.json);
      return reply.header('content-encoding', encoding).send(await body.compressed(encoding));
    },
  });
};
