import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { companyProfileSlug } from '@hissa/contracts/companies';
import { PUBLIC_INDEXED_PATHS, SITEMAP_MAX_URLS } from '@hissa/contracts/site-pages';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The sitemap protocol document: the public pages (PUBLIC_INDEXED_PATHS), then company profile
 * pages by id, SITEMAP_MAX_URLS in all; `appUrl` is the site's origin without a trailing slash.
 */
export async function sitemapXml(db: Db, appUrl: string): Promise<string> {
  const rows = await db
    .select({ id: companies.id, nameEn: companies.nameEn })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(SITEMAP_MAX_URLS - PUBLIC_INDEXED_PATHS.length);
  const paths = [
    ...PUBLIC_INDEXED_PATHS,
    ...rows.map((row) => `/company-profile-detail-view/${encodeURIComponent(companyProfileSlug(row.nameEn, row.id))}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeXml(`${appUrl}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /sitemap.xml (decision 027): application/xml, cached for an hour. Registered before the SPA fallback. */
export const sitemapRoutes: FastifyPluginAsync<{ db: Db; appUrl: string }> = async (app, { db, appUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(db, appUrl)),
  );
};
