import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

/** GET /healthz: 200 {status: 'ok', database} once the database answers; 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; databaseKind: string }> = async (app, { db, databaseKind }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: databaseKind };
    },
  );
};
