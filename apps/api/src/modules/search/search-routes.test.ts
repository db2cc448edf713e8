import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerSearchRequest, SEARCH_PAGE_SIZE, type HeaderSearchResponse } from '@hissa/contracts/search';
import { queryRows } from '../../db/query-rows.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ENTRIES_TESTED_FIRST } from './search-companies.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const URL = '/public-api/company/profile/home/search-companies';

async function search(payload: unknown, language: 'en' | 'ar' = 'en') {
  const response = await harness.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'accept-language': language, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return {
    status: response.statusCode,
    body: response.json() as HeaderSearchResponse & { message?: string; errors?: { field: string; message: string }[] },
  };
}

const names = (hits: { companyName: string }[]) => hits.map((hit) => hit.companyName);

describe('POST /public-api/company/profile/home/search-companies', () => {
  it('groups hits as listed, non-listed and service providers, each {companyId, companyName, companyLogoUrl}', async () => {
    const { status, body } = await search(headerSearchRequest('Rajhi'));
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['listedCompanies', 'nonListedCompanies', 'serviceProviders']);
    expect(names(body.data.listedCompanies)).toContain('Al Rajhi Bank');
    for (const hit of [...body.data.listedCompanies, ...body.data.nonListedCompanies, ...body.data.serviceProviders]) {
      expect(Object.keys(hit).sort()).toEqual(['companyId', 'companyLogoUrl', 'companyName']);
      expect(hit.companyName.toLowerCase()).toContain('rajhi');
    }
  });

  it('matches the Arabic name with Arabic-aware normalisation and answers in Arabic', async () => {
    // The stored name is "البنك الأهلي السعودي" (with hamza); the query has none.
    const withoutHamza = await search(headerSearchRequest('البنك الاهلي'), 'ar');
    expect(names(withoutHamza.body.data.listedCompanies)).toContain('البنك الأهلي السعودي');
    // ة typed as ه, as people do: "شركه الزيت" finds "شركة الزيت العربية السعودية".
    const taMarbuta = await search(headerSearchRequest('شركه الزيت'), 'ar');
    expect(names(taMarbuta.body.data.listedCompanies)).toContain('شركة الزيت العربية السعودية');
    // The same company found by its English name is returned under its Arabic name for ar.
    const byEnglish = await search(headerSearchRequest('saudi arabian oil'), 'ar');
    expect(names(byEnglish.body.data.listedCompanies)).toEqual(['شركة الزيت العربية السعودية']);
  });

  it('finds a listed company by its trading name or its exchange symbol', async () => {
    for (const text of ['aramco', 'أرامكو', '2222']) {
      const { body } = await search(headerSearchRequest(text));
      expect(names(body.data.listedCompanies), text).toContain('Saudi Arabian Oil Co.');
    }
  });

  it('returns at most `size` hits per group, newest id first', async () => {
    const { body } = await search(headerSearchRequest('شركة'));
    for (const group of [body.data.listedCompanies, body.data.nonListedCompanies]) {
      expect(group).toHaveLength(5);
      const ids = group.map((hit) => hit.companyId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
    const page1 = await search({ ...headerSearchRequest('شركة'), page: 1 });
    expect(page1.body.data.nonListedCompanies.map((hit) => hit.companyId)).not.toEqual(
      body.data.nonListedCompanies.map((hit) => hit.companyId),
    );
  });

  it('finds nothing for text no name contains, and treats LIKE wildcards as plain characters', async () => {
    const none = await search(headerSearchRequest('zzqx-not-a-company'));
    expect(none.body.data).toEqual({ listedCompanies: [], nonListedCompanies: [], serviceProviders: [] });
    const wildcard = await search(headerSearchRequest('%'));
    expect(wildcard.body.data).toEqual({ listedCompanies: [], nonListedCompanies: [], serviceProviders: [] });
  });

  it.each([
    ['size over 50', { ...headerSearchRequest('a'), size: 51 }, 'body.size', 'Size must be between 1 and 50.'],
    ['negative page', { ...headerSearchRequest('a'), page: -1 }, 'body.page', 'Page must be 0 or more.'],
    ['size as text', { ...headerSearchRequest('a'), size: 'five' }, 'body.size', 'This value has the wrong type.'],
    [
      'unknown operation',
      { filters: [{ key: 'companyName', operation: 'like', value: 'a' }] },
      'body.filters.0.operation',
      'Operation must be contains or equals.',
    ],
    [
      'unknown filter key',
      { filters: [{ key: 'password', operation: 'contains', value: 'a' }] },
      'body.filters.0.key',
      'Unknown filter "password".',
    ],
    ['no name filter', { filters: [] }, 'body.filters', 'Required field'],
    [
      'blank name',
      { filters: [{ key: 'companyName', operation: 'contains', value: '   ' }] },
      'body.filters.0.value',
      'Required field',
    ],
    [
      'unknown sort',
      { ...headerSearchRequest('a'), sorts: [{ key: 'password', direction: 'asc' }] },
      'body.sorts.0.key',
      'Unknown sort "password".',
    ],
  ])('answers %s with 400 and a field error', async (_case, payload, field, message) => {
    const { status, body } = await search(payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: true, message: 'Some fields are not valid.' });
    expect(body.errors).toContainEqual({ field, message });
  });

  it('answers malformed JSON and a missing body with 400 in the request language', async () => {
    const malformed = await search('{"filters": [', 'ar');
    expect(malformed).toEqual({
      status: 400,
      body: { error: true, message: 'محتوى الطلب ليس JSON صالحًا.', errors: [] },
    });
    const arabicField = await search({ ...headerSearchRequest('a'), size: 99 }, 'ar');
    expect(arabicField.body.errors).toContainEqual({ field: 'body.size', message: 'يجب أن يكون الحجم بين 1 و50.' });
  });
});

