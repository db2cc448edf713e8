import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { TOKEN_LIFETIME_MS } from '@hissa/contracts/auth';
import { type AppConfig, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../seed/seed-database.ts';
import { createDiskFileStore, uploadsDir } from '../modules/files/disk-file-store.ts';

/** Share of the full demo data the API tests seed (about 260 private companies at 0.01). */
export const TEST_SEED_SCALE = 0.01;

export type TestApp = { app: FastifyInstance; database: Database; config: AppConfig; close: () => Promise<void> };

/**
 * A database of its own for one test file: in-memory PGlite, or, in the vitest project
 * 'postgres' (TEST_DATABASE is set by vitest.config.ts), a fresh database on DATABASE_URL's
 * server that is dropped again on close.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { databaseUrl } = loadConfig();
  if (process.env.TEST_DATABASE !== 'postgres' || !databaseUrl) {
    return { database: await openDatabase({ pgliteDir: 'memory://' }), drop: async () => {} };
  }
  const name = `hissa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { database: await openDatabase({ databaseUrl: url.toString(), pgliteDir: '', poolSize: 5 }), drop };
}

/**
 * A migrated, seeded database and the app over it, for tests that go through app.inject.
 * Each app has its own random JWT secret and a temporary data folder (uploads, mail outbox), or sends
 * mail to `smtpUrl` when given. Without `webDistDir` no web app is served (page routes answer 404);
 * without `trustProxy` X-Forwarded-For is ignored.
 */
export async function createTestApp(
  options: { seedScale?: number; searchCacheTtlMs?: number; smtpUrl?: string; webDistDir?: string; trustProxy?: AppConfig['trustProxy'] } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hissa-test-'));
  await seedDatabase(database.db, { scale: options.seedScale ?? TEST_SEED_SCALE, fileStore: createDiskFileStore(uploadsDir(dataDir)) });
  const config: AppConfig = {
    logLevel: 'silent',
    webDistDir: options.webDistDir ?? '/nonexistent',
    searchCacheTtlMs: options.searchCacheTtlMs ?? 0,
    dataDir,
    appUrl: 'http://hissa.test',
    smtpUrl: options.smtpUrl,
    mailFrom: 'Hissa <no-reply@hissa.test>',
    tokenTtlMs: TOKEN_LIFETIME_MS,
    jwtSecret: randomBytes(32).toString('base64url'),
    isDemoAccountsOn: true,
    trustProxy: options.trustProxy ?? false,
  };
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
