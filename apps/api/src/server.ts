import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, loadJwtSecret, loadTlsCredentials, startupWarnings } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { createDiskFileStore, uploadsDir } from './modules/files/disk-file-store.ts';
import { isDatabaseSeeded, seedDatabase } from './seed/seed-database.ts';

/**
 * Starts Hissa: opens PostgreSQL (DATABASE_URL) or embedded PGlite (DATA_DIR/pg), applies the
 * migrations, seeds the demo data on the first start, then serves the API and the web app on PORT
 * (HTTPS with HTTP/2 when TLS_CERT_FILE and TLS_KEY_FILE are set).
 */
const config = loadConfig();
if (!config.databaseUrl) mkdirSync(path.join(config.dataDir, 'pg'), { recursive: true });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: path.join(config.dataDir, 'pg'),
});
await database.migrate();
if (!(await isDatabaseSeeded(database.db))) {
  console.log('First start: seeding the database with reference and demo data...');
  const summary = await seedDatabase(database.db, {
    scale: config.seedScale,
    billing: config.billing,
    billingDemo: config.seedBillingDemo,
    fileStore: createDiskFileStore(uploadsDir(config.dataDir)),
    log: (line) => console.log(line),
  });
  console.log(`Seeded in ${Math.round(summary.ms)} ms`);
}
const app = await buildApp({
  config: { ...config, jwtSecret: await loadJwtSecret(config) },
  database,
  tls: config.tls && (await loadTlsCredentials(config.tls)),
});
for (const warning of startupWarnings(config)) app.log.warn(warning);

async function shutdown(signal: string) {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
