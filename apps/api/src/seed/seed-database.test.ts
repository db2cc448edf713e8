import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { coupons, featurings, invoices, payments, subscriptions } from '../db/schema/billing.ts';
import { companies, investors, serviceProviders } from '../db/schema/directory.ts';
import { users } from '../db/schema/users.ts';
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

  // seeds a database of its own: minutes when the machine is loaded
  beforeAll(async () => {
    seeded = await openSeededDatabase();
  }, 300_000);

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

  it('puts the demo provider on Standard yearly, featured for 3 months, and the demo company on a media package, paid and invoiced', async () => {
    const { db } = seeded.database;
    const [provider] = await db
      .select({ packageCode: serviceProviders.packageCode, isFeatured: serviceProviders.isFeatured })
      .from(serviceProviders)
      .innerJoin(users, eq(users.serviceProviderId, serviceProviders.id))
      .where(eq(users.email, 'service.provider@demo.hissa.sa'));
    expect(provider).toEqual({ packageCode: 'standard', isFeatured: true });
    const active = await db
      .select({ planCode: subscriptions.planCode, period: subscriptions.period })
      .from(subscriptions)
      .where(eq(subscriptions.status, 'active'))
      .orderBy(asc(subscriptions.id));
    expect(active).toEqual([
      { planCode: 'standard', period: 'yearly' },
      { planCode: 'media_growth', period: 'monthly' },
    ]);
    const running = await db.select().from(featurings);
    expect(running.map((row) => row.startsAt < new Date() && row.endsAt > new Date())).toEqual([true]);
    const paid = await db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'paid'));
    const numbers = await db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.number));
    expect(numbers.map((row) => row.number)).toEqual(paid.map((_, index) => index + 1));
    const [welcome] = await db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(welcome).toMatchObject({ discountBasisPoints: 1000, maxRedemptions: 100, redemptions: 0 });
  });

  // seeds a second database from scratch: more than the default 30 s when the machine is busy
  it('produces the same data on every run', { timeout: 120_000 }, async () => {
    const again = await openSeededDatabase();
    try {
      expect(await dumpDirectory(again.database)).toEqual(await dumpDirectory(seeded.database));
    } finally {
      await again.database.close();
    }
  });
});

describe('isDatabaseSeeded', () => {
  // migrates a database of its own, which takes longer than a query
  it('is false on a freshly migrated database', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await database.migrate();
      expect(await isDatabaseSeeded(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
