import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenOnPglite, listenOnPostgres, type Listener, type NotificationHandlers } from './notification-listener.ts';
import * as billing from './schema/billing.ts';
import * as classification from './schema/classification.ts';
import * as companyContent from './schema/company-content.ts';
import * as directory from './schema/directory.ts';
import * as files from './schema/files.ts';
import * as follows from './schema/follows.ts';
import * as funding from './schema/funding.ts';
import * as geography from './schema/geography.ts';
import * as investorProfiles from './schema/investor-profiles.ts';
import * as interestsAndProfiles from './schema/interests-and-profiles.ts';
import * as providerAccounts from './schema/provider-accounts.ts';
import * as providerContent from './schema/provider-content.ts';
import * as publicForms from './schema/public-forms.ts';
import * as quotations from './schema/quotations.ts';
import * as registrations from './schema/registrations.ts';
import * as requests from './schema/requests.ts';
import * as smeLoans from './schema/sme-loans.ts';
import * as trading from './schema/trading.ts';
import * as users from './schema/users.ts';
import * as meetings from './schema/meetings.ts';
import * as meetingRecordings from './schema/meeting-recordings.ts';
import * as meetingTranscripts from './schema/meeting-transcripts.ts';
import * as media from './schema/media.ts';
import * as news from './schema/news.ts';

export const schema = {
  ...geography,
  ...classification,
  ...directory,
  ...users,
  ...files,
  ...registrations,
  ...trading,
  ...funding,
  ...follows,
  ...investorProfiles,
  ...interestsAndProfiles,
  ...requests,
  ...companyContent,
  ...providerContent,
  ...providerAccounts,
  ...quotations,
  ...billing,
  ...publicForms,
  ...smeLoans,
  ...meetings,
  ...meetingRecordings,
  ...meetingTranscripts,
  ...media,
  ...news,
};

/** The drizzle database, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  /**
   * LISTENs on `channel` (db/notification-listener.ts): over a connection of its own on
   * PostgreSQL, reconnected when lost; in-process on PGlite. Resolves once the first attempt ended.
   */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Listener>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL at `databaseUrl` when given, otherwise PGlite with its data in
 * `pgliteDir` (or in memory when `pgliteDir` is 'memory://'). `pgliteDump` (a data folder
 * tarball from PGlite's dumpDataDir) starts PGlite from that copy instead of an empty database.
 * `logger` sees every statement drizzle sends (tests count statements per request with it; on
 * PGlite a transaction's begin and commit bypass it, on node-postgres they pass through it).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  poolSize?: number;
  pgliteDump?: Blob;
  logger?: Logger;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    // JIT off: the planner's cost of a query with per-row subqueries (the recommendation
    // candidates) crosses jit_above_cost, and compiling it took 430 ms of a 485 ms call that runs
    // in 19 ms without (docs/benchmarks.md); short OLTP queries never gain from JIT.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize, // undefined: node-postgres's default, 10
      options: '-c jit=off',
    });
    // An idle client can lose its connection (server restart, dropped database): pg emits the
    // error on the pool, and an unhandled 'error' event would end the process.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzlePg(pool, { schema, logger: options.logger });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: (channel, handlers) => listenOnPostgres(databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm }, loadDataDir: options.pgliteDump });
  const db = drizzlePglite(client, { schema, logger: options.logger });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
