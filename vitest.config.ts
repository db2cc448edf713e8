import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const unitAndApi = [
  'apps/api/src/**/*.test.ts',
  'packages/contracts/src/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  'eslint.config.test.ts',
];

/** Migrates and seeds one template database per project; each test file starts from a copy. */
const globalSetup = ['apps/api/src/test/global-setup.ts'];

/**
 * Unit and API tests. Every API test runs on PGlite; when DATABASE_URL is set the same
 * tests run a second time on that PostgreSQL server (each file in a database of its own).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Worker threads start and load faster than forked processes. One worker more than cores:
    // the files of the 'postgres' project wait on the server part of the time. (Vitest's default,
    // cores - 1, is a single worker on a 2-core CI machine.)
    pool: 'threads',
    maxWorkers: availableParallelism() + 1,
    // A worker keeps its loaded modules from one test file to the next (decision 057): importing
    // the app anew for each of about 200 files cost more CPU than their tests. Every file still
    // builds its own app on its own database, and no test mocks a module.
    isolate: false,
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', include: unitAndApi, env: { TEST_DATABASE: 'pglite' }, globalSetup },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['apps/api/src/**/*.test.ts'],
                // The seed's own test opens in-memory PGlite whatever the project: here it would only run a second time.
                exclude: ['apps/api/src/seed/seed-database.test.ts'],
                env: { TEST_DATABASE: 'postgres' },
                globalSetup,
              },
            },
          ]
        : []),
    ],
  },
});
