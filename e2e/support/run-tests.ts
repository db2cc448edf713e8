/**
 * `npm test -w e2e` (`npm run test:browser` at the root): seeds one template data folder and
 * bundles the API server once for the whole run (support/server-bundle.ts), then runs the
 * browser test files, each in its own `node --test` process, each file's server starting the
 * bundle on a copy of the template (support/app-server.ts). Arguments are test
 * files to run instead of all of tests/. A file's report is printed whole when it ends, then
 * the totals; the exit code is 1 when any file failed.
 *
 * Three files run at the same time (E2E_CONCURRENCY overrides): a browser test file mostly
 * waits on its page and server, so two files at a time left the two cores about half idle and a
 * third fills them. Every file has its own server, data folder and browser, so files never see
 * each other's data or sign-in rate limits. The order (decision 058):
 * - the overflow sweeps start first: at two to three minutes each they are the longest files,
 *   and one left for the end runs alone;
 * - at most one meeting file runs at a time, and they come next: real-time media starved of CPU
 *   by two other meeting files (five pages sending and playing video and sound) timed out, and a
 *   two-person meeting took 112 s instead of 18 s. Beside a meeting file at most one other file
 *   runs (decision 059).
 *
 * A meeting file that fails runs once more (decision 059): five pages of real-time media on a
 * small, shared machine can starve past a test's wait now and then, as CI retries in
 * Playwright's own setup. The second run has the machine to itself: no other file starts, and
 * it waits for those running to end (on a machine half as fast as usual, a meeting file took 274
 * s beside the overflow sweeps and 54 s alone). The failed attempt's report is printed first, as
 * TAP comments, and the totals name every file that passed only on its second run ("# flaky");
 * a file that fails twice fails the run.
 *
 * No file can hang the run (decision 077): a file still running after FILE_TIMEOUT_MS is
 * stopped with everything it started and counts as failed, then runs once more, like a meeting
 * file, and is listed under "# flaky" when it then passes.
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createSeededDataDir, TEMPLATE_DIR_VARIABLE } from './app-server.ts';
import { bundleServer, SERVER_BUNDLE_VARIABLE } from './server-bundle.ts';

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const concurrency = Number(process.env.E2E_CONCURRENCY ?? '3');
/** Other files that may run beside a meeting file (decision 059). */
const BESIDE_MEETING = 1;
/**
 * The longest one file may take, in ms, before it is stopped: about three times the slowest
 * file on a slow machine (decision 077). `node --test`'s own --test-timeout is no help here: in
 * Node 20 it also limits the whole file, and then prints nothing of the file's report.
 */
const FILE_TIMEOUT_MS = Number(process.env.E2E_FILE_TIMEOUT_S ?? '1200') * 1000;

const isSweep = (file: string) => path.basename(file).startsWith('no-overflow-');
const isMeeting = (file: string) => path.basename(file).startsWith('meeting');
const rank = (file: string) => (isSweep(file) ? 0 : isMeeting(file) ? 1 : 2);
const files = (
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : readdirSync(path.join(e2eRoot, 'tests'))
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join('tests', name))
).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

/** The files not started yet, in the order they start (emptied when this run is stopped). */
const queue = [...files];
/** The test processes now running (stopped with this one). */
const running = new Set<ReturnType<typeof spawn>>();

/** Sends `signal` to the process group `child` leads (the test process and the app server it started). */
function signalGroup(child: ReturnType<typeof spawn>, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** The signal that stopped this run, if one did: the run then fails, whatever had passed. */
let stoppedBy: NodeJS.Signals | null = null;

// Stopped (Ctrl-C, or CI's own limit): the running files are stopped and no other file starts.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stoppedBy = signal;
    queue.length = 0;
    for (const child of running) signalGroup(child, signal);
  });

/** What one file's run printed and how it ended; `timedOut` when it was stopped at FILE_TIMEOUT_MS. */
type FileRun = { file: string; code: number; output: string; seconds: number; timedOut: boolean };

/**
 * Runs one test file in its own `node --test` process, the leader of its own process group;
 * resolves with its whole output. Past FILE_TIMEOUT_MS the group (the test process and the
 * app server it started) is sent SIGTERM, then SIGKILL 10 s later.
 */
function runFile(file: string, env: NodeJS.ProcessEnv): Promise<FileRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', file], {
      cwd: e2eRoot,
      env,
      detached: true,
    });
    running.add(child);
    let output = '';
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      signalGroup(child, 'SIGTERM');
      setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000).unref();
    }, FILE_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (exitCode, signal) => {
      clearTimeout(limit);
      running.delete(child);
      if (timedOut) output += `\n# stopped: the file ran past ${FILE_TIMEOUT_MS / 1000} s\n`;
      resolve({
        file,
        code: exitCode ?? (signal ? 1 : 0),
        output,
        seconds: (performance.now() - started) / 1000,
        timedOut,
      });
    });
  });
}

