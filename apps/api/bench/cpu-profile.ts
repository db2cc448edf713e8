import { Session } from 'node:inspector/promises';
import type { Profiler } from 'node:inspector';

type CallFrame = Profiler.ProfileNode['callFrame'];
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Self time of one function or package over a profile, in ms and as a share of the busy (non-idle) time. */
export type SelfTime = { name: string; where: string; ms: number; share: number };

/** What a CPU profile of this process shows: busy and idle time, the top functions and packages by self time. */
export type CpuProfileSummary = { busyMs: number; idleMs: number; functions: SelfTime[]; packages: SelfTime[] };

/**
 * The package a profiled function's script belongs to: the npm package under node_modules
 * (scoped ones with their scope), "node" for Node's own code, "hissa: <folder>" for the
 * repository's own code, and V8's pseudo-functions ("(garbage collector)", "(program)") as
 * themselves.
 */
function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = file.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const relative = path.relative(repoRoot, file);
  return relative.startsWith('..') ? file : `hissa: ${relative.split(path.sep).slice(0, 3).join('/')}`;
}

/** "file:line" of a profiled function, the file relative to its package or the repository. */
function whereOf(frame: CallFrame): string {
  if (frame.url === '') return '';
  if (frame.url.startsWith('node:')) return `${frame.url}:${frame.lineNumber + 1}`;
  const file = frame.url.startsWith('file:') ? fileURLToPath(frame.url) : frame.url;
  const modules = file.lastIndexOf('node_modules/');
  const shown = modules >= 0 ? file.slice(modules + 'node_modules/'.length) : path.relative(repoRoot, file);
  return `${shown}:${frame.lineNumber + 1}`;
}

/** Sums self time (the sample intervals landing in each node) by a key of the node's frame. */
function selfTimes(profile: Profiler.Profile, keyOf: (frame: CallFrame) => string) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byKey = new Map<string, { frame: CallFrame; us: number }>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((nodeId, index) => {
    const frame = nodes.get(nodeId)?.callFrame;
    if (!frame) return;
    const key = keyOf(frame);
    const entry = byKey.get(key) ?? { frame, us: 0 };
    // a sample's time is the gap to the next one (the last has none)
    entry.us += Math.max(0, deltas[index + 1] ?? 0);
    byKey.set(key, entry);
  });
  return byKey;
}

/** The `top` entries of `byKey` by self time, without the idle time, as shares of `busyUs`. */
function ranked(
  byKey: Map<string, { frame: CallFrame; us: number }>,
  busyUs: number,
  top: number,
  describe: (key: string, frame: CallFrame) => { name: string; where: string },
): SelfTime[] {
  return [...byKey]
    .filter(([, entry]) => entry.frame.functionName !== '(idle)')
    .sort(([, a], [, b]) => b.us - a.us)
    .slice(0, top)
    .map(([key, entry]) => ({
      ...describe(key, entry.frame),
      ms: Math.round(entry.us / 1000),
      share: busyUs > 0 ? entry.us / busyUs : 0,
    }));
}

/**
 * Samples this process's main thread (V8's CPU profiler through the inspector, every 1 ms) while
 * `call` runs, and summarises where the time went: the `top` functions and packages by self
 * time. The server under test runs in this process, so a load sent from another process shows
 * the server's work; idle time (waiting for the database or the network) is left out of the shares.
 */
export async function profileDuring(call: () => Promise<unknown>, top = 15): Promise<CpuProfileSummary> {
  const session = new Session();
  session.connect();
  let profile: Profiler.Profile;
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 1000 });
    await session.post('Profiler.start');
    try {
      await call();
    } finally {
      ({ profile } = await session.post('Profiler.stop'));
    }
  } finally {
    session.disconnect();
  }
  const byFunction = selfTimes(
    profile,
    (frame) => `${frame.functionName}|${frame.url}|${frame.lineNumber}|${frame.columnNumber}`,
  );
  const idleUs = [...byFunction.values()]
    .filter((entry) => entry.frame.functionName === '(idle)')
    .reduce((sum, entry) => sum + entry.us, 0);
  const totalUs = [...byFunction.values()].reduce((sum, entry) => sum + entry.us, 0);
  const busyUs = totalUs - idleUs;
  return {
    busyMs: Math.round(busyUs / 1000),
    idleMs: Math.round(idleUs / 1000),
    functions: ranked(byFunction, busyUs, top, (_key, frame) => ({
      name: `${frame.functionName || '(anonymous)'} (${packageOf(frame)})`,
      where: whereOf(frame),
    })),
    packages: ranked(selfTimes(profile, packageOf), busyUs, top, (key) => ({ name: key, where: '' })),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The summary as markdown: busy and idle time, then the packages and the functions by self time. */
export function profileMarkdown(summary: CpuProfileSummary): string {
  const packageRows = summary.packages.map((entry) => `| ${entry.name} | ${entry.ms} | ${percent(entry.share)} |`);
  const functionRows = summary.functions.map(
    (entry) => `| ${entry.name} | ${entry.where ? `\`${entry.where}\`` : ''} | ${entry.ms} | ${percent(entry.share)} |`,
  );
  return `Main thread busy ${summary.busyMs} ms, idle ${summary.idleMs} ms (waiting for the database or the network).

| package (self time) | ms | of busy |
| --- | ---: | ---: |
${packageRows.join('\n')}

| function (package) | where | self ms | of busy |
| --- | --- | ---: | ---: |
${functionRows.join('\n')}`;
}
