import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { SELFIE_SEGMENTATION_PATH } from '../src/features/meetings/media/selfie-segmentation-path';

/** The package's own folder (node_modules/@mediapipe/selfie_segmentation). */
const packageDir = path.dirname(createRequire(import.meta.url).resolve('@mediapipe/selfie_segmentation/package.json'));

/** Files the segmenter loads at run time: its script, the wasm builds (SIMD or not), the graph and the models. */
const RUNTIME_FILE = /\.(js|wasm|data|binarypb|tflite)$/;

/**
 * Background blur and replacement (decision 039) run @mediapipe/selfie_segmentation, whose
 * script, wasm and model files are loaded by path at run time. This plugin serves them from
 * our own origin, never a CDN: `vite build` copies them into the build under
 * SELFIE_SEGMENTATION_PATH (the package version is in that path, so the API caches them as
 * immutable assets), and `vite` (dev) serves the same path from node_modules.
 */
export function selfieSegmentationAssets(): Plugin {
  const files = fs.readdirSync(packageDir).filter((name) => RUNTIME_FILE.test(name));
  const prefix = SELFIE_SEGMENTATION_PATH.replace(/^\//, '');
  return {
    name: 'selfie-segmentation-assets',
    generateBundle() {
      for (const name of files)
        this.emitFile({
          type: 'asset',
          fileName: `${prefix}${name}`,
          source: fs.readFileSync(path.join(packageDir, name)),
        });
    },
    configureServer(server) {
      server.middlewares.use(SELFIE_SEGMENTATION_PATH, (request, response, next) => {
        const name = path.basename(request.url ?? '');
        if (!files.includes(name)) return next();
        response.setHeader('content-type', name.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream');
        fs.createReadStream(path.join(packageDir, name)).pipe(response);
      });
    },
  };
}
