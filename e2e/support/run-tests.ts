/**
 * `npm test -w e2e` (`npm run test:browser` at the root): seeds one template data folder for
 * the whole run, then runs the browser test files with node's test runner, each file's server
 * starting from a copy of the template (support/app-server.ts). Arguments are test files to run
 * instead of all of tests/.
 *
 * Two files run at the same time (E2E_CONCURRENCY overrides): a browser test mostly waits on
 * the page, so on two cores a second file fills the idle time. Every file has its own server,
 * data folder and browser, so files never see each other's data or sign-in rate limits.
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createSeededDataDir, TEMPLATE_DIR_VARIABLE } from './app-server.ts';

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : readdirSync(path.join(e2eRoot, 'tests'))
        .filter((name) => name.endsWith('.test.ts'))
        .sort()
        .map((name) => path.join('tests', name));
const concurrency = process.env.E2E_CONCURRENCY ?? '2';

const started = performance.now();
const templateDir = await createSeededDataDir();
console.log(`# template data folder seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const removeTemplate = () => rmSync(templateDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], {
  cwd: e2eRoot,
  env: { ...process.env, [TEMPLATE_DIR_VARIABLE]: templateDir },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((resolve) =>
  child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
removeTemplate();
process.exitCode = code;
