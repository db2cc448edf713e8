import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsroomArticle } from '@hissa/contracts/news/news-articles';
import { CreateArticleEndpoint } from '@hissa/contracts/news-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* Article pages answer index.html with their Open Graph tags, escaped (decision 029). */

let harness: TestApp;
let webDistDir: string;
const INDEX_HTML = '<!doctype html><html><head><title>Hissa</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hissa-news-web-'));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  harness = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await harness?.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

describe('link previews of articles', () => {
  it('injects the headline and summary in the reader’s language, escaped, and leaves other pages as built', async () => {
    const created = await harness.app.inject({
      method: 'POST',
      url: CreateArticleEndpoint.path,
      headers: await loginAs(harness.app, USER_TYPES.admin),
      payload: {
        titleEn: 'Quotes "here" & <script>alert(1)</script>',
        titleAr: 'عنوان المعاينة',
        summaryEn: "It's a summary",
        summaryAr: 'ملخص المعاينة',
        bodyEn: '<p>Body</p>',
        bodyAr: '<p>نص</p>',
        category: 'fintech',
        kind: 'news',
        status: 'published',
      },
    });
    const { id } = created.json<{ data: NewsroomArticle }>().data;
    const page = await harness.app.inject({ url: `/news/article/${id}`, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(
      '<meta property="og:title" content="Quotes &#34;here&#34; &#38; &#60;script&#62;alert(1)&#60;/script&#62;">',
    );
    expect(page.body).toContain('<meta property="og:description" content="It&#39;s a summary">');
    expect(page.body).not.toContain('<script>alert(1)');
    const arabic = await harness.app.inject({ url: `/media-hub/article/${id}`, headers: { 'accept-language': 'ar' } });
    expect(arabic.body).toContain('<meta property="og:title" content="عنوان المعاينة">');
    expect(arabic.body).toContain(`/media-hub/article/${id}"`);
    for (const url of ['/news/article/99999999', '/news/article/abc', '/news/all'])
      expect((await harness.app.inject({ url })).body, url).toBe(INDEX_HTML);
  });
});
