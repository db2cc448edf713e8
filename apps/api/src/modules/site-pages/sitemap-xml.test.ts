import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_INDEXED_PATHS } from '@hissa/contracts/site-pages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* /sitemap.xml (decision 027): served before the SPA fallback, the public pages then company profiles. */

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('GET /sitemap.xml', () => {
  it('lists the public pages and company profile pages as absolute URLs', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    for (const path of PUBLIC_INDEXED_PATHS) expect(locations).toContain(`${harness.config.appUrl}${path}`);
    expect(locations.some((url) => /\/company-profile-detail-view\/[^/]+-\d+$/.test(url))).toBe(true);
    expect(locations.every((url) => url.startsWith(harness.config.appUrl))).toBe(true);
  });
});
