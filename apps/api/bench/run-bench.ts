import { execFile } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import * as prettier from 'prettier';
import { headerSearchRequest } from '@hissa/contracts/search';
import { type AppConfig, buildApp } from '../src/app.ts';
import { loadConfig, loadJwtSecret } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { profileDuring, profileMarkdown } from './cpu-profile.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { sessionKey } from '../src/lib/session-token.ts';
import type { Job, JobResult } from './job-runner.ts';
import type { LoadRequest } from './load.ts';
import { RECOMMENDATION_BENCH, runRecommendationBench } from './recommendation-bench.ts';
import { runTradingBench, TRADING_BENCH } from './trading-bench.ts';
import { screenerLoads } from './screener-bench.ts';
import { newsSearchLoads } from './news-bench.ts';
import { fintechScreenerLoads } from './fintech-bench.ts';

/**
 * npm run bench: seeds the full demo data set (26,000 private companies, 10,000 providers) into
 * PostgreSQL (DATABASE_URL, in a database of its own) or PGlite, then loads the header search
 * with autocannon from a separate process, after two bare servers (node:http and Fastify) that the
 * reads' throughput is compared with, then the provider and fintech
 * screeners and the news search, runs the trading scenario
 * (bench/trading-bench.ts: bids placed and accepted per second, then the order book reads on the
 * books it filled) and the recommendations, profiles the CPU during the slowest route's load
 * again (bench/cpu-profile.ts), and writes docs/benchmarks.md. Every load also counts the
 * statements the app sent per request.
 * `npm run bench -- --only=trading,search` runs only the named sections (search, screener, news,
 * fintech, trading, recommendations) and the profile, prints them and leaves docs/benchmarks.md
 * as it is.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const CONNECTIONS = 50;
const SECONDS = 15;
const SEARCH_TERM_COUNT = 400;
const TRADING_CONCURRENCY = 20;
const SECTIONS = ['search', 'screener', 'news', 'fintech', 'trading', 'recommendations'] as const;
/** The sections asked for with --only= (all when absent). */
const only = process.argv.flatMap((arg) => (arg.startsWith('--only=') ? arg.slice('--only='.length).split(',') : []));
const unknownSection = only.find((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknownSection) throw new Error(`--only: no section ${unknownSection} (sections: ${SECTIONS.join(', ')})`);
const runs = (section: (typeof SECTIONS)[number]) => only.length === 0 || only.includes(section);
/** The database the bench creates on DATABASE_URL's server (BENCH_DATABASE overrides, so two runs can share a server). */
const BENCH_DATABASE = /^[a-z_][a-z0-9_]*$/.test(process.env.BENCH_DATABASE ?? '')
  ? process.env.BENCH_DATABASE
  : 'hissa_bench';

const config = loadConfig();
let databaseUrl: string | undefined;
if (config.databaseUrl) {
  const admin = new pg.Client({ connectionString: config.databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
  const url = new URL(config.databaseUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  databaseUrl = url.toString();
}
/** Statements sent through drizzle so far (a load's count over its requests gives statements per request). */
let statementsSent = 0;
const database = await openDatabase({
  databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: 'memory://',
  logger: { logQuery: () => (statementsSent += 1) },
});
await database.migrate();
const seeded = await seedDatabase(database.db, { scale: 1 });
console.log(`seeded ${database.kind} in ${Math.round(seeded.ms)} ms`);

// What people type: one word (3+ letters) of a real name, in English or Arabic, every 90th entry.
const nameWords = await queryRows<{ word: string }>(
  database.db,
  sql`select split_part(name, ' ', 1 + (id % 3)) as word from (
        select id, name_en as name from companies union all select id, name_ar from companies
        union all select id, name_en from service_providers union all select id, name_ar from service_providers) names
      where id % 90 = 0`,
);
const searchTerms = [...new Set(nameWords.map((row) => row.word).filter((word) => word.length >= 3))].slice(
  0,
  SEARCH_TERM_COUNT,
);

const appConfig: AppConfig = {
  ...config,
  jwtSecret: await loadJwtSecret(config),
  logLevel: 'warn',
  webDistDir: '/nonexistent',
};
const cachedApp = await buildApp({ config: { ...appConfig, searchCacheTtlMs: 60_000 }, database });
const cachedUrl = await cachedApp.listen({ port: 0, host: '127.0.0.1' });
const uncachedApp = await buildApp({ config: { ...appConfig, searchCacheTtlMs: 0 }, database });
const uncachedUrl = await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
// The bare servers: the same small JSON answer from node:http alone and from Fastify alone.
const bareHttp = http.createServer((_request, response) => {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end('{"ok":true}');
});
await new Promise<void>((resolve) => bareHttp.listen(0, '127.0.0.1', resolve));
const bareHttpUrl = `http://127.0.0.1:${(bareHttp.address() as { port: number }).port}`;
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrls = new Set([bareHttpUrl, bareUrl]);

type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Statements the app sent during the load over the requests sent (0 for the bare route). */
  statementsPerRequest: number;
};

/** Runs bench/load.ts in a child process; asynchronously, so this process keeps serving. */
async function load(url: string, requests: LoadRequest[], seconds = SECONDS): Promise<LoadResult> {
  const args = [
    '--import',
    'tsx',
    path.join(here, 'load.ts'),
    url,
    String(CONNECTIONS),
    String(seconds),
    JSON.stringify(requests),
  ];
  const statementsBefore = statementsSent;
  const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8', maxBuffer: 10_000_000 });
  const { sent, ...result } = JSON.parse(stdout) as Omit<LoadResult, 'statementsPerRequest'> & { sent: number };
  // over the requests sent: those still in flight at the end sent (some of) their statements too
  return { ...result, statementsPerRequest: (statementsSent - statementsBefore) / Math.max(1, sent) };
}

/** Every measured load of the run, by its row name: the slowest one is profiled, a run with --only prints them. */
const measured: { name: string; url: string; requests: LoadRequest[]; result: LoadResult }[] = [];
/** A measured load (SECONDS long) of `requests`, kept in `measured` under `name`. */
async function measure(name: string, url: string, requests: LoadRequest[]): Promise<LoadResult> {
  const result = await load(url, requests);
  measured.push({ name, url, requests, result });
  return result;
}

const jobsDir = mkdtempSync(path.join(os.tmpdir(), 'hissa-bench-'));
let jobFileCount = 0;
/** Runs Job[] through bench/job-runner.ts in a child process against the cached app. */
async function runJobs(jobs: Job[], concurrency: number, seconds: number): Promise<JobResult> {
  const file = path.join(jobsDir, `jobs-${(jobFileCount += 1)}.json`);
  writeFileSync(file, JSON.stringify(jobs));
  const args = [
    '--import',
    'tsx',
    path.join(here, 'job-runner.ts'),
    cachedUrl,
    String(concurrency),
    String(seconds),
    file,
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8', maxBuffer: 10_000_000 });
  return JSON.parse(stdout) as JobResult;
}

const row = (name: string, result: LoadResult) =>
  `| ${name} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${result.total} | ${result.errors + result.non2xx} | ${result.statementsPerRequest.toFixed(2)} |`;
const jobRow = (name: string, result: JobResult) =>
  `| ${name} | ${Math.round(result.perSecond)} | ${result.p50} | ${result.p99} | ${result.done} | ${Object.entries(
    result.statuses,
  )
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')} |`;
const LOAD_TABLE_HEAD = `| route | req/s | p50 ms | p99 ms | requests | errors + non-2xx | statements per request |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |`;
/** The load average (1, 5, 15 min) now, to read the numbers by: the machine may be shared. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
const loadAverageAtStart = loadAverage();

/** The report's sections, in order, each a markdown text. */
const sections: string[] = [
  `# Benchmarks

Written by \`npm run bench\` (apps/api/bench/run-bench.ts); do not edit by hand.

- When: ${new Date().toISOString()}
- Database: ${database.kind}${database.kind === 'postgres' ? ` (DATABASE_URL server, database ${BENCH_DATABASE})` : ' (in-process, one connection)'}
- Data: ${seeded.listedCompanies} listed + ${seeded.privateCompanies} private companies, ${seeded.serviceProviders} service providers, ${seeded.investors} investors
- Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average (1, 5, 15 min) ${loadAverageAtStart} at the start
- Load: autocannon in a separate process, ${CONNECTIONS} connections, ${SECONDS} s each, after 3 s warm-ups; "statements per request" counts what the app sent through drizzle during a load over the requests sent (the session's user lookup included)`,
];

await load(bareHttpUrl, [{ method: 'GET', path: '/' }], 3); // warm-up
const bareHttpResult = await measure('bare node:http', bareHttpUrl, [{ method: 'GET', path: '/' }]);
const bareFastifyResult = await measure('bare Fastify GET /bare', bareUrl, [{ method: 'GET', path: '/bare' }]);
/** A throughput as a share of bare node:http's in this run, e.g. "9.8 %". */
/** `result`'s throughput as a share of `bare`'s (bare node:http's at the start unless given), e.g. "9.8 %". */
const ofBare = (result: LoadResult, bare = bareHttpResult) =>
  `${((result.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} %`;
sections.push(`## Bare servers

The ceiling of this machine for an HTTP answer: \`{"ok":true}\` from node:http alone and from a bare Fastify
route, in the bench's process, loaded like every route below. Throughputs are given as a share of bare
node:http's; the trading reads' share is of bare node:http measured again just before them, as this VM's speed
drifts over a run (the issue's aim for the order book, profile and summary reads: at least 10 %).

${LOAD_TABLE_HEAD}
${row('bare node:http', bareHttpResult)}
${row('bare Fastify GET /bare', bareFastifyResult)}`);

if (runs('search')) {
  const SEARCH_PATH = '/public-api/company/profile/home/search-companies';
  const searchRequests: LoadRequest[] = searchTerms.map((term) => ({
    method: 'POST',
    path: SEARCH_PATH,
    body: JSON.stringify(headerSearchRequest(term)),
  }));
  await load(uncachedUrl, searchRequests, 3); // warm-up: JIT, PostgreSQL buffers, pool
  await load(cachedUrl, searchRequests, 5); // warm-up (JIT of the cached path), every term asked once
  const searchResult = await measure('search, as served (answers cached 30 s)', cachedUrl, searchRequests);
  const uncachedResult = await measure(
    'search, cache off (every request queries the database)',
    uncachedUrl,
    searchRequests,
  );
  sections.push(`## Header company search

The search cycles through ${searchTerms.length} English and Arabic words taken from real directory names (Accept-Language: ar).

${LOAD_TABLE_HEAD}
${row('search, as served (answers cached 30 s)', searchResult)}
${row('search, cache off (every request queries the database)', uncachedResult)}

As served, search throughput is **${ofBare(searchResult)}** of bare node:http's (aim: at least 5 %) and its p99 is
**${searchResult.p99} ms**. With the cache off, every request runs the search's one statement (decision 074):
**${ofBare(uncachedResult)}** of bare node:http's, p99 **${uncachedResult.p99} ms** (aim: at most 50 ms at ${CONNECTIONS} connections on PostgreSQL).
The cache holds up to 5,000 answers for SEARCH_CACHE_TTL_MS (30 s by default), keyed by language, normalised text, page,
size and sort, so a new or renamed company shows in the header search within 30 s.`);
}

if (runs('screener')) {
  // The provider screener (decision 016): no answer cache, every request queries the database.
  const screener = await screenerLoads(database.db, searchTerms);
  await load(cachedUrl, [...screener.filtered, ...screener.text], 3); // warm-up
  const screenerFilteredResult = await measure('screener, category + city filter', cachedUrl, screener.filtered);
  const screenerTextResult = await measure('screener, text search by name', cachedUrl, screener.text);
  const screenerProjectResult =
    screener.project.length > 0 ? await measure('screener, text search by project', cachedUrl, screener.project) : null;
  sections.push(`## Provider screener

Same server and database, right after the header search. GET ${'`'}sp-screener${'`'}'s call (ProviderScreenerEndpoint), 20 a page, ${CONNECTIONS} connections, ${SECONDS} s each after a
3 s warm-up, no answer cache: a typical filtered search cycles through the ${screener.filtered.length} most common category-city pairs (by name,
ascending and descending); the text search through ${screener.text.length} words of real names (English and Arabic, by relevance); the
project search through ${screener.project.length} words of seeded project titles.

${LOAD_TABLE_HEAD}
${row('screener, category + city filter', screenerFilteredResult)}
${row('screener, text search by name', screenerTextResult)}
${screenerProjectResult ? row('screener, text search by project', screenerProjectResult) : '| screener, text search by project | (the seed has no projects) | | | | | |'}`);
}

if (runs('news')) {
  // The news search (decision 029): full text over the articles and the company users' news, no answer cache.
  const newsRequests = await newsSearchLoads(database.db);
  await load(cachedUrl, newsRequests, 3); // warm-up
  const newsResult = await measure('news search, text (and category)', cachedUrl, newsRequests);
  sections.push(`## News search

Same server and database. GET ${'`'}/public-api/news/${'`'} with q (NewsListEndpoint, 12 a page), ${CONNECTIONS} connections, ${SECONDS} s after a 3 s warm-up, no
answer cache: ${newsRequests.length} words of seeded headlines (English and Arabic), every third also narrowed to private companies,
each matched with the english and arabic full-text configurations and the headline trigram index over ${seeded.newsArticles} newsroom
articles and the company users' news.

${LOAD_TABLE_HEAD}
${row('news search, text (and category)', newsResult)}`);
}

if (runs('fintech')) {
  // The fintech screener (decision 031): typed filters over the directory and its rounds, no answer cache.
  const fintechScreener = await fintechScreenerLoads(database.db);
  await load(cachedUrl, [...fintechScreener.companies, ...fintechScreener.rounds], 3); // warm-up
  const fintechCompaniesResult = await measure(
    'fintech screener, companies (basic search)',
    cachedUrl,
    fintechScreener.companies,
  );
  const fintechRoundsResult = await measure(
    'fintech screener, rounds (funding search)',
    cachedUrl,
    fintechScreener.rounds,
  );
  sections.push(`## Fintech screener

Same server and database. The fintech hub's screener (decision 031) over ${fintechScreener.companyCount} fintechs and their ${fintechScreener.roundCount} rounds,
20 a page, ${CONNECTIONS} connections, ${SECONDS} s each after a 3 s warm-up, no answer cache. Basic search (GET ${'`'}fintech-search${'`'}):
${fintechScreener.companies.length} category-country pairs (most common first), each with a stage ${'`'}in${'`'} and a total-funding ${'`'}between${'`'}, sorted by
raised, total, name or announced date in turn. Funding search (GET ${'`'}filter-funding-rounds${'`'}): ${fintechScreener.rounds.length} investor words (${'`'}contains${'`'}),
each with a category and one year's announced-date ${'`'}between${'`'}, latest first.

${LOAD_TABLE_HEAD}
${row('fintech screener, companies (basic search)', fintechCompaniesResult)}
${row('fintech screener, rounds (funding search)', fintechRoundsResult)}`);
}

if (runs('trading')) {
  const trading = await runTradingBench({
    db: database.db,
    tokenKey: sessionKey(appConfig.jwtSecret),
    runJobs,
    concurrency: TRADING_CONCURRENCY,
    seconds: SECONDS,
  });
  const depthRequests: LoadRequest[] = trading.companyIds.map((id) => ({
    method: 'GET',
    path: `/public-api/company/profile/market-depth-orders/${id}`,
  }));
  const offersRequests: LoadRequest[] = trading.companyIds.map((companyId) => ({
    method: 'POST',
    path: '/public-api/company/profile/all-active-offers',
    body: JSON.stringify({ companyId, page: 0, size: 50 }),
  }));
  const profileRequests: LoadRequest[] = trading.companyIds.map((id) => ({
    method: 'GET',
    path: `/public-api/company/profile/company-content/${id}`,
  }));
  const summaryRequests: LoadRequest[] = [
    {
      method: 'GET',
      path: '/common-api/shareholdings/get-user-order-summary',
      authorization: trading.bidderAuthorization,
    },
  ];
  // The planner's statistics as autovacuum would leave them after the scenario's thousands of new
  // rows (this machine's PostgreSQL runs with autovacuum off): with the seed's statistics it
  // re-plans the order summary on every call, 0.4 ms of a 0.6 ms statement (decision 068).
  await database.db.execute(sql`analyze`);
  await load(cachedUrl, [...depthRequests, ...offersRequests, ...profileRequests, ...summaryRequests], 3); // warm-up
  const reads: [string, string, LoadRequest[]][] = [
    ['market depth GET market-depth-orders/{companyId}', 'market depth', depthRequests],
    ['open offers POST all-active-offers {companyId}', 'open offers', offersRequests],
    ['company profile GET company-content/{companyId}', 'company profile', profileRequests],
    ['signed-in order summary GET get-user-order-summary (a bidder)', 'signed-in order summary', summaryRequests],
  ];
  const bareAgain = await measure('bare node:http, before the reads', bareHttpUrl, [{ method: 'GET', path: '/' }]);
  const readRows = [`${row('bare node:http, just before these reads', bareAgain)} 100 % |`];
  for (const [label, name, requests] of reads) {
    const result = await measure(name, cachedUrl, requests);
    readRows.push(`${row(label, result)} ${ofBare(result, bareAgain)} |`);
  }
  sections.push(`## Trading

Same server and database, after the search runs. ${TRADING_BENCH.sellers} shareholders each offer ${TRADING_BENCH.sharesPerSeller.toLocaleString('en')} shares of
their own companies (${trading.companyIds.length} public offers at ${TRADING_BENCH.price} SAR, partial execution allowed). Then ${TRADING_BENCH.bidders} investors place
distinct bids (${TRADING_BENCH.bidQuantity} shares each, one per investor and offer) with ${TRADING_CONCURRENCY} calls in flight for ${SECONDS} s, calls running together
hitting different offers; then the sellers accept those bids (each acceptance locks the offer row, checks the seller's
holding, executes a trade and writes the audit log, in one transaction), ${TRADING_CONCURRENCY} in flight for up to ${SECONDS} s. A separate
process (bench/job-runner.ts) makes the calls, each one distinct, so the rates are of real work, not of refusals.

| step | per second | p50 ms | p99 ms | calls | answers |
| --- | ---: | ---: | ---: | ---: | --- |
${jobRow('bids placed (POST shares-bid-request)', trading.bidding)}
${jobRow('bids accepted, trades executed (POST accept-trade/bid)', trading.accepting)}

The order book and the company profile read on those ${trading.companyIds.length} companies, whose books now hold the bids and trades above, and a bidder's order summary (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, after \`ANALYZE\`, as autovacuum would run it after those writes, and a 3 s warm-up of all four):

| route | req/s | p50 ms | p99 ms | requests | errors + non-2xx | statements per request | of bare node:http |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${readRows.join('\n')}`);
}

if (runs('recommendations')) {
  const recommendations = await runRecommendationBench({
    db: database.db,
    tokenKey: sessionKey(appConfig.jwtSecret),
    runJobs,
    concurrency: TRADING_CONCURRENCY,
    seconds: SECONDS,
  });
  sections.push(`## Top-5 recommendations

Same server and database. ${RECOMMENDATION_BENCH.buyers} buyers post requirements through the wizard's call (POST service-requirements: the hard
filters over the ${seeded.serviceProviders} providers, the candidates' facts in one query, the score, and the top 5 stored in the same
transaction as the requirement), cycling through the ${recommendations.classes} ISIC classes the seeded providers have (those with
fewer than 5 providers fall back to their category: ${(recommendations.fallbackShare * 100).toFixed(0)}% of the posts), 20 cities and the 22 industry groups,
${TRADING_CONCURRENCY} calls in flight for ${SECONDS} s (bench/job-runner.ts); then they read those requirements' recommendations pages
(GET .../recommendations, which reads the facts behind the breakdown of the 5 stored providers).

The candidate query and the score alone, one call at a time over the same classes (in-process, ${recommendations.direct.calls} calls after a
warm-up round): p50 **${recommendations.direct.p50} ms**, p99 **${recommendations.direct.p99} ms**, max ${recommendations.direct.max} ms, for a median of
${recommendations.direct.medianCandidates} candidates and at most ${recommendations.direct.maxCandidates} per call.

| step | per second | p50 ms | p99 ms | calls | answers |
| --- | ---: | ---: | ---: | ---: | --- |
${jobRow('requirement posted, top 5 computed and stored', recommendations.posting)}
${jobRow('recommendations page read with why recommended', recommendations.reading)}`);
}

// The slowest route by p99 (the bare route aside) is loaded once more with the CPU profiler on.
const slowest = measured
  .filter((entry) => !bareUrls.has(entry.url))
  .reduce<(typeof measured)[number] | undefined>(
    (worst, entry) => (worst && worst.result.p99 >= entry.result.p99 ? worst : entry),
    undefined,
  );
if (slowest) {
  let profiledResult: LoadResult | undefined;
  const profile = await profileDuring(async () => {
    profiledResult = await load(slowest.url, slowest.requests);
  });
  sections.push(`## CPU profile of the slowest route

The route with the highest p99 above, **${slowest.name}** (p99 ${slowest.result.p99} ms), loaded again for ${SECONDS} s (${CONNECTIONS} connections) with V8's CPU
profiler sampling this process every millisecond (bench/cpu-profile.ts): the API serves from the bench's process, so the
samples are the server's work. ${profiledResult ? `This load: ${Math.round(profiledResult.requestsPerSecond)} req/s, p99 ${profiledResult.p99} ms (the profiler costs some).` : ''}
Load average (1, 5, 15 min) at the end: ${loadAverage()}.

${profileMarkdown(profile)}`);
}
await cachedApp.close();
await uncachedApp.close();
await bare.close();
bareHttp.close();
await database.close();

const report = sections.join('\n\n');
if (only.length > 0) {
  console.log(report);
  console.log(`(--only=${only.join(',')}: docs/benchmarks.md left as it was)`);
  process.exit(0);
}
const benchmarksFile = path.join(repoRoot, 'docs/benchmarks.md');
// The sections written by `npm run lighthouse` (decision 034) and `npm run bench:meetings` (decision 037): kept as they are.
const previous = existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : '';
const keptSections = [
  /<!-- meetings:start -->[\s\S]*<!-- meetings:end -->/,
  /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/,
]
  .map((markers) => markers.exec(previous)?.[0])
  .filter((section) => section !== undefined);
// formatted as the rest of the repository (the lint step checks it with prettier)
const style = (await prettier.resolveConfig(benchmarksFile)) ?? {};
writeFileSync(
  benchmarksFile,
  await prettier.format([report.trimEnd(), ...keptSections].join('\n\n') + '\n', {
    ...style,
    filepath: benchmarksFile,
  }),
);
console.log(report);
