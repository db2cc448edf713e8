/**
 * `npm run seed -w apps/api`: migrates the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR/pg) and seeds it at SEED_SCALE unless it already holds data.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createDiskFileStore, uploadsDir } from '../modules/files/disk-file-store.ts';
import { openDatabase } from '../db/client.ts';
import { isDatabaseSeeded, seedDatabase } from './seed-database.ts';

const config = loadConfig();
const pgliteDir = path.join(config.dataDir, 'pg');
if (!config.databaseUrl) mkdirSync(pgliteDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
try {
  await database.migrate();
  if (await isDatabaseSeeded(database.db)) {
    console.log(`The ${database.kind} database is already seeded; nothing to do.`);
  } else {
    const summary = await seedDatabase(database.db, {
      scale: config.seedScale,
      billing: config.billing,
      billingDemo: config.seedBillingDemo,
      fileStore: createDiskFileStore(uploadsDir(config.dataDir)),
      log: (line) => console.log(line),
    });
    console.log(`Seeded the ${database.kind} database at scale ${config.seedScale}:`, summary);
  }
} finally {
  await database.close();
}
