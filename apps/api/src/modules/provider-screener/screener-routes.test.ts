import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { ScreenerPage, TopProvidersPage } from '@hissa/contracts/services-marketplace/screener';
import { serviceProviders } from '../../db/schema/directory.ts';
import { cities } from '../../db/schema/geography.ts';
import { providerProjects, providerServices } from '../../db/schema/provider-content.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The screener and public lists through HTTP (decision 016), on the seeded directory plus five
 * providers of our own whose names share the made-up word "Qimmatayn" / "قمتين", so their
 * order and totals are known exactly.
 */

let harness: TestApp;
const ids: Record<'engineering' | 'digital' | 'advisory' | 'planning' | 'logistics', number> = {
  engineering: 0,
  digital: 0,
  advisory: 0,
  planning: 0,
  logistics: 0,
};
let riyadh = 0;
let jeddah = 0;

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const twoCities = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(2);
  riyadh = twoCities[0]?.id ?? 0;
  jeddah = twoCities[1]?.id ?? 0;
  const provider = (
    nameEn: string,
    nameAr: string,
    values: Partial<typeof serviceProviders.$inferInsert>,
  ): typeof serviceProviders.$inferInsert => ({
    nameEn,
    nameAr,
    searchText: normalizeSearchText(`${nameEn} ${nameAr}`),
    ...values,
  });
  const inserted = await db
    .insert(serviceProviders)
    .values([
      provider('Qimmatayn Engineering', 'شركة قمتين للهندسة', {
        isicClassCode: '7110',
        cityId: riyadh,
        businessType: 'b2b',
        developmentStage: 'growth',
        industryGroupCodes: ['energy'],
        isFeatured: true,
        establishedDate: '2001-03-01',
      }),
      provider('Qimmatayn Digital', 'مؤسسة قمتين أسامة الرقمية', {
        isicClassCode: '6201',
        cityId: jeddah,
        businessType: 'saas',
        developmentStage: 'early_revenue',
        industryGroupCodes: ['materials', 'energy'],
        establishedDate: '2015-06-01',
      }),
      provider('Qimmatayn Advisory', 'مكتب قمتين للاستشارات', {
        isicClassCode: '7020',
        cityId: riyadh,
        businessType: 'b2b',
        developmentStage: 'growth',
        isActive: false,
        establishedDate: '1990-01-01',
      }),
      provider('Qimmatayn Planning', 'دار قمتين للتخطيط', {
        isicClassCode: '7020',
        cityId: jeddah,
        businessType: 'b2g',
        developmentStage: 'growth',
        establishedDate: '1995-09-01',
      }),
      provider('Qimmatayn Logistics', 'قمتين للخدمات اللوجستية', {
        isicClassCode: '7020',
        cityId: jeddah,
        businessType: 'b2c',
        source: 'registered',
      }),
    ])
    .returning({ id: serviceProviders.id });
  const [engineering, digital, advisory, planning, logistics] = inserted.map((row) => row.id);
  if (!engineering || !digital || !advisory || !planning || !logistics) throw new Error('the fixture was not inserted');
  Object.assign(ids, { engineering, digital, advisory, planning, logistics });
  await db.insert(providerServices).values([
    {
      providerId: ids.digital,
      isicClassCode: '7110',
      titleEn: 'Plant engineering reviews',
      startingFeeHalalas: 150_000,
    },
    { providerId: ids.digital, isicClassCode: '6201', titleEn: 'Custom software', startingFeeHalalas: 90_000 },
  ]);
  const project = (providerId: number, titleEn: string, titleAr: string) => ({
    providerId,
    isicClassCode: '7110',
    titleEn,
    titleAr,
    searchText: normalizeSearchText(`${titleEn} ${titleAr}`),
  });
  await db
    .insert(providerProjects)
    .values([
      project(ids.planning, 'Riyadh Metro station design', 'تصميم محطة مترو الرياض'),
      project(ids.planning, 'Jeddah hospital master plan', 'المخطط العام لمستشفى جدة'),
      project(ids.engineering, 'Metro depot structures', 'منشآت مستودع المترو'),
      project(ids.advisory, 'Metro fare study', 'دراسة أجرة المترو'),
    ]);
});
afterAll(() => harness.close());

