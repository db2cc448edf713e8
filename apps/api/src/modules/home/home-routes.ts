import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeStatisticsEndpoint } from '@hissa/contracts/home-endpoints';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';

/**
 * The home page's counters (HomeStatisticsEndpoint; the "marketing counters" of the home
 * page), counted from the database on each call in one query.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, HomeStatisticsEndpoint),
    handler: async () => {
      const [counts] = await queryRows<{ listed: number; private: number; investors: number; providers: number }>(
        db,
        sql`
        select
          (select count(*)::int from companies where company_type = 'listed') as listed,
          (select count(*)::int from companies where company_type = 'non_listed') as private,
          (select count(*)::int from investors where investor_type = 'institutional') as investors,
          (select count(*)::int from service_providers) as providers`,
      );
      return {
        data: {
          listedCompanies: Number(counts?.listed ?? 0),
          privateCompanies: Number(counts?.private ?? 0),
          investorCompanies: Number(counts?.investors ?? 0),
          serviceProviders: Number(counts?.providers ?? 0),
        },
      };
    },
  });
};
