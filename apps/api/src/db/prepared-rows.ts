import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/** A built read: its text with $n parameters (values or placeholders) and its statement name. */
type NamedQuery = { query: Query; name: string };

/** `query` built into text and parameters, named after a hash of the text. */
function named(query: SQL): NamedQuery {
  const built = dialect.sqlToQuery(query);
  return { query: built, name: `r_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}` };
}

/** Runs a built read as the named prepared statement, placeholders filled from `values`; its rows typed as T. */
async function execute<T>(db: Db, { query, name }: NamedQuery, values?: Record<string, unknown>): Promise<T[]> {
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  // both drivers answer a raw query (no selected fields) with an object whose rows hold the records
  const result = (await prepared.execute(values)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs a raw SQL read as a prepared statement and returns its rows typed as T (like queryRows).
 * The statement is named after a hash of its text, so each distinct text (a read with optional
 * filters has one per combination of filters) is prepared once per connection, and values stay
 * parameters. On PostgreSQL node-postgres sends it as a named prepared statement: parsed and
 * planned on a connection's first call, then only bound and executed (decision 051). PGlite,
 * in-process with one connection, runs the same text with its parameters. Only for reads whose
 * text is bounded (no values spliced in with sql.raw). The text is built on every call: for a
 * read of one fixed shape, preparedRead builds it once.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  return execute<T>(db, named(query));
}

/**
 * A read of one fixed shape, run like preparedRows, whose text is built once, on its first call,
 * instead of on every call: `query` names its inputs with `sql.placeholder(name)` and each call
 * passes their `values` by name. For hot reads whose SQL embeds many columns (jsonRowOf), where
 * building the text cost more than running it (decision 062).
 */
export function preparedRead<T, Values extends Record<string, unknown>>(
  query: () => SQL,
): (db: Db, values: Values) => Promise<T[]> {
  let built: NamedQuery | undefined;
  return (db, values) => {
    built ??= named(query());
    return execute<T>(db, built, values);
  };
}

/**
 * A read of a few shapes, run like preparedRead: its text depends only on which of `values` are
 * given (neither undefined nor null), and the text of each such set is built once, on its first
 * call, by `query(given)`, naming the given inputs with `sql.placeholder(name)`. For hot reads
 * with optional filters (decision 062): the open offers build no text per request.
 */
export function preparedReadOfShapes<T, Values extends Record<string, unknown>>(
  query: (given: ReadonlySet<keyof Values & string>) => SQL,
): (db: Db, values: Values) => Promise<T[]> {
  const reads = new Map<string, (db: Db, values: Values) => Promise<T[]>>();
  return (db, values) => {
    const given = Object.keys(values)
      .filter((name) => values[name] !== undefined && values[name] !== null)
      .sort() as (keyof Values & string)[];
    const shape = given.join(',');
    let read = reads.get(shape);
    if (!read) {
      read = preparedRead<T, Values>(() => query(new Set(given)));
      reads.set(shape, read);
    }
    return read(db, values);
  };
}
