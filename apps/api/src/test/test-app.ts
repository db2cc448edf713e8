import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { TOKEN_LIFETIME_MS } from '@hissa/contracts/auth';
import { type AppConfig, buildApp } from '../app.ts';
import { type BillingConfig, loadConfig, type MeetingsConfig, type TlsCredentials } from '../config.ts';
import type { Logger } from 'drizzle-orm/logger';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDatabase } from '../seed/seed-database.ts';
import { createDiskFileStore, uploadsDir } from '../modules/files/disk-file-store.ts';
import type { PaymentHooks } from '../modules/payments/payment-hooks.ts';
import {
  type DatabaseTemplate,
  databaseUrlFor,
  dropTestDatabase,
  onServer,
  TEST_SEED_SCALE,
  testDatabaseName,
} from './database-template.ts';

export { TEST_SEED_SCALE };

export type TestApp = { app: FastifyInstance; database: Database; config: AppConfig; close: () => Promise<void> };

type TestDatabase = { database: Database; drop: () => Promise<void> };

/** DATABASE_URL in the vitest project 'postgres' (TEST_DATABASE is set by vitest.config.ts); undefined on PGlite. */
export function postgresUrl(): string | undefined {
  const { databaseUrl } = loadConfig();
  return process.env.TEST_DATABASE === 'postgres' ? databaseUrl : undefined;
}

/** An empty database of its own for one test file: in-memory PGlite, or a fresh database on DATABASE_URL's server. */
async function openEmptyDatabase(logger?: Logger): Promise<TestDatabase> {
  const databaseUrl = postgresUrl();
  if (!databaseUrl) return { database: await openDatabase({ pgliteDir: 'memory://', logger }), drop: async () => {} };
  const name = testDatabaseName('test');
  await onServer(databaseUrl, [`create database ${name}`]);
  return {
    database: await openDatabase({
      databaseUrl: databaseUrlFor(databaseUrl, name),
      pgliteDir: '',
      poolSize: 5,
      logger,
    }),
    drop: () => dropTestDatabase(databaseUrl, name),
  };
}

/** A copy of the project's seeded template (global-setup.ts): PGlite from its dump, or a database made from it on the server. */
async function openTemplateCopy(template: DatabaseTemplate, logger?: Logger): Promise<TestDatabase> {
  if (template.kind === 'pglite') {
    const dump = new Blob([await fs.readFile(template.dumpFile)]);
    return { database: await openDatabase({ pgliteDir: 'memory://', pgliteDump: dump, logger }), drop: async () => {} };
  }
  const databaseUrl = postgresUrl();
  if (!databaseUrl) throw new Error('the postgres database template needs DATABASE_URL and TEST_DATABASE=postgres');
  const name = testDatabaseName('test');
  await onServer(databaseUrl, [`create database ${name} template ${template.databaseName}`]);
  return {
    database: await openDatabase({
      databaseUrl: databaseUrlFor(databaseUrl, name),
      pgliteDir: '',
      poolSize: 5,
      logger,
    }),
    drop: () => dropTestDatabase(databaseUrl, name),
  };
}

/** The template the project's global setup made, unless the test asks for another seed scale. */
function usableTemplate(seedScale: number): DatabaseTemplate | undefined {
  const template = inject('hissaDatabaseTemplate');
  if (!template || template.seedScale !== seedScale) return undefined;
  const kind = postgresUrl() ? 'postgres' : 'pglite';
  if (template.kind !== kind)
    throw new Error(`this test file runs on ${kind} but its project's template database is on ${template.kind}`);
  return template;
}

/**
 * A migrated, seeded database and the app over it, for tests that go through app.inject: a
 * copy of the project's template when it has one at `seedScale` (the default), else a
 * database migrated and seeded here.
 * Each app has its own random JWT secret and a temporary data folder (uploads, mail outbox), or sends
 * mail to `smtpUrl` when given. Without `webDistDir` no web app is served (page routes answer 404);
 * without `trustProxy` X-Forwarded-For is ignored. Billing uses the embedded seller and bank, 15 % VAT and
 * the fake card gateway, with the scheduled billing jobs off; `billing` overrides any of it;
 * `tradingExpirySweepMs` sets the GTE expiry sweep's interval (0: off);
 * `statementLogger` sees every statement the app sends (statement-counter.ts);
 * `extraFulfilments` adds purchase kinds' fulfilments (a payments test counts activations with one).
 */
export async function createTestApp(
  options: {
    seedScale?: number;
    searchCacheTtlMs?: number;
    smtpUrl?: string;
    webDistDir?: string;
    trustProxy?: AppConfig['trustProxy'];
    billing?: Partial<BillingConfig>;
    tradingExpirySweepMs?: number;
    statementLogger?: Logger;
    /** Fulfilments of purchase kinds for payments tests (buildApp's extraFulfilments). */
    extraFulfilments?: PaymentHooks['fulfil'];
    /** The meetings' settings (MEETING_MEDIA, Redis, LiveKit, transcription engine); the defaults when absent. */
    meetings?: MeetingsConfig;
    /** Serve HTTPS (with HTTP/2) with this certificate once listening; plain HTTP when absent. */
    tls?: TlsCredentials;
  } = {},
): Promise<TestApp> {
  const seedScale = options.seedScale ?? TEST_SEED_SCALE;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hissa-test-'));
  const template = usableTemplate(seedScale);
  let testDatabase: TestDatabase;
  if (template) {
    testDatabase = await openTemplateCopy(template, options.statementLogger);
    await fs.cp(template.uploadsDir, uploadsDir(dataDir), { recursive: true });
  } else {
    // another seed scale, or no global setup: migrate and seed here
    testDatabase = await openEmptyDatabase(options.statementLogger);
    await testDatabase.database.migrate();
    await seedDatabase(testDatabase.database.db, {
      scale: seedScale,
      fileStore: createDiskFileStore(uploadsDir(dataDir)),
      billingDemo: false,
    });
  }
  const { database, drop } = testDatabase;
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
    // the fake card gateway; billing jobs run only when a test calls them
    billing: { ...loadConfig({ CARD_GATEWAY: 'fake' }).billing, jobsIntervalMs: 0, ...options.billing },
    ...(options.tradingExpirySweepMs !== undefined && { tradingExpirySweepMs: options.tradingExpirySweepMs }),
    ...(options.meetings && { meetings: options.meetings }),
  };
  const app = await buildApp({ config, database, extraFulfilments: options.extraFulfilments, tls: options.tls });
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
