import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * Runs a list of distinct HTTP calls (each once, in order) with `concurrency` calls in flight,
 * in its own process so the load does not share the server's event loop, and prints a
 * JobResult as JSON on stdout. Used where every call must differ (a bid per bidder and offer,
 * an acceptance per bid), which autocannon's cycling request list cannot do.
 * argv: base URL, concurrency, seconds (stop taking new jobs after this), path of a JSON file
 * holding Job[].
 */
export type Job = { method: 'GET' | 'POST'; path: string; authorization?: string; body?: unknown };
export type JobResult = {
  done: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
};

const [baseUrl = '', concurrency = '20', seconds = '10', jobsFile = ''] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsFile, 'utf8')) as Job[];
const deadline = performance.now() + Number(seconds) * 1000;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let next = 0;

async function worker(): Promise<void> {
  while (next < jobs.length && performance.now() < deadline) {
    const job = jobs[next++];
    if (!job) return;
    const headers: Record<string, string> = { 'accept-language': 'ar' };
    if (job.authorization) headers.authorization = job.authorization;
    if (job.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(`${baseUrl}${job.path}`, {
      method: job.method,
      headers,
      body: job.body === undefined ? undefined : JSON.stringify(job.body),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (share: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
const result: JobResult = {
  done: latencies.length,
  seconds: elapsed,
  perSecond: latencies.length / elapsed,
  p50: percentile(0.5),
  p99: percentile(0.99),
  statuses,
};
process.stdout.write(JSON.stringify(result));
