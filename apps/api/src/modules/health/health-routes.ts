import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthEndpoint } from '@hissa/contracts/health-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';

/** The health check (HealthEndpoint): 200 {status: 'ok', database} once the database answers; 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; databaseKind: string }> = async (
  app,
  { db, databaseKind },
) => {
  app.route({
    ...endpointRoute(app, HealthEndpoint),
    handler: async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: databaseKind };
    },
  });
};
