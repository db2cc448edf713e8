import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_PREFIXES } from '@hissa/contracts/http/endpoint';
import { sendRouteNotFound } from './errors.ts';

/** What a page tells link previews (Open Graph): title, description, image path, the page's own path. */
export type PageMeta = { title: string; description: string; imagePath: string | null; path: string };

/** The Open Graph meta of the page a GET asks for, or null for a page without its own (index.html as built). */
export type PageMetaSource = (request: FastifyRequest) => Promise<PageMeta | null>;

/** `value` safe inside a double-quoted HTML attribute. */
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** index.html with Open Graph and Twitter card meta tags for `meta` before </head>; every value escaped. */
export function withPageMeta(html: string, meta: PageMeta, appUrl: string): string {
  const tags = [
    ['og:type', 'article'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', `${appUrl}${meta.path}`],
    ...(meta.imagePath ? [['og:image', `${appUrl}${meta.imagePath}`]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content ?? '')}">`)
    .concat(
      `<meta name="twitter:card" content="${meta.imagePath ? 'summary_large_image' : 'summary'}">`,
      `<meta name="description" content="${escapeAttribute(meta.description)}">`,
    )
    .join('');
  return html.replace('</head>', `${tags}</head>`);
}

/** Files whose names carry a content hash (Vite's dist/assets): a new build gives them new names. */
export const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so browsers revalidate it on every load (ETag, 304). */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Other files of the build's root (favicon.svg): stable names, so an hour at most. */
const ROOT_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** The Cache-Control of a file of the web build, by its path on disk (maybe its .br or .gz sibling). */
function cacheControlOf(assetsDir: string, filePath: string): string {
  if (filePath.startsWith(assetsDir)) return HASHED_ASSETS_CACHE_CONTROL;
  return /index\.html(\.br|\.gz)?$/.test(filePath) ? PAGE_CACHE_CONTROL : ROOT_FILE_CACHE_CONTROL;
}

/**
 * The web app (apps/web/dist, decision 025) when `webDistDir` holds a build: its files, the
 * brotli or gzip copy the build wrote beside each text file when the browser accepts it
 * (Content-Encoding and `Vary: Accept-Encoding`), hashed assets cached for a year and
 * immutable, index.html revalidated. Every other GET outside the API prefixes answers with
 * index.html (the SPA fallback: the web app shows page-not-found itself for unknown pages); API
 * paths, other methods, and everything when there is no build answer the JSON 404 envelope.
 * Pages `pageMeta` knows (an article, decision 029) get index.html with their Open Graph tags
 * (withPageMeta), so link previews show the article without running the app.
 */
export const webAppPlugin = fp<{ webDistDir: string; pageMeta?: PageMetaSource; appUrl?: string }>(
  async (app, { webDistDir, pageMeta, appUrl = '' }) => {
    const hasWebApp = fs.existsSync(path.join(webDistDir, 'index.html'));
    if (hasWebApp) {
      const assetsDir = path.join(path.resolve(webDistDir), 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlOf(assetsDir, filePath));
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      if (isApi || !hasWebApp || request.method !== 'GET') return sendRouteNotFound(request, reply);
      const meta = pageMeta ? await pageMeta(request) : null;
      if (meta) {
        const html = await fs.promises.readFile(path.join(webDistDir, 'index.html'), 'utf8');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', PAGE_CACHE_CONTROL)
          .send(withPageMeta(html, meta, appUrl));
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
