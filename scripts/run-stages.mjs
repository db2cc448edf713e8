#!/usr/bin/env node
// `npm test`: runs the test stages, prints how long each took and the total, and stops with the
// failing stage's exit code at the first failure (stopping the stages running beside it).
// Stages sharing a `group` run at the same time, so that no core idles:
//   1. unit+API beside the web build, typecheck and lint: no unit or API test reads
//      apps/web/dist, and none of them is hurt by waiting for a core.
//   2. the browser tests alone: their meetings send and play real-time media, which timed out
//      when typecheck and lint took the cores beside them (decision 058).
// In a group, the stage without `hold` writes straight to this terminal; the output of the
// others is held and printed whole when each ends.
//
//   node scripts/run-stages.mjs                     all stages
//   node scripts/run-stages.mjs lint unit+API       only the named stages, grouped as usual
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Stages in order; stages sharing a `group` run at the same time, those with `hold` with their output held. */
const STAGES = [
  { name: 'unit+API', command: 'npm run --silent test:unit', group: 'unit+API, web build and static checks' },
  {
    name: 'web build',
    command: 'npm run --silent build -w apps/web',
    group: 'unit+API, web build and static checks',
    hold: true,
  },
  {
    name: 'typecheck',
    command: 'npm run --silent typecheck',
    group: 'unit+API, web build and static checks',
    hold: true,
  },
  { name: 'lint', command: 'npm run --silent lint', group: 'unit+API, web build and static checks', hold: true },
  { name: 'browser tests', command: 'npm run --silent test:browser', group: 'browser tests' },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Unknown stage(s): ${unknown.join(', ')}. Stages: ${STAGES.map((stage) => stage.name).join(', ')}`);
  process.exit(2);
}
const stages = wanted.length > 0 ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Finished stages: name, duration in ms, and how it ended. */
const results = [];
const started = performance.now();
const running = new Set();

function printSummary() {
  const width = Math.max(...STAGES.map((stage) => stage.name.length), 'total'.length);
  console.log('\nStage durations:');
  for (const result of results)
    console.log(`  ${result.name.padEnd(width)}  ${seconds(result.ms).padStart(8)}  ${result.note}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(performance.now() - started).padStart(8)}`);
}

/**
 * Runs one stage's command in a shell of its own process group (so that it can be stopped
 * with everything it started). With `hold`, its output is collected and printed when it ends.
 */
function runStage(stage, hold) {
  return new Promise((resolve) => {
    const stageStarted = performance.now();
    const child = spawn(stage.command, {
      cwd: repoRoot,
      shell: true,
      detached: true,
      stdio: ['ignore', hold ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'],
    });
    running.add(child);
    const output = [];
    if (hold) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      const ms = performance.now() - stageStarted;
      if (hold) {
        console.log(`\n── ${stage.name} (${stage.command}) ──`);
        const text = Buffer.concat(output).toString();
        if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      }
      resolve({ stage, code: code ?? 1, signal, ms });
    });
  });
}

function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

/** The names of the stages of `batch` whose output is held, for the batch's heading. */
const heldNames = (batch) =>
  batch
    .filter((stage) => stage.hold)
    .map((stage) => stage.name)
    .join(', ');

let index = 0;
while (index < stages.length) {
  const stage = stages[index];
  const batch = stage.group ? stages.filter((other) => other.group === stage.group) : [stage];
  index += batch.length;
  const together = batch.length > 1;
  console.log(
    `\n▶ ${batch.map((item) => `${item.name}: ${item.command}`).join('\n▶ ')}${together ? `\n  (side by side; the output of ${heldNames(batch)} follows when each ends)` : ''}`,
  );

  const finished = await new Promise((resolve) => {
    const outcomes = [];
    for (const item of batch) {
      void runStage(item, together && Boolean(item.hold)).then((outcome) => {
        outcomes.push(outcome);
        const failed = outcome.code !== 0 && !outcome.signal;
        const note =
          outcome.code === 0
            ? 'passed'
            : outcome.signal
              ? `stopped (${outcome.signal})`
              : `FAILED (exit ${outcome.code})`;
        results.push({ name: item.name, ms: outcome.ms, note });
        console.log(`${outcome.code === 0 ? '✔' : '✖'} ${item.name} ${note} in ${seconds(outcome.ms)}`);
        // The first failure ends the run: stages still running beside it are stopped.
        if (failed) stopRunning();
        if (outcomes.length === batch.length) resolve(outcomes);
      });
    }
  });

  const failure =
    finished.find((outcome) => outcome.code !== 0 && !outcome.signal) ?? finished.find((outcome) => outcome.code !== 0);
  if (failure) {
    printSummary();
    console.log(`\n✖ stopped at ${failure.stage.name} (exit ${failure.code})`);
    process.exit(failure.code);
  }
}

printSummary();
