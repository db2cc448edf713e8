import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_LIST_NAMES, LOOKUP_LISTS, type LookupItem } from '@hissa/contracts/lookups/lookup-lists';
import { LookupListEndpoint } from '@hissa/contracts/lookups/lookups-endpoints';
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

describe('GET /public-api/lookup/{list} on the wire', () => {
  function fetchList(list: string, headers: Record<string, string>) {
    return harness.app.inject({ method: 'GET', url: `/public-api/lookup/${list}`, headers });
  }

  it("answers every list, in both languages, with exactly what the endpoint's response schema describes", async () => {
    // the route sends prepared JSON without validating it, so this is where the contract is held
    const schema = LookupListEndpoint.responses[200];
    for (const list of LOOKUP_LIST_NAMES) {
      for (const language of ['en', 'ar'] as const) {
        const { body } = await getList(list, language);
        const parsed = schema.safeParse(body);
        expect(parsed.success, `${list} in ${language}`).toBe(true);
        expect(parsed.data, `${list} in ${language}: no keys beyond the schema`).toEqual(body);
      }
    }
  });

  it('sends brotli or gzip as accepted, decoding to the same JSON, with an ETag per language', async () => {
    const plain = await fetchList('cities', { 'accept-language': 'ar' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    expect(plain.headers.vary).toBe('accept-language, accept-encoding');
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await fetchList('cities', {
        'accept-language': 'ar',
        'accept-encoding': `${encoding}, deflate`,
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(JSON.parse(decoders[encoding](compressed.rawPayload).toString())).toEqual(plain.json());
    }
    const english = await fetchList('cities', { 'accept-language': 'en' });
    expect(english.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(english.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers 304 without a body when If-None-Match names the current ETag, 200 for an old one', async () => {
    const first = await fetchList('sectors', { 'accept-language': 'en' });
    const etag = String(first.headers.etag);
    const again = await fetchList('sectors', { 'accept-language': 'en', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const listed = await fetchList('sectors', { 'accept-language': 'en', 'if-none-match': `W/"old", ${etag}` });
    expect(listed.statusCode).toBe(304);
    const stale = await fetchList('sectors', { 'accept-language': 'en', 'if-none-match': 'W/"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
    // the ETag of the English list is not the Arabic one's
    const arabic = await fetchList('sectors', { 'accept-language': 'ar', 'if-none-match': etag });
    expect(arabic.statusCode).toBe(200);
  });
});
