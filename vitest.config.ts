import { defineConfig } from 'vitest/config';

const unitAndApi = ['apps/api/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'];

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
    projects: [
      { extends: true as const, test: { name: 'pglite', include: unitAndApi, env: { TEST_DATABASE: 'pglite' }, globalSetup } },
      ...(process.env.DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: ['apps/api/src/**/*.test.ts'], env: { TEST_DATABASE: 'postgres' }, globalSetup } }]
        : []),
    ],
  },
});
