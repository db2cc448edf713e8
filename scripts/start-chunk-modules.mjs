#!/usr/bin/env node
// `npm run first-load:modules`: what the web's first-load chunks are made of (decision 045).
// Builds apps/web (its own vite.config.ts) into a scratch folder with one extra plugin that reads
// Rolldown's chunk metadata, then prints, for each chunk index.html loads (the entry and its
// static imports), the size of its modules after tree-shaking grouped by package (node_modules
// packages by name, the app's own files by folder), largest first. Sizes are of each module's
// code as rendered into the chunk, before minification and compression: they compare parts with
// each other, not with the brotli budget that `npm run first-load` checks. Options: --top N (default 40) rows per chunk, --files to list
// single modules instead of packages.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(repoRoot, 'apps/web');
const { values: options } = parseArgs({
  options: { top: { type: 'string', default: '40' }, files: { type: 'boolean', default: false } },
});
const top = Number(options.top);

/** A module id as a group: `zod`, `@mantine/core`, or the app file's folder (`apps/web/src/lib`). */
function groupOf(id) {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (options.files) return path.relative(repoRoot, clean);
  if (packageMatch) return packageMatch[1];
  return path.relative(repoRoot, path.dirname(clean));
}

/** The chunks of the first load: the entry and, transitively, its static imports. */
function firstLoadChunks(bundle) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wanted = new Set();
  const visit = (chunk) => {
    if (!chunk || wanted.has(chunk)) return;
    wanted.add(chunk);
    for (const imported of chunk.imports) visit(byName.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return [...wanted];
}

const report = {
  name: 'first-load-modules',
  generateBundle(_options, bundle) {
    for (const chunk of firstLoadChunks(bundle)) {
      const groups = new Map();
      for (const [id, info] of Object.entries(chunk.modules)) {
        const group = groupOf(id);
        groups.set(group, (groups.get(group) ?? 0) + info.renderedLength);
      }
      const total = [...groups.values()].reduce((sum, bytes) => sum + bytes, 0);
      console.log(`\n${chunk.fileName}: ${(total / 1024).toFixed(1)} KiB before minification, ${groups.size} groups`);
      const rows = [...groups.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
      for (const [group, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KiB  ${group}`);
    }
  },
};

const outDir = mkdtempSync(path.join(os.tmpdir(), 'hissa-first-load-'));
try {
  await build({
    root: webRoot,
    configLoader: 'runner',
    logLevel: 'warn',
    plugins: [report],
    build: { outDir, emptyOutDir: true },
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
