import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJsonRow, jsonRowOf } from './json-rows.ts';

/** A table of 60 integer columns c0..c59 plus a numeric, a text and a timestamp: over json_build_object's 100 arguments. */
const integerColumns = Object.fromEntries(
  Array.from({ length: 60 }, (_, index) => [`c${index}`, integer(`c_${index}`)]),
);
const wide = pgTable('wide_rows', {
  ...integerColumns,
  price: numeric('price', { precision: 12, scale: 2 }),
  label: text('label'),
  createdAt: timestamp('created_at', { withTimezone: true }),
});
const narrow = pgTable('narrow_rows', { id: integer('id'), price: numeric('price', { precision: 12, scale: 2 }) });

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
  const columns = Array.from({ length: 60 }, (_, index) => `c_${index} integer`).join(', ');
  await client.exec(`create table wide_rows (${columns}, price numeric(12,2), label text, created_at timestamptz);
    create table narrow_rows (id integer, price numeric(12,2));`);
  const values = Array.from({ length: 60 }, (_, index) => String(index * 7)).join(', ');
  await client.exec(`insert into wide_rows values (${values}, 12.50, 'عبد الله', '2026-11-24T10:00:00Z');
    insert into narrow_rows values (1, 3.10);`);
});
afterAll(async () => {
  await client.close();
});

describe('jsonRowOf and fromJsonRow', () => {
  it('answer a row of more than 50 columns as the query builder does', async () => {
    const { rows } = await db.execute<{ row: Record<string, unknown> }>(
      sql`select ${jsonRowOf(wide)} as row from ${wide}`,
    );
    const [expected] = await db.select().from(wide);
    expect(fromJsonRow(wide, rows[0]?.row ?? {})).toEqual(expected);
    expect(expected?.price).toBe('12.50');
  });

  it('answer a narrow row as the query builder does', async () => {
    const { rows } = await db.execute<{ row: Record<string, unknown> }>(
      sql`select ${jsonRowOf(narrow)} as row from ${narrow}`,
    );
    expect(fromJsonRow(narrow, rows[0]?.row ?? {})).toEqual({ id: 1, price: '3.10' });
  });
});
