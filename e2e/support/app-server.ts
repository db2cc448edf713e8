import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE_VARIABLE } from './server-bundle.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Share of the demo data the browser tests seed: enough for every screen, quick to start. */
const E2E_SEED_SCALE = '0.02';

/**
 * Environment variable naming a data folder already migrated and seeded at E2E_SEED_SCALE
 * (set by support/run-tests.ts for the whole run): each server starts from a copy of it
 * instead of seeding its own. Unset, as when one test file runs alone, the server seeds.
 */
export const TEMPLATE_DIR_VARIABLE = 'HISSA_E2E_TEMPLATE_DIR';

/** The server's environment: PGlite in `dataDir` (DATABASE_URL cleared, as `npm start` does), the e2e seed scale. */
function serverEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_SCALE: E2E_SEED_SCALE,
    // the tests buy the demo provider's plan and featuring and the company's media package themselves
    SEED_BILLING_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...extra,
  };
}

/**
 * Migrates and seeds the embedded database of a new data folder, as a server's first start
 * does (apps/api's seed script), and returns the folder: the template of support/run-tests.ts.
 */
export async function createSeededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hissa-e2e-template-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/run-seed.ts'], {
    cwd: repoRoot,
    env: serverEnv(dataDir),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`seeding the template data folder failed (exit ${code})`);
  }
  return dataDir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A running server: its base URL, its data folder (mail lands in `${dataDir}/outbox`) and a stop function. */
export type AppServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

/**
 * A new data folder for a server: a copy of the run's seeded template when there is one
 * (TEMPLATE_DIR_VARIABLE), else empty and seeded by the server's first start.
 */
function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hissa-e2e-'));
  const templateDir = process.env[TEMPLATE_DIR_VARIABLE];
  if (templateDir) cpSync(templateDir, dataDir, { recursive: true });
  return dataDir;
}

/**
 * The node arguments starting the API server: the run's bundle of it (support/server-bundle.ts)
 * when there is one, else its sources through tsx, as `npm start` does.
 */
function serverArguments(): string[] {
  const bundle = process.env[SERVER_BUNDLE_VARIABLE];
  return bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'apps/api/src/server.ts'];
}

/**
 * Starts the real server (apps/api/src/server.ts, serving the built web app) on a free port
 * with a PGlite data folder of its own (newDataDir, removed at stop), waits for /healthz, and
 * returns its base URL. `env` adds settings (e.g. MEETING_MEDIA=sfu).
 */
export async function startAppServer(env: NodeJS.ProcessEnv = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = newDataDir();
  const child: ChildProcess = spawn(process.execPath, serverArguments(), {
    cwd: repoRoot,
    env: serverEnv(dataDir, { ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 120 s');
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