function get(url: string, language = 'en') {
  return harness.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
}

async function screen(query: string, language = 'en'): Promise<ScreenerPage> {
  const response = await get(`/public-api/service-provider/screener?${query}`, language);
  expect(response.statusCode).toBe(200);
  return response.json<ScreenerPage>();
}

const idsOf = (page: ScreenerPage) => page.data.map((provider) => provider.providerId);

describe('the screener (sp-screener)', () => {
  it('finds active providers by name, with their cards', async () => {
    const page = await screen('q=qimmatayn&sort=name');
    expect(idsOf(page)).toEqual([ids.digital, ids.engineering, ids.logistics, ids.planning]);
    expect(page.total).toBe(4);
    const digital = page.data[0];
    expect(digital).toMatchObject({
      providerName: 'Qimmatayn Digital',
      servicesCount: 2,
      projectsCount: 0,
      startingFeeFromHalalas: 90_000,
      isFeatured: false,
      businessType: { code: 'saas' },
      matchedProjects: [],
    });
    expect(page.data[1]).toMatchObject({ isFeatured: true, category: { code: '71' } });
    expect(page.data[3]?.projectsCount).toBe(2);
  });

  it('matches Arabic names whatever the hamza and taa marbuta', async () => {
    const page = await screen(`q=${encodeURIComponent('قمتين اسامه الرقميه')}`, 'ar');
    expect(idsOf(page)).toEqual([ids.digital]);
    expect(page.data[0]?.providerName).toBe('مؤسسة قمتين أسامة الرقمية');
    const spelled = await screen(`q=${encodeURIComponent('مؤسسة قمتين أسامة')}`, 'ar');
    expect(idsOf(spelled)).toEqual([ids.digital]);
  });

  it.each([
    ['category=71', () => [ids.digital, ids.engineering]],
    // listed for a sub-industry, featured companies come first (decision 023)
    ['subCategory=7110', () => [ids.engineering, ids.digital]],
    ['subCategory=6201', () => [ids.digital]],
    ['cityId=RIYADH', () => [ids.engineering]],
    ['industryGroup=energy', () => [ids.digital, ids.engineering]],
    ['industryGroup=materials', () => [ids.digital]],
    ['businessType=b2g', () => [ids.planning]],
    ['stage=growth', () => [ids.engineering, ids.planning]],
    ['stage=growth&cityId=JEDDAH', () => [ids.planning]],
  ])('filters by %s', async (filter, expected) => {
    const query = filter.replace('RIYADH', String(riyadh)).replace('JEDDAH', String(jeddah));
    const page = await screen(`q=qimmatayn&sort=name&${query}`);
    expect(idsOf(page)).toEqual(expected());
    expect(page.total).toBe(expected().length);
  });

  it('sorts by name and by founding date both ways, unknown dates last', async () => {
    const byName = idsOf(await screen('q=qimmatayn&sort=name&direction=desc'));
    expect(byName).toEqual([ids.planning, ids.logistics, ids.engineering, ids.digital]);
    expect(idsOf(await screen('q=qimmatayn&sort=established&direction=asc'))).toEqual([
      ids.planning,
      ids.engineering,
      ids.digital,
      ids.logistics,
    ]);
    expect(idsOf(await screen('q=qimmatayn&sort=established&direction=desc'))).toEqual([
      ids.digital,
      ids.engineering,
      ids.planning,
      ids.logistics,
    ]);
    const arabic = (await screen('q=qimmatayn&sort=name', 'ar')).data.map((provider) => provider.providerName);
    expect(arabic).toEqual([...arabic].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('pages without gaps or repeats, across the whole directory', async () => {
    const first = await screen('sort=established&size=7');
    const second = await screen('sort=established&size=7&page=1');
    const both = await screen('sort=established&size=14');
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(both));
    expect(first.total).toBe(both.total);
    expect(idsOf(both)).not.toContain(ids.advisory);
    const beyond = await screen('sort=established&size=7&page=999');
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('searches by project and names the matching projects', async () => {
    // Relevance (the default with a text): a project starting with the text before one with a word starting with it.
    const page = await screen('mode=project&q=metro');
    expect(idsOf(page)).toEqual([ids.engineering, ids.planning]);
    expect(idsOf(await screen('mode=project&q=metro&sort=relevance&direction=asc'))).toEqual([
      ids.planning,
      ids.engineering,
    ]);
    const planning = page.data.find((provider) => provider.providerId === ids.planning);
    expect(planning?.matchedProjects.map((project) => project.title)).toEqual(['Riyadh Metro station design']);
    const arabic = await screen(`mode=project&q=${encodeURIComponent('مستشفى جده')}`, 'ar');
    expect(idsOf(arabic)).toEqual([ids.planning]);
    expect(arabic.data[0]?.matchedProjects[0]?.title).toBe('المخطط العام لمستشفى جدة');
    expect((await screen('mode=project&q=metro&stage=growth&cityId=' + riyadh)).data.map((p) => p.providerId)).toEqual([
      ids.engineering,
    ]);
  });

  it.each([
    ['category=7'],
    ['subCategory=abc'],
    ['businessType=charity'],
    ['stage=seed'],
    ['sort=price'],
    ['direction=up'],
    ['mode=everything'],
    ['industryGroup=Energy!'],
    ['industryGroup=capital_goods'],
    ['cityId=-1'],
  ])('answers 400 in both languages for %s', async (query) => {
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await get(`/public-api/service-provider/screener?${query}`, language);
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorEnvelope>();
      expect(body.message).toBe(messages.errors.validation);
      expect(body.errors[0]?.message).toBe(messages.validation.invalidValue);
    }
  });

  it('answers 400 for a page size over the limit and a text too long', async () => {
    expect((await get('/public-api/service-provider/screener?size=51')).statusCode).toBe(400);
    const long = await get(`/public-api/service-provider/screener?q=${'a'.repeat(101)}`, 'ar');
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorEnvelope>().errors[0]?.message).toBe(ar.validation.tooLong);
  });
});

describe('public top and latest companies', () => {
  it('ranks featured providers first, then by reviews and profile richness', async () => {
    const response = await get('/public-api/service-provider/top-companies?size=50');
    expect(response.statusCode).toBe(200);
    const page = response.json<TopProvidersPage>();
    const featured = page.data.filter((provider) => provider.isFeatured).length;
    expect(featured).toBeGreaterThan(0);
    expect(page.data.slice(0, featured).every((provider) => provider.isFeatured)).toBe(true);
    const rest = page.data.slice(featured);
    for (let index = 1; index < rest.length; index += 1) {
      const [before, after] = [rest[index - 1], rest[index]];
      if (before && after && before.reviewsCount === after.reviewsCount) {
        expect(before.profileParts).toBeGreaterThanOrEqual(after.profileParts);
      }
    }
    expect(page.data.every((provider) => provider.profilePartsTotal === 9)).toBe(true);
    expect(page.data.map((provider) => provider.providerId)).not.toContain(ids.advisory);
  });

  it('lists self-registered providers first, then the newest', async () => {
    const response = await get('/public-api/service-provider/latest-companies?size=5', 'ar');
    expect(response.statusCode).toBe(200);
    const page = response.json<ScreenerPage>();
    expect(page.data[0]?.providerId).toBe(ids.logistics);
    expect(page.data[0]?.providerName).toBe('قمتين للخدمات اللوجستية');
    const [active] = await harness.database.db
      .select({ id: serviceProviders.id })
      .from(serviceProviders)
      .where(eq(serviceProviders.isActive, false));
    expect(active?.id).toBe(ids.advisory);
  });
});
