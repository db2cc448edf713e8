import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Rows per INSERT: ~25 columns x 1000 rows stays well under PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 1000;

/** Inserts `rows` into `table`, BATCH_SIZE rows per statement, in order. */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}
