import { mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Environment variable naming the API server bundled for this run (bundleServer, set by
 * support/run-tests.ts): support/app-server.ts starts it with plain node. Unset, as when one
 * test file runs alone, the server starts from its TypeScript sources through tsx.
 */
export const SERVER_BUNDLE_VARIABLE = 'HISSA_E2E_SERVER_BUNDLE';

/**
 * Bundles apps/api/src/server.ts and the TypeScript it imports (the API's own code and
 * @hissa/contracts) into one ES module, with a source map, in a folder of its own under
 * apps/api/node_modules/.cache, so that the packages it leaves out resolve as from apps/api.
 * Returns the bundle's path and a function removing its folder. Decision 080: a run starts
 * about 47 servers, and loading the sources through tsx's hooks cost each start about 2 CPU-s
 * more than this bundle (about 3 for the whole machine), on a CI machine whose two cores the
 * browser tests keep busy.
 *
 * The code is what tsx would run: the same esbuild transform, with three differences that
 * change nothing a test sees: packages (and Node's modules) are left to node, except JSON,
 * which tsx lets a module import without an import attribute; each module's `import.meta.url`
 * is its own source file's URL, so the paths the API finds from it (migrations, fonts,
 * reference data, the meeting SFU's process, the repository root) stay the same; and
 * dynamic imports of the API's own modules are inlined and run when first called.
 */
export async function bundleServer(): Promise<{ file: string; remove: () => void }> {
  const folder = path.join(repoRoot, 'apps/api/node_modules/.cache', `e2e-server-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'server.mjs');
  await build({
    entryPoints: [path.join(repoRoot, 'apps/api/src/server.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-from-node-and-own-urls',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@hissa/') || args.path.endsWith('.json')
              ? undefined
              : { path: args.path, external: true },
          );
          bundle.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
