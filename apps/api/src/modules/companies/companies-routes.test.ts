import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyPage, CompanyProfile } from '@hissa/contracts/companies';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function list(body: unknown, language: 'en' | 'ar' = 'en') {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/public-api/company/profile/searchCompaniesWithPagination',
    headers: { 'accept-language': language },
    payload: body as Record<string, unknown>,
  });
  return {
    status: response.statusCode,
    body: response.json() as CompanyPage & { errors?: { field: string; message: string }[] },
  };
}

const equals = (key: string, value: string | number) => ({ key, operation: 'equals', value });

describe('POST /public-api/company/profile/searchCompaniesWithPagination', () => {
  it('pages through all companies with a total', async () => {
    const first = await list({ page: 0, size: 20 });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.total).toBeGreaterThan(396);
    const second = await list({ page: 1, size: 20 });
    expect(second.body.total).toBe(first.body.total);
    const firstIds = new Set(first.body.data.map((company) => company.companyId));
    expect(second.body.data.some((company) => firstIds.has(company.companyId))).toBe(false);
  });

  it('filters listed companies: all 396 Saudi Exchange issuers, each with a symbol', async () => {
    const { body } = await list({ filters: [equals('companyType', 'listed')], size: 50 });
    expect(body.total).toBe(396);
    for (const company of body.data) {
      expect(company.companyType).toBe('listed');
      expect(company.symbol).toMatch(/^\d{4}$/);
    }
    const privateOnes = await list({ filters: [equals('companyType', 'non_listed')], size: 50 });
    expect(
      privateOnes.body.data.every((company) => company.companyType === 'non_listed' && company.symbol === null),
    ).toBe(true);
    expect(privateOnes.body.total + body.total).toBe((await list({})).body.total);
  });

  it('filters by city, region and ISIC sector, and by name in either language', async () => {
    const riyadh = await list({ filters: [equals('cityCode', 3)], size: 50 }, 'ar');
    expect(riyadh.body.total).toBeGreaterThan(0);
    expect(riyadh.body.data.every((company) => company.city?.code === '3' && company.city.name === 'الرياض')).toBe(
      true,
    );
    const region = await list({ filters: [equals('regionCode', 1)] });
    expect(region.body.total).toBeGreaterThanOrEqual(riyadh.body.total);
    const finance = await list({ filters: [equals('sectorCode', 'K')], size: 50 });
    expect(finance.body.total).toBeGreaterThan(0);
    expect(finance.body.data.every((company) => company.sector?.code === 'K')).toBe(true);
    const byArabic = await list(
      { filters: [{ key: 'companyName', operation: 'contains', value: 'مصرف الراجحي' }] },
      'en',
    );
    expect(byArabic.body.data.map((company) => company.companyName)).toEqual(['Al Rajhi Bank']);
  });

  it('sorts by name in the request language', async () => {
    const { body } = await list(
      { filters: [equals('companyType', 'listed')], size: 10, sorts: [{ key: 'companyName', direction: 'asc' }] },
      'ar',
    );
    const names = body.data.map((company) => company.companyName);
    expect(names.every((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);
    expect(names).toEqual([...names].sort());
  });

  it.each([
    ['an unknown type', [equals('companyType', 'public')], 'body.filters.companyType'],
    ['a city that is not a number', [equals('cityCode', 'riyadh')], 'body.filters.cityCode'],
    ['a lower-case sector', [equals('sectorCode', 'k')], 'body.filters.sectorCode'],
    ['contains on a city', [{ key: 'cityCode', operation: 'contains', value: '3' }], 'body.filters.0.operation'],
  ])('answers %s with 400', async (_case, filters, field) => {
    const { status, body } = await list({ filters });
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.field)).toContain(field);
  });
});

describe('GET /public-api/company/profile/getByMixCompanyId/{id}', () => {
  it('returns the basic details of a listed company in the request language', async () => {
    const found = await list({ filters: [{ key: 'companyName', operation: 'contains', value: 'Saudi Arabian Oil' }] });
    const id = found.body.data[0]?.companyId;
    const response = await harness.app.inject({
      method: 'GET',
      url: `/public-api/company/profile/getByMixCompanyId/${id}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    const profile = (response.json() as { data: CompanyProfile }).data;
    expect(profile).toMatchObject({
      companyId: id,
      companyName: 'شركة الزيت العربية السعودية',
      nameEn: 'Saudi Arabian Oil Co.',
      companyType: 'listed',
      symbol: '2222',
      market: 'main',
      isin: 'SA14TG012N13',
      tradingName: 'أرامكو السعودية',
    });
    expect(profile.exchangeSector?.code).toBe('energy');
  });

  it('returns a generated private company with its city, region, ISIC class and capital', async () => {
    const found = await list({ filters: [equals('companyType', 'non_listed')], size: 1 });
    const id = found.body.data[0]?.companyId;
    const response = await harness.app.inject({
      method: 'GET',
      url: `/public-api/company/profile/getByMixCompanyId/${id}`,
    });
    const profile = (response.json() as { data: CompanyProfile }).data;
    expect(profile.nameEn).not.toBe('');
    expect(profile.nameAr).toMatch(/[\u0600-\u06FF]/);
    expect(profile.city?.name).toBeTruthy();
    expect(profile.region?.name).toBeTruthy();
    expect(profile.industry?.code).toMatch(/^\d{4}$/);
    expect(profile.legalForm?.name).toBeTruthy();
    expect(profile.paidCapital).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers 404 for an unknown company and 400 for an id that is not a number', async () => {
    const missing = await harness.app.inject({
      method: 'GET',
      url: '/public-api/company/profile/getByMixCompanyId/999999',
      headers: { 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: true, message: 'لا توجد شركة بهذا الرقم.', errors: [] });
    const bad = await harness.app.inject({ method: 'GET', url: '/public-api/company/profile/getByMixCompanyId/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, errors: [{ field: 'params.companyId' }] });
  });
});
