import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { LOOKUP_LISTS, LookupItemSchema, isLookupListName } from '@hissa/contracts/lookups/lookup-lists';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { createLookupsService } from './lookups-service.ts';

/**
 * GET /public-api/lookup/{list}: one of the ~31 lookup lists (marketplace.txt section 7),
 * sorted by name in the request's language. Countries, currencies, MENA countries and the
 * Saudi country answer as a plain array, every other list as {data: [...]}.
 * Errors: 404 for an unknown list.
 */
export const lookupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lookups = createLookupsService(db);
  app.get(
    '/public-api/lookup/:list',
    {
      schema: {
        tags: ['lookups'],
        summary: 'A lookup list, sorted by name in the request language',
        params: z.object({ list: z.string().max(60) }),
        response: { 200: z.union([z.object({ data: z.array(LookupItemSchema) }), z.array(LookupItemSchema)]) },
      },
    },
    async (request) => {
      const { list } = request.params;
      if (!isLookupListName(list)) throw new AppError(404, ERROR_KEYS.unknownLookup, { list });
      const items = await lookups.getList(list, request.language);
      return LOOKUP_LISTS[list].isPlainArray ? items : { data: items };
    },
  );
};
