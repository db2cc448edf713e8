import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { headerSearchRequest } from '@hissa/contracts/search';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/seed-database.ts';

/**
 * npm run bench: seeds the full demo data set (26,000 private companies, 10,000 providers) into
 * PostgreSQL (DATABASE_URL, in a database of its own) or PGlite, then loads the header search
 * and a bare Fastify route with autocannon from a separate process, and writes
 * docs/benchmarks.md.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const CONNECTIONS = 50;
const SECONDS = 15;
const SEARCH_TERMS = ['Rajhi', 'الراجحي', 'شركه', 'Saudi', 'تقنيه', 'Contracting', 'للمقاولات', 'اسامه', 'Trading', 'الزامل', 'Medical', 'اعمال', 'Al Othaim', 'Logistics', 'الاهلي', 'Riyadh'];

const config = loadConfig();
let databaseUrl: string | undefined;
if (config.databaseUrl) {
  const admin = new pg.Client({ connectionString: config.databaseUrl });
  await admin.connect();
  await admin.query('drop database if exists hissa_bench with (force)');
  await admin.query('create database hissa_bench');
  await admin.end();
  const url = new URL(config.databaseUrl);
  url.pathname = '/hissa_bench';
  databaseUrl = url.toString();
}
const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
await database.migrate();
const seeded = await seedDatabase(database.db, { scale: 1 });
console.log(`seeded ${database.kind} in ${Math.round(seeded.ms)} ms`);

const app = await buildApp({ config: { logLevel: 'warn', webDistDir: '/nonexistent' }, database });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number; total: number };

function load(url: string, bodies: string[], seconds = SECONDS): LoadResult {
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'load.ts'), url, String(CONNECTIONS), String(seconds), JSON.stringify(bodies)], {
    encoding: 'utf8',
    maxBuffer: 10_000_000,
  });
  return JSON.parse(output) as LoadResult;
}

const searchBodies = SEARCH_TERMS.map((term) => JSON.stringify(headerSearchRequest(term)));
const searchUrl = `${appUrl}/public-api/company/profile/home/search-companies`;
load(searchUrl, searchBodies, 3); // warm-up: JIT, caches, pool
const bareResult = load(`${bareUrl}/bare`, ['']);
const searchResult = load(searchUrl, searchBodies);
const ratio = searchResult.requestsPerSecond / bareResult.requestsPerSecond;
await app.close();
await bare.close();
await database.close();

const row = (name: string, result: LoadResult) =>
  `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${result.total} | ${result.errors + result.non2xx} |`;
const report = `# Benchmarks

Written by \`npm run bench\` (apps/api/bench/run-bench.ts); do not edit by hand.

## Header company search

- When: ${new Date().toISOString()}
- Database: ${database.kind}${database.kind === 'postgres' ? ' (DATABASE_URL server, database hissa_bench)' : ' (in-process, one connection)'}
- Data: ${seeded.listedCompanies} listed + ${seeded.privateCompanies} private companies, ${seeded.serviceProviders} service providers, ${seeded.investors} investors
- Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}
- Load: autocannon in a separate process, ${CONNECTIONS} connections, ${SECONDS} s each, after a 3 s warm-up; the search cycles through ${SEARCH_TERMS.length} English and Arabic terms (Accept-Language: ar)

| route | req/s | p50 ms | p99 ms | requests | errors + non-2xx |
| --- | ---: | ---: | ---: | ---: | ---: |
${row('bare Fastify GET /bare', bareResult)}
${row('POST /public-api/company/profile/home/search-companies', searchResult)}

Search throughput is **${(ratio * 100).toFixed(1)}%** of the bare route's (aim: at least 5%); search p99 is **${searchResult.p99} ms** (aim: under 50 ms at ${CONNECTIONS} connections on PostgreSQL).
`;
writeFileSync(path.join(repoRoot, 'docs/benchmarks.md'), report);
console.log(report);
