import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs raw SQL and returns its rows typed as T. Both drivers (PGlite and node-postgres)
 * answer with an object whose `rows` holds the records; drizzle's shared database type does
 * not know which driver it is, so it types the result as unknown.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }; // both drivers return {rows}
  return result.rows;
}
