import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Most key/value pairs of one json_build_object call: PostgreSQL functions take at most 100 arguments. */
const MAX_PAIRS_PER_CALL = 50;

/**
 * json_build_object of every column of `table`'s current row in a raw read, keyed by the columns'
 * property names (camelCase, as drizzle answers rows). Numerics are sent as text, which is what
 * drizzle answers for them ("12.50", not the JSON number 12.5). A table of more than 50 columns
 * is built as jsonb objects of 50 pairs joined with `||`. Pair with `fromJsonRow`, so a read can
 * nest a table's rows (json_agg) and still answer them as the query builder would.
 */
export function jsonRowOf(table: PgTable): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => {
    // the key is a property name of the schema (code, never input): written into the text
    const name = sql.raw(`'${key}'`);
    return column.getSQLType().startsWith('numeric') ? sql`${name}, ${column}::text` : sql`${name}, ${column}`;
  });
  if (pairs.length <= MAX_PAIRS_PER_CALL) return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
  const parts: SQL[] = [];
  for (let start = 0; start < pairs.length; start += MAX_PAIRS_PER_CALL)
    parts.push(sql`jsonb_build_object(${sql.join(pairs.slice(start, start + MAX_PAIRS_PER_CALL), sql`, `)})`);
  return sql`(${sql.join(parts, sql` || `)})::json`;
}

/**
 * The row of `table` that a `jsonRowOf` object holds, each value decoded as drizzle decodes that
 * column (timestamps to Date, bigint numbers, dates as 'YYYY-MM-DD' strings); null stays null.
 */
export function fromJsonRow<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const entries = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = json[key];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as T['$inferSelect'];
}
