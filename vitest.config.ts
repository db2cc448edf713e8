import { defineConfig } from 'vitest/config';

const unitAndApi = ['apps/api/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'eslint.config.test.ts'];

/**
 * Unit and API tests. Every API test runs on PGlite; when DATABASE_URL is set the same
 * tests run a second time on that PostgreSQL server (each file in a database of its own).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true as const, test: { name: 'pglite', include: unitAndApi, env: { TEST_DATABASE: 'pglite' } } },
      ...(process.env.DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: ['apps/api/src/**/*.test.ts'], env: { TEST_DATABASE: 'postgres' } } }]
        : []),
    ],
  },
});
