import { eq, sql } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl, type Endpoint } from '@hissa/contracts/http/endpoint';
import {
  NEWS_CATEGORIES,
  NEWS_COVER_MAX_BYTES,
  type NewsArticle,
  type NewsCardPage,
  type NewsCard,
  type NewsroomArticle,
  type SaveArticle,
} from '@hissa/contracts/news/news-articles';
import {
  CompanyNewsListEndpoint,
  CreateArticleEndpoint,
  LatestNewsEndpoint,
  NewsDetailEndpoint,
  NewsListEndpoint,
  NewsroomArticleEndpoint,
  NewsroomListEndpoint,
  NewsSearchCompaniesEndpoint,
  ProviderNewsListEndpoint,
  SearchCompanyWithPaginationEndpoint,
  SearchNewsEndpoint,
  SearchProfilesPublicEndpoint,
  TrendingNewsEndpoint,
  UpdateArticleEndpoint,
  UploadArticleCoverEndpoint,
} from '@hissa/contracts/news-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { companyNews } from '../../db/schema/company-content.ts';
import { newsArticleReads, newsArticles } from '../../db/schema/news.ts';
import { queryRows } from '../../db/query-rows.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { samplePng } from '../files/sample-files.ts';

/*
 * News reading and the newsroom (decision 029) through the HTTP layer: the spec's news calls and
 * the company searches beside them, categories, dates, Arabic full-text search, trending counted
 * per day, the newsroom's permissions, sanitiser, schedule, covers and bad input.
 */

type Headers = { authorization: string };
let harness: TestApp;
let admin: Headers;
let companyUser: Headers;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
  companyUser = await loginAs(harness.app, USER_TYPES.company);
});
afterAll(async () => harness?.close());

async function call(
  endpoint: Endpoint,
  options: {
    headers?: Headers;
    params?: Record<string, unknown>;
    body?: unknown;
    query?: Record<string, unknown>;
    language?: string;
  } = {},
) {
  return harness.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, options.params, options.query),
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

const article = (overrides: Partial<SaveArticle> = {}): SaveArticle => ({
  titleEn: 'Riyadh logistics start-up raises a seed round',
  titleAr: 'شركة لوجستية ناشئة في الرياض تجمع جولة تأسيس',
  summaryEn: 'The round will fund new warehouses.',
  summaryAr: 'ستموّل الجولة مستودعات جديدة.',
  bodyEn: '<p>The company will open two warehouses.</p>',
  bodyAr: '<p>ستفتتح الشركة مستودعين.</p>',
  category: 'funding',
  kind: 'news',
  status: 'published',
  ...overrides,
});

async function publish(overrides: Partial<SaveArticle> = {}): Promise<NewsroomArticle> {
  const response = await call(CreateArticleEndpoint, { headers: admin, body: article(overrides) });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: NewsroomArticle }>().data;
}

const cardsOf = (response: { json: <T>() => T }) => response.json<NewsCardPage>();

