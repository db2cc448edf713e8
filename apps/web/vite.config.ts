import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { API_PREFIXES } from '@hissa/contracts/http/endpoint';
import { hoistTransitiveImports } from './build/hoist-transitive-imports';
import { selfieSegmentationAssets } from './build/selfie-segmentation-assets';

/** The API's development address; every API prefix is proxied there so the app runs same-origin. */
const API_ORIGIN = 'http://localhost:3000';

/** Same-origin API calls in `vite` (dev) and `vite preview` go to the API server. */
const apiProxy = Object.fromEntries(API_PREFIXES.map((prefix) => [prefix.replace(/\/$/, ''), { target: API_ORIGIN }]));

// The folder of this file, so `vite build` lands in apps/web/dist whatever the working directory.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * Text files of the build are also written brotli- and gzip-compressed beside the original
 * (app.js.br, app.js.gz); the API serves them to browsers that accept them (decision 025).
 */
const preCompression = compression({
  include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
  algorithms: ['brotliCompress', 'gzip'],
  logLevel: 'silent',
});

/**
 * react-router's production build. Its package exports only the development build, whose dev
 * warnings stay on in production (remix-run/react-router#14102); the production files are the
 * same code with them off, so the minifier drops them.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: webRoot,
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [react(), selfieSegmentationAssets(), hoistTransitiveImports(), preCompression],
  build: {
    outDir: 'dist',
    // No <link rel="modulepreload"> per dependency before each page's import: the browser finds
    // the same files in the chunk's imports, and home's LCP over HTTP/2 fell from about 3.4 s to
    // 2.9-3.0 s without the 70 link elements (decision 061). Code-split CSS still loads first.
    modulePreload: false,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one chunk: the first load is a few
        // files instead of ~120 small ones, each with ~1 KB of response headers (decision 034).
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
