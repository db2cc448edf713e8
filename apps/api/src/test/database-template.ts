import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../seed/seed-database.ts';
import { createDiskFileStore } from '../modules/files/disk-file-store.ts';

/** Share of the full demo data the API tests seed (about 260 private companies at 0.01). */
export const TEST_SEED_SCALE = 0.01;

/**
 * A migrated database seeded at TEST_SEED_SCALE, made once per vitest project by
 * global-setup.ts; every test file starts from a copy of it instead of seeding its own.
 * `uploadsDir` holds the files the seed stored (registration documents, attachments), which
 * every copy's data folder gets too.
 */
export type DatabaseTemplate =
  | { kind: 'pglite'; seedScale: number; dumpFile: string; uploadsDir: string }
  | { kind: 'postgres'; seedScale: number; databaseName: string; uploadsDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by global-setup.ts; absent when a project runs without it. */
    hissaDatabaseTemplate: DatabaseTemplate | null;
  }
}

/** Names of the databases the API tests create on a PostgreSQL server: prefix, creation second, random part. */
const TEST_DATABASE_NAME = /^hissa_(tpl|test)_(\d{10})_[0-9a-f]{12}$/;

/** Test databases older than this are left over from a run that was killed, and are dropped. */
const STALE_AFTER_S = 6 * 3600;

/** A database name no other run will pick: `hissa_<kind>_<unix seconds>_<12 hex>`. */
export function testDatabaseName(kind: 'tpl' | 'test'): string {
  return `hissa_${kind}_${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString('hex')}`;
}

/** `databaseUrl` with the database part replaced by `name`. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statements` one by one on DATABASE_URL's server, outside any transaction. */
export async function onServer(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops a database made by testDatabaseName, template or not, even with sessions still open. */
export async function dropTestDatabase(databaseUrl: string, name: string): Promise<void> {
  if (!TEST_DATABASE_NAME.test(name)) throw new Error(`not a test database: ${name}`);
  await onServer(databaseUrl, [`alter database ${name} is_template false`, `drop database ${name} with (force)`]).catch(
    async (error: unknown) => {
      // already gone (dropped by a concurrent clean-up): nothing to do
      if ((error as { code?: string }).code !== '3D000') throw error;
    },
  );
}

/**
 * Drops the test databases a killed run left behind: names made by testDatabaseName more
 * than STALE_AFTER_S old. Younger ones may belong to a run still going, in this or another
 * checkout, and are left alone.
 */
async function dropStaleTestDatabases(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let names: string[];
  try {
    const result = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'hissa\\_%'`,
    );
    names = result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  const now = Math.floor(Date.now() / 1000);
  for (const name of names) {
    const created = Number(TEST_DATABASE_NAME.exec(name)?.[2]);
    if (created && now - created > STALE_AFTER_S) await dropTestDatabase(databaseUrl, name);
  }
}

/**
 * Migrates `database` and seeds it at TEST_SEED_SCALE, storing the seed's files under `uploadsDir`;
 * without the billing demo (the tests buy the plans and featurings they need).
 */
async function migrateAndSeed(database: Awaited<ReturnType<typeof openDatabase>>, uploadsDir: string): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, {
    scale: TEST_SEED_SCALE,
    fileStore: createDiskFileStore(uploadsDir),
    billingDemo: false,
  });
}

/**
 * Makes the template of a vitest project: an in-memory PGlite migrated, seeded and dumped to
 * a tarball, or a template database on DATABASE_URL's server. Returns it and the function
 * that removes it again.
 */
export async function createDatabaseTemplate(
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `hissa-test-template-${kind}-`));
  const uploadsDir = path.join(dir, 'uploads');
  const removeDir = () => fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(uploadsDir);
  try {
    if (kind === 'pglite') {
      const database = await openDatabase({ pgliteDir: 'memory://' });
      try {
        await migrateAndSeed(database, uploadsDir);
        // drizzle keeps the PGlite it was given as $client
        const client = (database.db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir('none');
        const dumpFile = path.join(dir, 'pgdata.tar');
        await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
        return { template: { kind, seedScale: TEST_SEED_SCALE, dumpFile, uploadsDir }, remove: removeDir };
      } finally {
        await database.close();
      }
    }

    if (!databaseUrl) throw new Error('the postgres test project needs DATABASE_URL');
    await dropStaleTestDatabases(databaseUrl);
    const databaseName = testDatabaseName('tpl');
    await onServer(databaseUrl, [`create database ${databaseName}`]);
    const remove = async () => {
      await dropTestDatabase(databaseUrl, databaseName);
      await removeDir();
    };
    try {
      const database = await openDatabase({
        databaseUrl: databaseUrlFor(databaseUrl, databaseName),
        pgliteDir: '',
        poolSize: 5,
      });
      try {
        await migrateAndSeed(database, uploadsDir);
      } finally {
        await database.close();
      }
      // A database is copied only while no session is connected to it: none may connect now.
      await onServer(databaseUrl, [`alter database ${databaseName} is_template true allow_connections false`]);
    } catch (error) {
      await remove();
      throw error;
    }
    return { template: { kind, seedScale: TEST_SEED_SCALE, databaseName, uploadsDir }, remove };
  } catch (error) {
    await removeDir();
    throw error;
  }
}
