import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { LOOKUP_LISTS, isLookupListName } from '@hissa/contracts/lookups/lookup-lists';
import { LookupListEndpoint } from '@hissa/contracts/lookups/lookups-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import { createLookupsService } from './lookups-service.ts';

/**
 * One of the ~31 lookup lists (LookupListEndpoint), sorted by name in the request's language.
 * Countries, currencies, MENA countries and the Saudi country answer as a plain array, every
 * other list as {data: [...]}. Errors: 404 for an unknown list.
 */
export const lookupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lookups = createLookupsService(db);
  app.route({
    ...endpointRoute(app, LookupListEndpoint),
    handler: async (request) => {
      const { list } = request.params;
      if (!isLookupListName(list)) throw new AppError(404, ERROR_KEYS.unknownLookup, { list });
      const items = await lookups.getList(list, request.language);
      return LOOKUP_LISTS[list].isPlainArray ? items : { data: items };
    },
  });
};
