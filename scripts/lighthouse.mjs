#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) in
// Debian Chromium over the first load of the pages a visitor meets first, in English and Arabic,
// the median of 3 runs each; writes the table between the lighthouse markers of
// docs/benchmarks.md (decision 034). Not part of `npm test`.
//
// It measures a running server with a production build:
//   npm run build -w apps/web && PORT=3000 npm start -w apps/api     (in one terminal)
//   npm run lighthouse                                                (in another)
// Options (npm run lighthouse -- --runs 1 ...): --base-url (default http://localhost:3000; give it
// twice to measure two servers, such as the same build over HTTPS with HTTP/2 and over plain
// HTTP/1.1, decision 061), --chrome (default /usr/bin/chromium), --runs (default 3), --pages
// "home,login" to measure only those, --print to print the section instead of writing it.
// An https:// server may use the test certificate of apps/api/src/test/tls: Chromium is told to
// accept it (TLS_CERT_FILE=apps/api/src/test/tls/localhost-cert.pem
// TLS_KEY_FILE=apps/api/src/test/tls/localhost-key.pem PORT=3443 npm start -w apps/api).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as prettier from 'prettier';
import puppeteer from 'puppeteer-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    'base-url': { type: 'string', multiple: true, default: ['http://localhost:3000'] },
    chrome: { type: 'string', default: '/usr/bin/chromium' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    print: { type: 'boolean', default: false },
  },
});
const baseUrls = options['base-url'].map((url) => url.replace(/\/$/, ''));
const chromePath = options.chrome;
const runs = Number(options.runs);
const shouldWrite = !options.print;

/** The pages measured: the seeded demo's first listed company (Riyad Bank, id 1) for the profile and order book. */
const PAGES = [
  { name: 'home', path: '/home' },
  { name: 'companies', path: '/companies' },
  { name: 'company profile', path: '/company-profile-detail-view/riyad-bank-1' },
  { name: 'order book', path: '/view-order-book/1' },
  { name: 'login', path: '/auth/login' },
];
const LANGUAGES = ['en', 'ar'];
const wantedPages = options.pages?.split(',').map((name) => name.trim());
/** A run that fails (no paint recorded, a protocol error) is tried again, up to this many times in all. */
const MAX_ATTEMPTS_PER_RUN = 3;
/** The web app's localStorage key of the chosen language (apps/web/src/i18n/i18n.ts). */
const LANGUAGE_STORAGE_KEY = 'hissa.language';
const SECTION_START = '<!-- lighthouse:start -->';
const SECTION_END = '<!-- lighthouse:end -->';

/**
 * One Lighthouse run of `url` in a fresh Chromium profile (empty HTTP cache) whose stored
 * language is `language`: the language is written from /robots.txt, which loads no asset, and
 * Lighthouse is told not to reset storage (it would clear the language too).
 */
async function measure(url, language) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // the test certificate (apps/api/src/test/tls) is self-signed
      ...(url.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate(
      ([key, value]) => globalThis.localStorage.setItem(key, value),
      [LANGUAGE_STORAGE_KEY, language],
    );
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    await browser.disconnect();
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Bytes of scripts and style sheets on the wire (after compression) in a run. */
function scriptAndStyleBytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'script' || item.resourceType === 'stylesheet')
    .reduce((sum, item) => sum + item.transferSize, 0);
}

/**
 * Bytes on the wire of the scripts and style sheets asked for before the largest paint (as the
 * run observed it, unthrottled): what the first paint waited for or competed with; the rest is
 * what the page fetches after it (the header's drawer, notifications, the server's messages).
 */
function scriptAndStyleBytesBeforeLcp(lhr) {
  const lcpMs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet')
    .filter((item) => item.networkRequestTime < lcpMs)
    .reduce((sum, item) => sum + item.transferSize, 0);
}

/** The protocol the page itself came over ('h2', 'http/1.1'), as the network log names it. */
function documentProtocol(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const document = items.find((item) => item.resourceType === 'Document');
  return document?.protocol ?? 'unknown';
}

/** The figures of the median run (by performance score, as Lighthouse's own computeMedianRun). */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcpSeconds: audit('first-contentful-paint') / 1000,
    lcpSeconds: audit('largest-contentful-paint') / 1000,
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    kib: scriptAndStyleBytes(lhr) / 1024,
    kibBeforeLcp: scriptAndStyleBytesBeforeLcp(lhr) / 1024,
    protocol: documentProtocol(lhr),
  };
}

