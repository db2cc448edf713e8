import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES } from '@hissa/contracts/http/endpoint';

/** Page areas behind sign-in or about signing in: nothing there for a search engine. */
const PRIVATE_PAGE_PREFIXES = ['/dashboard', '/admin', '/auth'] as const;

/**
 * The body of /robots.txt (decision 025): every crawler may read the public pages; the
 * signed-in areas, the sign-in pages and the API are disallowed. The Sitemap line points at
 * `${appUrl}/sitemap.xml` (decision 027; the protocol wants an absolute URL).
 */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PAGE_PREFIXES, ...API_PREFIXES].map((prefix) => `Disallow: ${prefix}`),
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt: robotsTxt as text/plain, cached for an hour. Registered before the SPA fallback. */
export const robotsTxtRoutes: FastifyPluginAsync<{ appUrl: string }> = async (app, { appUrl }) => {
  const body = robotsTxt(appUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
  );
};