describe('reading the news', () => {
  it('lists the seeded archive latest first, every category of the News screen with something in it', async () => {
    const page = cardsOf(await call(NewsListEndpoint, { query: { size: 50 } }));
    expect(page.total).toBeGreaterThan(20);
    const dates = page.data.map((card) => card.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const category of NEWS_CATEGORIES) {
      const one = cardsOf(await call(NewsListEndpoint, { query: { category } }));
      expect(one.total, category).toBeGreaterThan(0);
      expect(new Set(one.data.map((card) => card.category))).toEqual(new Set([category]));
    }
  });

  it('answers the spec paths: company news carries the company users’ own news, provider news only providers', async () => {
    const company = cardsOf(await call(CompanyNewsListEndpoint, { query: { size: 50 } }));
    expect(company.data.some((card) => card.source === 'company' && card.companyName)).toBe(true);
    expect(company.data.every((card) => card.category === 'private-companies')).toBe(true);
    const providers = cardsOf(await call(ProviderNewsListEndpoint));
    expect(providers.total).toBeGreaterThan(0);
    expect(providers.data.every((card) => card.category === 'providers')).toBe(true);
  });

  it('filters by a date range (Riyadh days, inclusive) and refuses a reversed one in the reader’s language', async () => {
    const all = cardsOf(await call(NewsListEndpoint, { query: { size: 50 } }));
    const day = all.data[5]?.publishedAt ?? '';
    const riyadhDay = new Date(new Date(day).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
    const sameDay = cardsOf(await call(NewsListEndpoint, { query: { from: riyadhDay, to: riyadhDay, size: 50 } }));
    expect(sameDay.data.length).toBeGreaterThan(0);
    for (const card of sameDay.data)
      expect(new Date(new Date(card.publishedAt).getTime() + 3 * 3_600_000).toISOString().slice(0, 10)).toBe(riyadhDay);
    const reversed = await call(NewsListEndpoint, { query: { from: '2026-02-01', to: '2026-01-01' }, language: 'ar' });
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain(ar.news.dateRange);
    expect((await call(NewsListEndpoint, { query: { from: '2026-02-30' } })).statusCode).toBe(400);
    expect((await call(NewsListEndpoint, { query: { category: 'gossip' } })).statusCode).toBe(400);
  });

  it('opens an article with its body and related news of its category, and a company item by its c-key', async () => {
    const [first] = cardsOf(await call(NewsListEndpoint, { query: { category: 'fintech' } })).data;
    const response = await call(NewsDetailEndpoint, { params: { articleKey: first?.key }, language: 'ar' });
    expect(response.statusCode).toBe(200);
    const read = response.json<{ data: NewsArticle }>().data;
    expect(read.title).toMatch(/[\u0600-\u06FF]/);
    expect(read.bodyHtml).toContain('<p>');
    expect(read.related.length).toBeGreaterThan(0);
    expect(read.related.every((card) => card.category === 'fintech' && card.key !== first?.key)).toBe(true);

    const companyCard = cardsOf(await call(CompanyNewsListEndpoint, { query: { size: 50 } })).data.find(
      (card) => card.source === 'company',
    );
    const company = await call(NewsDetailEndpoint, { params: { articleKey: companyCard?.key } });
    expect(company.statusCode).toBe(200);
    expect(company.json<{ data: NewsArticle }>().data.companyName).toBe(companyCard?.companyName);

    const missing = await call(NewsDetailEndpoint, { params: { articleKey: '99999999' }, language: 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.news.notFound);
    expect((await call(NewsDetailEndpoint, { params: { articleKey: 'x1' } })).statusCode).toBe(400);
  });

  it('counts reads per article and day without recording the reader, and trending ranks by them', async () => {
    const created = await publish({ titleEn: 'A much read article about trending', category: 'investors' });
    const key = String(created.id);
    for (let read = 0; read < 3; read += 1) await call(NewsDetailEndpoint, { params: { articleKey: key } });
    const rows = await harness.database.db
      .select()
      .from(newsArticleReads)
      .where(eq(newsArticleReads.articleId, created.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reads).toBe(3);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['articleId', 'day', 'reads']);
    const before = (await call(TrendingNewsEndpoint)).json<{ data: NewsCard[] }>().data;
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((card) => card.key)).not.toContain(key);
    // As if it had been read more than any other this week: it leads the trending list.
    await harness.database.db
      .update(newsArticleReads)
      .set({ reads: 1_000_000 })
      .where(eq(newsArticleReads.articleId, created.id));
    const trending = (await call(TrendingNewsEndpoint)).json<{ data: NewsCard[] }>().data;
    expect(trending[0]?.key).toBe(key);
    expect(trending.length).toBeLessThanOrEqual(5);
  });

  it('gives home the latest items', async () => {
    const latest = (await call(LatestNewsEndpoint, { query: { size: 3 } })).json<{ data: NewsCard[] }>().data;
    expect(latest).toHaveLength(3);
  });
});

describe('searching the news in English and Arabic', () => {
  it('finds an article whatever the hamza, taa marbuta or alef maqsura, and by English stem', async () => {
    const created = await publish({
      titleAr: 'مؤسسة أبها للاستثمار تطلق مبادرة جديدة',
      titleEn: 'Abha investment foundation launches funding initiative',
      category: 'government-initiatives',
    });
    for (const q of ['مؤسسه ابها', 'مؤسسة أبها', 'مبادره', 'initiatives', 'fund']) {
      const page = cardsOf(await call(NewsListEndpoint, { query: { q, size: 50 } }));
      expect(
        page.data.map((card) => card.key),
        q,
      ).toContain(String(created.id));
    }
    const none = cardsOf(await call(NewsListEndpoint, { query: { q: 'زلزال' } }));
    expect(none.total).toBe(0);
  });

  it('searches the company users’ news with the same normalisation', async () => {
    const [company] = await queryRows<{ id: number }>(
      harness.database.db,
      sql`select id from companies where company_type = 'non_listed' order by id limit 1`,
    );
    const [row] = await harness.database.db
      .insert(companyNews)
      .values({
        companyId: company?.id ?? 1,
        type: 'announcement',
        titleAr: 'إعلان توزيعات أرباح الشركة',
        bodyAr: 'قررت الجمعية العامة توزيع أرباح نقدية.',
        titleEn: null,
        bodyEn: null,
      })
      .returning({ id: companyNews.id });
    const page = cardsOf(await call(CompanyNewsListEndpoint, { query: { q: 'اعلان توزيعات ارباح الشركه' } }));
    expect(page.data.map((card) => card.key)).toContain(`c${row?.id}`);
  });

  it('answers the spec search call with its filters and refuses unknown ones', async () => {
    const response = await call(SearchNewsEndpoint, {
      body: {
        filters: [
          { key: 'category', operation: 'equals', value: 'fintech' },
          { key: 'text', operation: 'contains', value: 'licence' },
        ],
        page: 0,
        size: 10,
      },
    });
    expect(response.statusCode).toBe(200);
    const page = cardsOf(response);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((card) => card.category === 'fintech')).toBe(true);
    const bad = await call(SearchNewsEndpoint, {
      body: { filters: [{ key: 'author', operation: 'equals', value: 'x' }] },
    });
    expect(bad.statusCode).toBe(400);
    const badCategory = await call(SearchNewsEndpoint, {
      body: { filters: [{ key: 'category', operation: 'equals', value: 'weather' }] },
    });
    expect(badCategory.statusCode).toBe(400);
  });

  it('searches companies under the news calls’ company paths', async () => {
    const filters = [{ key: 'companyName', operation: 'contains', value: 'a' }];
    for (const endpoint of [
      SearchCompanyWithPaginationEndpoint,
      NewsSearchCompaniesEndpoint,
      SearchProfilesPublicEndpoint,
    ]) {
      const response = await call(endpoint, { body: { filters, page: 0, size: 5 } });
      expect(response.statusCode, endpoint.path).toBe(200);
      expect(response.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    }
    expect((await call(NewsSearchCompaniesEndpoint, { body: { filters: [] } })).statusCode).toBe(400);
    expect((await call(SearchProfilesPublicEndpoint, { body: { size: 500 } })).statusCode).toBe(400);
  });

  it('describes every news call in the OpenAPI document', async () => {
    const paths = Object.keys((await harness.app.inject({ url: '/api-docs/json' })).json<{ paths: object }>().paths);
    for (const path of [
      '/public-api/news/',
      '/public-api/news/company/',
      '/public-api/news/service-provider/',
      '/public-api/news/detail/{articleKey}',
      '/public-api/privateEquityNews/searchPrivateEquityNewsWithPagination/',
      '/public-api/company/searchCompanyWithPagination/',
      '/public-api/company/search-companies',
      '/public-api/company/searchProfilesPublic/',
    ])
      expect(paths).toContain(path);
  });
});

describe('the newsroom', () => {
  it('is for the admin only', async () => {
    expect((await call(NewsroomListEndpoint)).statusCode).toBe(401);
    expect((await call(NewsroomListEndpoint, { headers: companyUser })).statusCode).toBe(403);
    expect((await call(CreateArticleEndpoint, { headers: companyUser, body: article() })).statusCode).toBe(403);
    const list = await call(NewsroomListEndpoint, { headers: admin, query: { status: 'draft' } });
    expect(list.statusCode).toBe(200);
    const drafts = list.json<{ data: NewsroomArticle[] }>().data;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((item) => item.status === 'draft')).toBe(true);
  });

  it('stores bodies sanitised: no script, event handler or javascript: link', async () => {
    const dirty =
      '<p onclick="steal()">Hello <a href="javascript:alert(1)">click</a> <a href="https://hissa.sa">ok</a></p><script>alert(1)</script><img src=x onerror="alert(2)">';
    const created = await publish({ bodyEn: dirty, bodyAr: `<p>مرحبا</p>${dirty}` });
    const [stored] = await harness.database.db.select().from(newsArticles).where(eq(newsArticles.id, created.id));
    for (const body of [stored?.bodyEn ?? '', stored?.bodyAr ?? '']) {
      expect(body).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
      expect(body).toContain('href="https://hissa.sa"');
    }
    const read = await call(NewsDetailEndpoint, { params: { articleKey: String(created.id) } });
    expect(read.json<{ data: NewsArticle }>().data.bodyHtml).not.toMatch(/script|onclick/i);
    const onlyScript = await call(CreateArticleEndpoint, {
      headers: admin,
      body: article({ bodyEn: '<script>alert(1)</script><p>&nbsp;</p>x'.replace('x', '') }),
    });
    expect(onlyScript.statusCode).toBe(400);
  });

  it('keeps drafts and scheduled articles from readers until their time comes', async () => {
    const draft = await publish({ status: 'draft', titleEn: 'Draft about nothing yet' });
    expect((await call(NewsDetailEndpoint, { params: { articleKey: String(draft.id) } })).statusCode).toBe(404);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await publish({ status: 'scheduled', publishAt: inAnHour });
    expect(scheduled.status).toBe('scheduled');
    expect((await call(NewsDetailEndpoint, { params: { articleKey: String(scheduled.id) } })).statusCode).toBe(404);
    await harness.database.db
      .update(newsArticles)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(newsArticles.id, scheduled.id));
    expect((await call(NewsDetailEndpoint, { params: { articleKey: String(scheduled.id) } })).statusCode).toBe(200);
    const read = await call(NewsroomArticleEndpoint, { headers: admin, params: { articleId: scheduled.id } });
    expect(read.json<{ data: NewsroomArticle }>().data.status).toBe('published');

    const past = await call(CreateArticleEndpoint, {
      headers: admin,
      body: article({ status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' }),
      language: 'ar',
    });
    expect(past.statusCode).toBe(400);
    expect(JSON.stringify(past.json())).toContain(ar.publication.publishAtPast);
    const noDate = await call(CreateArticleEndpoint, { headers: admin, body: article({ status: 'scheduled' }) });
    expect(noDate.statusCode).toBe(400);
    expect(JSON.stringify(noDate.json())).toContain(en.publication.publishAtRequired);
  });

  it('publishes a saved draft, which then shows on the news list', async () => {
    const draft = await publish({ status: 'draft', titleEn: 'Newsroom round trip headline', category: 'investors' });
    const saved = await call(UpdateArticleEndpoint, {
      headers: admin,
      params: { articleId: draft.id },
      body: article({ status: 'published', titleEn: 'Newsroom round trip headline', category: 'investors' }),
    });
    expect(saved.statusCode).toBe(200);
    const page = cardsOf(await call(NewsListEndpoint, { query: { category: 'investors' } }));
    expect(page.data[0]?.title).toBe('Newsroom round trip headline');
    const absent = await call(UpdateArticleEndpoint, {
      headers: admin,
      params: { articleId: 99999999 },
      body: article(),
    });
    expect(absent.statusCode).toBe(404);
  });

  it('refuses bad input with field errors in the admin’s language', async () => {
    const missing = await call(CreateArticleEndpoint, {
      headers: admin,
      body: { ...article(), titleAr: undefined },
      language: 'ar',
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(ar.news.headlineRequired);
    const long = await call(CreateArticleEndpoint, { headers: admin, body: article({ titleEn: 'x'.repeat(301) }) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(en.news.headlineTooLong);
    const wrongKind = await call(CreateArticleEndpoint, { headers: admin, body: { ...article(), kind: 'rumour' } });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('takes a png, jpeg or webp cover by content, resized, and refuses other files and large ones', async () => {
    const created = await publish();
    const upload = async (content: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('cover', new File([new Uint8Array(content)], name, { type }));
      const { payload, headers } = await multipartPayload(form);
      return harness.app.inject({
        method: 'PUT',
        url: endpointUrl(UploadArticleCoverEndpoint, { articleId: created.id }),
        headers: { ...admin, ...headers, 'accept-language': 'en' },
        payload,
      });
    };
    const saved = await upload(samplePng(2400, 1200), 'cover.png', 'image/png');
    expect(saved.statusCode).toBe(200);
    const coverUrl = saved.json<{ data: NewsroomArticle }>().data.coverUrl ?? '';
    const image = await harness.app.inject({ url: coverUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const sharp = (await import('sharp')).default;
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);

    const text = await upload(Buffer.from('not an image at all'), 'cover.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(JSON.stringify(text.json())).toContain(en.news.coverType);
    const large = await upload(
      Buffer.concat([samplePng(), Buffer.alloc(NEWS_COVER_MAX_BYTES)]),
      'big.png',
      'image/png',
    );
    expect(large.statusCode).toBe(413);
  });
});