const started = performance.now();
const [templateDir, serverBundle] = await Promise.all([createSeededDataDir(), bundleServer()]);
/** Every file's environment: the run's template data folder and server bundle. */
const fileEnv = { ...process.env, [TEMPLATE_DIR_VARIABLE]: templateDir, [SERVER_BUNDLE_VARIABLE]: serverBundle.file };
console.log(
  `# template data folder seeded and server bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const results: FileRun[] = [];
/** Files that failed once (a meeting file, or one that timed out) and passed on their second run. */
const flaky: string[] = [];
let meetingRunning = false;
let filesRunning = 0;
/** Files waiting to run once more, or running once more: while there are any, no other file starts. */
let secondRuns = 0;
/** The second runs, one after another. */
let secondRunTurns: Promise<unknown> = Promise.resolve();

/**
 * Runs `file` once more with the machine to itself: after the second runs before it, and once
 * every other file still running has ended (the files counted in filesRunning are then this
 * one and those waiting for their own second run).
 */
function runAlone(file: string): Promise<FileRun> {
  secondRuns++;
  const turn = secondRunTurns.then(async () => {
    while (filesRunning > secondRuns) await new Promise((resolve) => setTimeout(resolve, 500));
    return runFile(file, fileEnv);
  });
  secondRunTurns = turn.finally(() => secondRuns--);
  return turn;
}

/**
 * The index in the queue of the file that may start now, or -1 while a file waits to run once
 * more or does (runAlone); otherwise a meeting file when none runs
 * and at most BESIDE_MEETING other files do (the first meeting file in the queue waits for
 * that rather than letting ordinary files pass it), an ordinary file while fewer than the
 * concurrency run, or than BESIDE_MEETING + 1 beside a meeting file.
 */
function nextStartable(): number {
  if (secondRuns > 0) return -1;
  for (const [index, file] of queue.entries()) {
    if (!isMeeting(file)) return filesRunning < (meetingRunning ? BESIDE_MEETING + 1 : concurrency) ? index : -1;
    if (meetingRunning) continue;
    return filesRunning <= BESIDE_MEETING ? index : -1;
  }
  return -1;
}

/** Takes the next file allowed to start now (nextStartable), runs it, and goes on until the queue is empty. */
async function worker(): Promise<void> {
  for (;;) {
    const index = nextStartable();
    if (index === -1) {
      if (queue.length === 0) return;
      // a meeting file runs or waits for room: try again shortly
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const [file] = queue.splice(index, 1) as [string];
    if (isMeeting(file)) meetingRunning = true;
    filesRunning++;
    const first = await runFile(file, fileEnv);
    let run = first;
    if (first.code !== 0 && (isMeeting(file) || first.timedOut)) {
      printFailedAttempt(first);
      run = await runAlone(file);
      if (run.code === 0) flaky.push(first.timedOut ? `${file} (timed out on its first run)` : file);
    }
    filesRunning--;
    if (isMeeting(file)) meetingRunning = false;
    results.push(run);
    console.log(`# ── ${run.file} (${run.seconds.toFixed(1)} s, ${run.code === 0 ? 'passed' : 'FAILED'}) ──`);
    process.stdout.write(run.output);
  }
}

/** Prints a failed first run of a file as TAP comments, before its second run. */
function printFailedAttempt(run: FileRun): void {
  console.log(`# ── ${run.file} (${run.seconds.toFixed(1)} s, failed; runs once more) ──`);
  for (const line of run.output.split('\n')) console.log(`# | ${line}`);
}

await Promise.all(Array.from({ length: Math.max(1, concurrency) }, () => worker()));
rmSync(templateDir, { recursive: true, force: true });
serverBundle.remove();

const count = (pattern: RegExp) => results.reduce((sum, run) => sum + Number(pattern.exec(run.output)?.[1] ?? 0), 0);
const failed = results.filter((run) => run.code !== 0);
console.log(`# files ${results.length}, failed ${failed.length}${failed.map((run) => `\n#   ${run.file}`).join('')}`);
console.log(`# flaky ${flaky.length}${flaky.map((file) => `\n#   ${file}`).join('')}`);
console.log(`# pass ${count(/^# pass (\d+)$/m)}`);
console.log(`# fail ${count(/^# fail (\d+)$/m)}`);
console.log(`# duration_ms ${(performance.now() - started).toFixed(0)}`);
if (stoppedBy) console.log(`# stopped by ${stoppedBy}: the files not started did not run`);
process.exitCode = failed.length > 0 || stoppedBy ? 1 : 0;