describe('header search pages, word by word', () => {
  const GROUPS = {
    listedCompanies: sql`companies where company_type = 'listed'`,
    nonListedCompanies: sql`companies where company_type = 'non_listed'`,
    serviceProviders: sql`service_providers where true`,
  };

  /** The ids a page should hold by definition: the group's entries containing `text`, in id order. */
  async function expectedIds(
    from: (typeof GROUPS)[keyof typeof GROUPS],
    text: string,
    direction: 'asc' | 'desc',
    page: number,
  ) {
    const rows = await queryRows<{ id: number }>(
      harness.database.db,
      sql`select id from ${from} and search_text like ${containsPattern(text)}
          order by id ${sql.raw(direction)} limit ${SEARCH_PAGE_SIZE} offset ${page * SEARCH_PAGE_SIZE}`,
    );
    return rows.map((row) => Number(row.id));
  }

  it('gives each group exactly its matches in id order, for common, middling and rare words, on pages 0 and 1', async () => {
    // words of non-listed names, from the most to the least common, and how many of the
    // ENTRIES_TESTED_FIRST newest entries contain each
    const words = await queryRows<{ word: string; entries: number; newest: number }>(
      harness.database.db,
      sql`with named as (
            select name_en || ' ' || name_ar as name, row_number() over (order by id desc) <= ${ENTRIES_TESTED_FIRST} as newest
            from companies where company_type = 'non_listed')
          select word, count(*)::int as entries, count(*) filter (where newest)::int as newest
          from named, regexp_split_to_table(name, ' ') as word where length(word) >= 3
          group by word order by entries desc, word`,
    );
    const picked = [...words.slice(0, 8), ...words.slice(words.length / 2, words.length / 2 + 6), ...words.slice(-6)];
    // the test covers both ways a page is found: among the newest entries, or in the whole group
    expect(picked.some((word) => word.newest >= 2 * SEARCH_PAGE_SIZE)).toBe(true);
    expect(picked.some((word) => word.entries > SEARCH_PAGE_SIZE && word.newest < SEARCH_PAGE_SIZE)).toBe(true);

    for (const { word } of picked) {
      for (const direction of ['desc', 'asc'] as const) {
        for (const page of [0, 1]) {
          const request = { ...headerSearchRequest(word), page, sorts: [{ key: 'id', direction }] };
          const { body } = await search(request, 'ar');
          for (const [group, from] of Object.entries(GROUPS)) {
            const ids = body.data[group as keyof typeof GROUPS].map((hit) => hit.companyId);
            expect(ids, `${word} ${direction} page ${page} ${group}`).toEqual(
              await expectedIds(from, word, direction, page),
            );
          }
        }
      }
    }
  });
});

describe('header search with its answer cache on', () => {
  let cachedHarness: TestApp;
  beforeAll(async () => {
    cachedHarness = await createTestApp({ searchCacheTtlMs: 60_000 });
  });
  afterAll(() => cachedHarness.close());

  it('keeps answers apart by language and page', async () => {
    const ask = async (language: 'en' | 'ar', page: number) => {
      const response = await cachedHarness.app.inject({
        method: 'POST',
        url: URL,
        headers: { 'accept-language': language },
        payload: { ...headerSearchRequest('شركة'), page },
      });
      return (response.json() as HeaderSearchResponse).data.listedCompanies.map((hit) => hit.companyName);
    };
    const englishFirst = await ask('en', 0);
    const arabicFirst = await ask('ar', 0);
    expect(await ask('en', 0)).toEqual(englishFirst);
    expect(arabicFirst.every((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);
    expect(englishFirst.some((name) => /[\u0600-\u06FF]/.test(name))).toBe(false);
    expect(await ask('en', 1)).not.toEqual(englishFirst);
  });
});
