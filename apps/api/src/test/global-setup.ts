import { performance } from 'node:perf_hooks';
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './database-template.ts';

/**
 * Vitest global setup of the projects 'pglite' and 'postgres' (vitest.config.ts): migrates
 * and seeds one database for the whole project before its test files start, hands it to them
 * (createTestApp copies it per file), and removes it when they are done.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
  const started = performance.now();
  const { template, remove } = await createDatabaseTemplate(kind, process.env.DATABASE_URL || undefined);
  console.log(
    `[${project.name}] test database template migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('hissaDatabaseTemplate', template);
  return remove;
}
