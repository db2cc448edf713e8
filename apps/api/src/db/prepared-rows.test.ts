import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { preparedRead, preparedRows } from './prepared-rows.ts';

let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client) as unknown as Db;
  await client.exec(`create table holdings (id integer, owner text, shares integer);
    insert into holdings values (1, 'Reem', 1000), (2, 'Khalid', 250), (3, 'Reem', 40);`);
});
afterAll(async () => {
  await client.close();
});

describe('preparedRead', () => {
  it('builds its text once and answers each call with that call’s values', async () => {
    let builds = 0;
    const sharesOf = preparedRead<{ id: number; shares: number }, { owner: string; least: number }>(() => {
      builds += 1;
      return sql`select id, shares from holdings where owner = ${sql.placeholder('owner')}
        and shares >= ${sql.placeholder('least')} order by id`;
    });
    expect(builds).toBe(0);
    expect(await sharesOf(db, { owner: 'Reem', least: 0 })).toEqual([
      { id: 1, shares: 1000 },
      { id: 3, shares: 40 },
    ]);
    expect(await sharesOf(db, { owner: 'Reem', least: 100 })).toEqual([{ id: 1, shares: 1000 }]);
    expect(await sharesOf(db, { owner: 'Khalid', least: 0 })).toEqual([{ id: 2, shares: 250 }]);
    expect(await sharesOf(db, { owner: 'Nobody', least: 0 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('answers as preparedRows does for the same read with its values inline', async () => {
    const byOwner = preparedRead<{ total: number }, { owner: string }>(
      () => sql`select sum(shares)::int as total from holdings where owner = ${sql.placeholder('owner')}`,
    );
    const inline = await preparedRows<{ total: number }>(
      db,
      sql`select sum(shares)::int as total from holdings where owner = ${'Reem'}`,
    );
    expect(await byOwner(db, { owner: 'Reem' })).toEqual(inline);
    expect(inline).toEqual([{ total: 1040 }]);
  });
});