/** The short commit the measured working tree is at, or "unknown". */
function commitName() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** One run that recorded a first paint; failed attempts are logged and tried again. */
async function measureOnce(url, language) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await measure(url, language);
    loadAverages.push(os.loadavg()[0]);
    if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    if (!lhr.runtimeError && lhr.audits['first-contentful-paint']?.numericValue !== undefined) return lhr;
    console.warn(`${url} (${language}): attempt ${attempt} failed: ${lhr.runtimeError?.code ?? 'no first paint'}`);
    if (attempt >= MAX_ATTEMPTS_PER_RUN) throw new Error(`${url} (${language}) failed ${attempt} times`);
  }
}

/** The machine's state during the runs: 1-minute load averages and Lighthouse's CPU benchmark index. */
const loadAverages = [];
const benchmarkIndexes = [];

const rows = [];
for (const baseUrl of baseUrls) {
  for (const page of PAGES.filter((entry) => !wantedPages || wantedPages.includes(entry.name))) {
    for (const language of LANGUAGES) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measureOnce(`${baseUrl}${page.path}`, language));
      const median = summarise(computeMedianRun(results));
      rows.push({ ...page, language, ...median });
      console.log(
        `${page.name} (${language}, ${median.protocol}): performance ${median.performance}, ` +
          `FCP ${median.fcpSeconds.toFixed(1)} s, LCP ${median.lcpSeconds.toFixed(1)} s, TBT ${median.tbtMs.toFixed(0)} ms, ` +
          `CLS ${median.cls.toFixed(3)}, JS+CSS ${median.kib.toFixed(0)} KiB (${median.kibBeforeLcp.toFixed(0)} before the largest paint)`,
      );
    }
  }
}

const table = [
  '| page | language | protocol | performance | FCP s | LCP s | TBT ms | CLS | JS + CSS on the wire, KiB | of which before the largest paint, KiB |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.name} (\`${row.path}\`) | ${row.language} | ${row.protocol} | ${row.performance} | ` +
      `${row.fcpSeconds.toFixed(1)} | ${row.lcpSeconds.toFixed(1)} | ${row.tbtMs.toFixed(0)} | ${row.cls.toFixed(3)} | ` +
      `${row.kib.toFixed(0)} | ${row.kibBeforeLcp.toFixed(0)} |`,
  ),
].join('\n');

const section = `${SECTION_START}
## Web first load (Lighthouse)

Written by \`npm run lighthouse\` (scripts/lighthouse.mjs); do not edit by hand. Budget and aims
(decision 034): JS + CSS of a first load at most 200 KiB on the wire, performance at least 90,
LCP at most 2.5 s, CLS at most 0.1. "On the wire" counts every script and style sheet of the run, those the
page fetches once it has painted included; the last column counts those asked for before the largest paint.

- When: ${new Date().toISOString()}, commit ${commitName()}
- Lighthouse ${lighthouseVersion()} mobile preset (simulated slow 4G, 4× CPU slowdown), ${path.basename(chromePath)}
  headless, a fresh profile (empty cache) per run, median of ${runs} runs
- Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; servers: ${baseUrls.join(', ')}
- Load during the runs: 1-minute load average ${range(loadAverages, 1)}, Lighthouse CPU benchmark index
  ${range(benchmarkIndexes, 0)} (a quiet desktop scores about 1,000-2,000; Lighthouse multiplies the CPU
  time it observes by 4, so a busy machine inflates every figure below)

${table}
${SECTION_END}`;

/** "min-max" of `values` with `digits` decimals, or "not recorded". */
function range(values, digits) {
  if (values.length === 0) return 'not recorded';
  const format = (value) => value.toFixed(digits);
  return `${format(Math.min(...values))}-${format(Math.max(...values))}`;
}

/** The installed Lighthouse's version. */
function lighthouseVersion() {
  const manifest = path.join(repoRoot, 'node_modules/lighthouse/package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

if (shouldWrite) {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = readFileSync(file, 'utf8');
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + SECTION_END.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  // Formatted as the rest of the repository (the lint step checks it with prettier).
  const style = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...style, filepath: file }));
  console.log(`\nWritten to ${path.relative(repoRoot, file)}.`);
} else {
  console.log(`\n${section}`);
}
