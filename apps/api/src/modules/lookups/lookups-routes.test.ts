import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_LIST_NAMES, LOOKUP_LISTS, type LookupItem } from '@hissa/contracts/lookups/lookup-lists';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function getList(list: string, language: 'en' | 'ar') {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/public-api/lookup/${list}`,
    headers: { 'accept-language': language },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

function itemsOf(list: string, body: unknown): LookupItem[] {
  const isPlain = LOOKUP_LISTS[list as keyof typeof LOOKUP_LISTS].isPlainArray;
  return (isPlain ? body : (body as { data: LookupItem[] }).data) as LookupItem[];
}

describe('GET /public-api/lookup/{list}', () => {
  it('serves every one of the spec lists, wrapped or plain as section 7 says, sorted by name in each language', async () => {
    expect(LOOKUP_LIST_NAMES.length).toBeGreaterThanOrEqual(31);
    for (const list of LOOKUP_LIST_NAMES) {
      for (const language of ['en', 'ar'] as const) {
        const { status, body } = await getList(list, language);
        expect(status, list).toBe(200);
        expect(Array.isArray(body), `${list} plain array`).toBe(LOOKUP_LISTS[list].isPlainArray);
        const items = itemsOf(list, body);
        expect(items.length, list).toBeGreaterThan(0);
        const names = items.map((item) => item.name);
        expect(names, `${list} names in ${language}`).toEqual(
          items.map((item) => (language === 'ar' ? item.nameAr : item.nameEn)),
        );
        const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
        expect(names, `${list} sorted in ${language}`).toEqual([...names].sort(collator.compare));
        for (const item of items) {
          expect(item.nameEn.trim(), `${list} ${item.code} English name`).not.toBe('');
          expect(item.nameAr.trim(), `${list} ${item.code} Arabic name`).not.toBe('');
        }
      }
    }
  });

  it('has the real reference data: ISO countries, Saudi cities, ISIC levels, exchange sectors, titles', async () => {
    const counts: Record<string, number> = {};
    for (const list of [
      'countries',
      'cities',
      'industrial-classification-level-1',
      'industrial-classification-level-2',
      'industrial-classification-level-4',
      'sectors',
      'titles',
      'share-types',
      'order-types',
    ]) {
      counts[list] = itemsOf(list, (await getList(list, 'en')).body).length;
    }
    expect(counts).toEqual({
      countries: 250,
      cities: 4581,
      'industrial-classification-level-1': 21,
      'industrial-classification-level-2': 88,
      'industrial-classification-level-4': 419,
      sectors: 22,
      titles: 3,
      'share-types': 2,
      'order-types': 2,
    });
    const saudi = itemsOf('saudi-country', (await getList('saudi-country', 'ar')).body);
    expect(saudi).toEqual([{ code: 'SA', name: 'السعودية', nameEn: 'Saudi Arabia', nameAr: 'السعودية' }]);
    const currencies = itemsOf('currencies', (await getList('currencies', 'ar')).body);
    expect(currencies.find((currency) => currency.code === 'SAR')?.name).toBe('ريال سعودي');
    const riyadh = itemsOf('cities', (await getList('cities', 'ar')).body).find((city) => city.nameEn === 'Riyadh');
    expect(riyadh).toMatchObject({ name: 'الرياض', parentCode: '1' });
  });

  it('answers an unknown list with 404 and the envelope in the request language', async () => {
    const english = await getList('planets', 'en');
    expect(english).toEqual({
      status: 404,
      body: { error: true, message: 'There is no lookup list named "planets".', errors: [] },
    });
    const arabic = await getList('planets', 'ar');
    expect(arabic.status).toBe(404);
    expect((arabic.body as { message: string }).message).toBe('لا توجد قائمة مرجعية باسم "planets".');
  });
});
