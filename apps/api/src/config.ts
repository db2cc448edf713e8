import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its data (DATA_DIR/pg) and uploads and mail go. */
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  /** Share of the advertised data volume the seed generates (1 = 26,000 companies). */
  SEED_SCALE: z.coerce.number().min(0).max(1).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a header-search answer is reused, in ms (0 turns the cache off). */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** The built web app served beside the API. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedScale: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDistDir: string;
  searchCacheTtlMs: number;
};

/** Parses the environment once (house style: nothing else reads process.env). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    seedScale: parsed.SEED_SCALE,
    logLevel: parsed.LOG_LEVEL,
    webDistDir: parsed.WEB_DIST_DIR,
    searchCacheTtlMs: parsed.SEARCH_CACHE_TTL_MS,
  };
}
