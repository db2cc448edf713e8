import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { companies, investors, serviceProviders } from '../db/schema/directory.ts';
import { isDatabaseSeeded, seedDatabase, type SeedSummary } from './seed-database.ts';

const SCALE = 0.01;

async function openSeededDatabase(): Promise<{ database: Database; summary: SeedSummary }> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const summary = await seedDatabase(database.db, { scale: SCALE });
  return { database, summary };
}

/** Every directory row, in id order, without created_at (the insert time differs between runs). */
async function dumpDirectory(
  database: Database,
): Promise<(Record<string, unknown> & { nameEn: string; nameAr: string })[]> {
  const { db } = database;
  const tables = [
    await db.select().from(companies).orderBy(asc(companies.id)),
    await db.select().from(investors).orderBy(asc(investors.id)),
    await db.select().from(serviceProviders).orderBy(asc(serviceProviders.id)),
  ];
  // Timestamps say when the seed ran, not what it wrote.
  const timestamps = new Set(['createdAt', 'updatedAt']);
  return tables
    .flat()
    .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !timestamps.has(key))) as typeof row);
}

describe('seedDatabase', () => {
  let seeded: { database: Database; summary: SeedSummary };

  beforeAll(async () => {
    seeded = await openSeededDatabase();
  });

  afterAll(async () => {
    await seeded.database.close();
  });

  it('writes the reference data and round(n x scale) generated rows', async () => {
    expect(seeded.summary).toMatchObject({
      regions: 13,
      cities: 4581,
      listedCompanies: 396,
      privateCompanies: 260,
      investors: 10,
      serviceProviders: 100,
    });
    const { db } = seeded.database;
    const counts = {
      listed: await db.$count(companies, eq(companies.companyType, 'listed')),
      private: await db.$count(companies, eq(companies.companyType, 'non_listed')),
      investors: await db.$count(investors),
      providers: await db.$count(serviceProviders),
    };
    expect(counts).toEqual({ listed: 396, private: 260, investors: 10, providers: 100 });
    expect(await isDatabaseSeeded(db)).toBe(true);
  });

  it('gives every entry an English and an Arabic name, unique across the directory', async () => {
    const names = await dumpDirectory(seeded.database);
    for (const { nameEn, nameAr } of names) {
      expect(nameEn).toMatch(/[A-Za-z]/);
      expect(nameAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(names.map((row) => row.nameEn.toLowerCase())).size).toBe(names.length);
    expect(new Set(names.map((row) => row.nameAr)).size).toBe(names.length);
  });

  it('produces the same data on every run', async () => {
    const again = await openSeededDatabase();
    try {
      expect(await dumpDirectory(again.database)).toEqual(await dumpDirectory(seeded.database));
    } finally {
      await again.database.close();
    }
  });
});

describe('isDatabaseSeeded', () => {
  it('is false on a freshly migrated database', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await database.migrate();
      expect(await isDatabaseSeeded(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
