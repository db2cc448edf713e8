import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a raw SQL read as a prepared statement and returns its rows typed as T (like queryRows).
 * The statement is named after a hash of its text, so each distinct text (a read with optional
 * filters has one per combination of filters) is prepared once per connection, and values stay
 * parameters. On PostgreSQL node-postgres sends it as a named prepared statement: parsed and
 * planned on a connection's first call, then only bound and executed (decision 051). PGlite,
 * in-process with one connection, runs the same text with its parameters. Only for reads whose
 * text is bounded (no values spliced in with sql.raw).
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `r_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  // both drivers answer a raw query (no selected fields) with an object whose rows hold the records
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
