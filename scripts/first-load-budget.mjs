#!/usr/bin/env node
// `npm run first-load`: the web's first-load budget (decision 034). The scripts and style sheets
// the built index.html loads before any page chunk (module scripts, module preloads, style
// sheets), as sent brotli-compressed (the build's .br copies, which the API serves), at most 200 KiB. Reads apps/web/dist, or the dist folder given as the
// first argument; prints each file and exits with 1 above the budget. A page's own chunks and
// texts, fetched on demand, are not counted here: `npm run lighthouse` measures whole pages.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_KIB = 200;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/web/dist'));
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');

/** Bytes of a built file on the wire: its brotli copy when the build made one, else the file. */
function wireBytes(file) {
  const full = path.join(distDir, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

/** The /assets/ files index.html names in script src, modulepreload and stylesheet links. */
const files = [
  ...new Set(
    [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1],
    ),
  ),
];
const rows = files.map((file) => ({ file, bytes: wireBytes(file) })).sort((a, b) => b.bytes - a.bytes);
const totalKib = rows.reduce((sum, row) => sum + row.bytes, 0) / 1024;
for (const row of rows) console.log(`${(row.bytes / 1024).toFixed(1).padStart(8)} KiB  ${row.file}`);
console.log(`First load: ${totalKib.toFixed(1)} KiB brotli in ${rows.length} files; budget ${BUDGET_KIB} KiB.`);
if (totalKib > BUDGET_KIB) {
  console.error(`Over the first-load budget by ${(totalKib - BUDGET_KIB).toFixed(1)} KiB (decision 034).`);
  process.exit(1);
}
