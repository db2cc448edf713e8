import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { CompanyPage } from '@hissa/contracts/companies';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function search(body: unknown, language: 'en' | 'ar' = 'en') {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/public-api/company/profile/search-companies',
    headers: { 'accept-language': language },
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as CompanyPage & ErrorEnvelope };
}

const byName = (value: string) => ({ filters: [{ key: 'companyName', operation: 'contains', value }] });
const names = (page: CompanyPage) => page.data.map((company) => company.companyName);

describe('POST /public-api/company/profile/search-companies', () => {
  it('finds companies by English name, sorted by name, as a page with its total', async () => {
    const { status, body } = await search({ ...byName('bank'), size: 50 });
    expect(status).toBe(200);
    expect(names(body)).toContain('Al Rajhi Bank');
    expect(body.total).toBe(body.data.length);
    expect(body.data.every((company) => company.companyName.toLowerCase().includes('bank'))).toBe(true);
    // by name in the request's language, as the companies list sorts it
    const listed = await harness.app.inject({
      method: 'POST',
      url: '/public-api/company/profile/searchCompaniesWithPagination',
      payload: { ...byName('bank'), size: 50, sorts: [{ key: 'companyName', direction: 'asc' }] },
    });
    expect(names(body)).toEqual(names(listed.json<CompanyPage>()));

    const first = await search({ ...byName('bank'), page: 0, size: 2 });
    const second = await search({ ...byName('bank'), page: 1, size: 2 });
    expect(first.body).toMatchObject({ page: 0, size: 2, total: body.total });
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data.map((company) => company.companyId)).toEqual(
      body.data.slice(2, 4).map((company) => company.companyId),
    );
  });

  it('matches Arabic names with Arabic-aware normalisation and answers in the request language', async () => {
    // The stored name is "البنك الأهلي السعودي" (with hamza); the query has none.
    const withoutHamza = await search(byName('البنك الاهلي'), 'ar');
    expect(withoutHamza.status).toBe(200);
    expect(names(withoutHamza.body)).toContain('البنك الأهلي السعودي');
    // ة typed as ه: "شركه الزيت" finds "شركة الزيت العربية السعودية", named in English for en.
    const taMarbuta = await search(byName('شركه الزيت العربيه'), 'en');
    expect(names(taMarbuta.body)).toEqual(['Saudi Arabian Oil Co.']);
    const byArabic = await search(byName('مصرف الراجحي'));
    expect(names(byArabic.body)).toEqual(['Al Rajhi Bank']);
  });

  it('answers an empty page for a name nothing contains, LIKE wildcards taken literally', async () => {
    for (const text of ['zzqqxx', '%', '_']) {
      const { status, body } = await search(byName(text));
      expect(status, text).toBe(200);
      expect(body).toMatchObject({ data: [], total: 0 });
    }
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'refuses a search without a name, another filter or a bad page with 400 in the language (%s)',
    async (language, messages) => {
      const missing = await search({ page: 0, size: 10 }, language);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(messages.errors.validation);
      expect(missing.body.errors).toEqual([{ field: 'body.filters', message: messages.validation.required }]);

      const otherFilter = await search({ filters: [{ key: 'cityCode', operation: 'equals', value: '3' }] }, language);
      expect(otherFilter.status).toBe(400);
      expect(otherFilter.body.errors.map((error) => error.field)).toEqual(['body.filters.0.key']);

      const blank = await search(byName('   '), language);
      expect(blank.status).toBe(400);

      const tooLarge = await search({ ...byName('bank'), size: 51 }, language);
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body.errors.map((error) => error.field)).toEqual(['body.size']);
      expect(tooLarge.body.errors[0]?.message).toBe(messages.validation.sizeRange);
    },
  );
});
