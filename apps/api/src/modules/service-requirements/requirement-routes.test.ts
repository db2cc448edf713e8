import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import {
  CloseRequirementEndpoint,
  CreateRequirementEndpoint,
  MyRequirementsEndpoint,
  PublicRequirementsEndpoint,
  RequirementRecommendationsEndpoint,
} from '@hissa/contracts/service-requirements-endpoints';
import {
  RECOMMENDATION_WEIGHTS,
  SCORING_VERSION,
  type PublicRequirementsPage,
  type Requirement,
  type RequirementRecommendations,
} from '@hissa/contracts/services-marketplace/requirements';
import { USER_TYPE_CODES, USER_TYPES } from '@hissa/contracts/user-types';
import { isicClasses, exchangeSectors } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { providerServices } from '../../db/schema/provider-content.ts';
import {
  providerRecommendations,
  quotationRequests,
  serviceQuotations,
  serviceRequirements,
} from '../../db/schema/quotations.ts';
import { queryRows } from '../../db/query-rows.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;

/** The fixture: a category (ISIC division) no seeded provider is in, two of its classes, places and providers by name. */
const fixture = {
  division: '',
  classX: '',
  classY: '',
  industryGroup: '',
  city: 0,
  sameRegionCity: 0,
  otherRegionCity: 0,
  ids: {} as Record<string, number>,
};

/** Inserts a provider of the fixture and remembers its id under `label`. */
async function addProvider(
  label: string,
  values: Partial<typeof serviceProviders.$inferInsert> & { isicClassCode: string },
): Promise<number> {
  const [row] = await harness.database.db
    .insert(serviceProviders)
    .values({ nameEn: `Provider ${label}`, nameAr: `مزود ${label}`, searchText: `provider ${label}`, ...values })
    .returning({ id: serviceProviders.id });
  if (!row) throw new Error('provider not inserted');
  fixture.ids[label] = row.id;
  return row.id;
}

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const [division] = await queryRows<{ division_code: string; classes: string[] }>(
    db,
    sql`select c.division_code, array_agg(c.code order by c.code) as classes
        from isic_classes c
        where not exists (select 1 from service_providers p join isic_classes pc on pc.code = p.isic_class_code
                          where pc.division_code = c.division_code)
          and not exists (select 1 from provider_services s join isic_classes sc on sc.code = s.isic_class_code
                          where sc.division_code = c.division_code)
        group by c.division_code having count(*) >= 2 order by c.division_code limit 1`,
  );
  const [other] = await db
    .select({ code: isicClasses.code })
    .from(isicClasses)
    .where(sql`${isicClasses.divisionCode} <> ${division?.division_code}`)
    .limit(1);
  const [sector] = await db.select({ code: exchangeSectors.code }).from(exchangeSectors).limit(1);
  const [region] = await queryRows<{ ids: number[]; other: number }>(
    db,
    sql`select (array_agg(id order by id))[1:2] as ids,
          (select min(id) from cities o where o.region_id <> c.region_id) as other
        from cities c group by region_id having count(*) >= 2 order by region_id limit 1`,
  );
  if (!division || !other || !sector || !region) throw new Error('reference data missing');
  fixture.division = division.division_code;
  [fixture.classX = '', fixture.classY = ''] = division.classes;
  fixture.industryGroup = sector.code;
  [fixture.city = 0, fixture.sameRegionCity = 0] = region.ids;
  fixture.otherRegionCity = region.other;
  const { classX, classY, city, sameRegionCity, otherRegionCity, industryGroup } = fixture;

  await addProvider('A', { isicClassCode: classX, cityId: city, industryGroupCodes: [industryGroup] });
  const b = await addProvider('B', { isicClassCode: classY, cityId: sameRegionCity });
  await db.insert(providerServices).values({ providerId: b, isicClassCode: classX, titleEn: 'Exactly this' });
  await addProvider('C', { isicClassCode: classX, cityId: otherRegionCity });
  await addProvider('D', { isicClassCode: classX, cityId: city, industryGroupCodes: [industryGroup], isActive: false });
  const e = await addProvider('E', { isicClassCode: classY, isFeatured: true });
  await addProvider('F', { isicClassCode: classY });
  for (const label of ['H', 'I', 'J']) await addProvider(label, { isicClassCode: classY, cityId: city });
  await addProvider('G', { isicClassCode: other.code, cityId: city, industryGroupCodes: [industryGroup] });

  // E ignored five quotation requests
  const buyer = await createTestUser(db, { userType: USER_TYPES.buyer });
  for (let index = 0; index < 5; index++) {
    const [request] = await db
      .insert(quotationRequests)
      .values({
        buyerUserId: buyer.id,
        title: `Request ${index}`,
        description: 'Fixture',
        submissionDeadline: '2026-12-31',
        deadlineAt: new Date('2026-12-31T21:00:00Z'),
        searchText: 'fixture',
      })
      .returning({ id: quotationRequests.id });
    await db.insert(serviceQuotations).values({ quotationRequestId: request?.id ?? 0, providerId: e });
  }
});
afterAll(() => harness.close());

function send(
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; language?: string; payload?: unknown } = {},
) {
  return harness.app.inject({
    method,
    url,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

function path(template: string, requirementId: number): string {
  return template.replace(':requirementId', String(requirementId));
}

/** A valid wizard answer for the fixture's class `isicClassCode`. */
function wizard(isicClassCode: string, overrides: Record<string, unknown> = {}) {
  return {
    categoryCode: fixture.division,
    isicClassCode,
    industryGroupCode: fixture.industryGroup,
    cityId: fixture.city,
    budgetCode: '25k_100k',
    timelineCode: 'within_1_month',
    title: 'Annual audit of our financial statements',
    description: 'We need an audit firm for the 2026 financial year.',
    isPublic: true,
    ...overrides,
  };
}

async function post(payload: unknown, headers: Record<string, string>, language = 'en') {
  return send('POST', CreateRequirementEndpoint.path, { headers, payload, language });
}

async function requirementCount(): Promise<number> {
  const [row] = await harness.database.db.select({ total: count() }).from(serviceRequirements);
  return Number(row?.total ?? 0);
}

const label = (id: number) => Object.entries(fixture.ids).find(([, value]) => value === id)?.[0];

describe('posting a requirement (post-requirement wizard)', () => {
  it('answers 401 to a visitor and 403 to every type but the buyer, writing nothing', async () => {
    const before = await requirementCount();
    expect((await send('POST', CreateRequirementEndpoint.path, { payload: wizard(fixture.classX) })).statusCode).toBe(
      401,
    );
    for (const type of USER_TYPE_CODES.filter((code) => code !== USER_TYPES.buyer)) {
      const response = await post(wizard(fixture.classX), await loginAs(harness.app, type));
      expect(response.statusCode, `type ${type}`).toBe(403);
    }
    expect(await requirementCount()).toBe(before);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('refuses missing answers field by field in the language (%s)', async (language, messages) => {
    const before = await requirementCount();
    const response = await post({ isPublic: true }, await loginAs(harness.app, USER_TYPES.buyer), language);
    expect(response.statusCode).toBe(400);
    const envelope = response.json<ErrorEnvelope>();
    expect(envelope.message).toBe(messages.errors.validation);
    const texts = envelope.errors.map((error) => error.message);
    for (const key of [
      'subCategoryRequired',
      'cityRequired',
      'budgetRequired',
      'timelineRequired',
      'titleRequired',
    ] as const)
      expect(texts).toContain(messages.requirements[key]);

    const tooLong = await post(
      wizard(fixture.classX, { title: 'x'.repeat(256) }),
      await loginAs(harness.app, USER_TYPES.buyer),
      language,
    );
    expect(tooLong.json<ErrorEnvelope>().errors.map((error) => error.message)).toEqual([
      messages.requirements.titleTooLong,
    ]);

    const unknown = await post(
      wizard(fixture.classX, { categoryCode: '99', isicClassCode: '9999' }),
      await loginAs(harness.app, USER_TYPES.buyer),
      language,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.isicClassCode', message: messages.requirements.subCategoryUnknown },
    ]);
    const badCity = await post(
      wizard(fixture.classX, { cityId: 2_000_000 }),
      await loginAs(harness.app, USER_TYPES.buyer),
      language,
    );
    expect(badCity.json<ErrorEnvelope>().errors[0]?.message).toBe(messages.requirements.cityUnknown);
    const badGroup = await post(
      wizard(fixture.classX, { industryGroupCode: 'NO_SUCH_GROUP' }),
      await loginAs(harness.app, USER_TYPES.buyer),
      language,
    );
    expect(badGroup.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.industryGroupCode', message: messages.requirements.industryGroupUnknown },
    ]);
    expect(await requirementCount()).toBe(before);
  });

  it('stores the top 5 with score, factors, weights and version; falls back to the category; boosts one featured', async () => {
    const headers = await loginAs(harness.app, USER_TYPES.buyer);
    const response = await post(wizard(fixture.classX), headers);
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ message: string; data: { id: number } }>();
    expect(answer.message).toBe(en.requirements.posted);

    const stored = await harness.database.db
      .select()
      .from(providerRecommendations)
      .where(eq(providerRecommendations.requirementId, answer.data.id))
      .orderBy(providerRecommendations.rank);
    expect(stored.map((row) => label(row.providerId))).toEqual(['A', 'B', 'H', 'I', 'E']);
    expect(stored.every((row) => row.scoringVersion === SCORING_VERSION)).toBe(true);
    expect(stored[0]?.weights).toEqual(RECOMMENDATION_WEIGHTS);
    expect(stored.map((row) => row.featuredBoost)).toEqual([false, false, false, false, true]);

    const page = await send('GET', path(RequirementRecommendationsEndpoint.path, answer.data.id), {
      headers,
      language: 'ar',
    });
    expect(page.statusCode).toBe(200);
    const data = page.json<{ data: RequirementRecommendations }>().data;
    expect(data.scope).toBe('category');
    expect(data.requirement.category.name).toMatch(/[\u0600-\u06FF]/);
    const [first, second] = data.recommendations;
    expect(first?.providerName).toBe('مزود A');
    expect(first?.factors).toMatchObject({ serviceMatch: 0.8, industry: 1, city: 1 });
    expect(first?.facts).toMatchObject({ serviceMatch: 'providerClass', sameCity: true, servesIndustry: true });
    expect(second?.facts).toMatchObject({ serviceMatch: 'service', sameRegion: true, sameCity: false });
    expect(data.recommendations[4]).toMatchObject({ featuredBoost: true, isFeatured: true });
    expect(data.recommendations[4]?.facts).toMatchObject({ quotationsReceived: 5, quotationsResponded: 0 });
    const scores = data.recommendations.slice(0, 4).map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('keeps to the sub-category when five or more match', async () => {
    const headers = await loginAs(harness.app, USER_TYPES.buyer);
    const { id } = (await post(wizard(fixture.classY), headers)).json<{ data: { id: number } }>().data;
    const data = (await send('GET', path(RequirementRecommendationsEndpoint.path, id), { headers })).json<{
      data: RequirementRecommendations;
    }>().data;
    expect(data.scope).toBe('subCategory');
    expect(data.recommendations.map((item) => label(item.providerId))).toEqual(['H', 'I', 'J', 'B', 'E']);
  });
});

describe("a requirement's recommendations, the buyer's list and closing", () => {
  it("answers 404 for another buyer's requirement and for one that does not exist", async () => {
    const owner = await loginAs(harness.app, USER_TYPES.buyer);
    const { id } = (await post(wizard(fixture.classX, { isPublic: false }), owner)).json<{ data: { id: number } }>()
      .data;
    const stranger = await createTestUser(harness.database.db, { userType: USER_TYPES.buyer });
    const strangerHeaders = bearer(await loginToken(harness.app, stranger.email, stranger.password));
    for (const [template, method] of [
      [RequirementRecommendationsEndpoint.path, 'GET'],
      [CloseRequirementEndpoint.path, 'POST'],
    ] as const) {
      const response = await send(method, path(template, id), { headers: strangerHeaders, language: 'ar' });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorEnvelope>().message).toBe(ar.requirements.notFound);
      expect((await send(method, path(template, 999_999), { headers: owner })).statusCode).toBe(404);
    }
    const mine = (await send('GET', MyRequirementsEndpoint.path, { headers: strangerHeaders })).json<{
      total: number;
    }>();
    expect(mine.total).toBe(0);
    const [row] = await harness.database.db.select().from(serviceRequirements).where(eq(serviceRequirements.id, id));
    expect(row?.status).toBe('open');
  });

  it('lists the public open requirements without the buyer, and closes once (409 after)', async () => {
    const headers = await loginAs(harness.app, USER_TYPES.buyer);
    const publicOne = (await post(wizard(fixture.classX, { title: 'Public one' }), headers)).json<{
      data: { id: number };
    }>().data.id;
    const privateOne = (await post(wizard(fixture.classX, { title: 'Private one', isPublic: false }), headers)).json<{
      data: { id: number };
    }>().data.id;

    const list = async (query = '') =>
      (await send('GET', `${PublicRequirementsEndpoint.path}?size=50${query}`)).json<PublicRequirementsPage>();
    const before = await list(`&category=${fixture.division}`);
    const ids = before.data.map((item) => item.id);
    expect(ids).toContain(publicOne);
    expect(ids).not.toContain(privateOne);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const shown = before.data.find((item) => item.id === publicOne);
    expect(Object.keys(shown ?? {})).not.toContain('buyerUserId');
    expect(JSON.stringify(shown)).not.toContain('Demo');
    expect(shown?.industryGroup?.code).toBe(fixture.industryGroup);
    expect((await list('&category=01')).data.every((item) => item.category.code === '01')).toBe(true);

    const mine = (await send('GET', MyRequirementsEndpoint.path, { headers })).json<{ data: Requirement[] }>();
    expect(mine.data[0]?.id).toBe(privateOne);

    const closed = await send('POST', path(CloseRequirementEndpoint.path, publicOne), { headers, language: 'ar' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<{ message: string; data: Requirement }>()).toMatchObject({
      message: ar.requirements.closed,
      data: { status: 'closed' },
    });
    const again = await send('POST', path(CloseRequirementEndpoint.path, publicOne), { headers });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe(en.requirements.alreadyClosed);
    expect((await list(`&category=${fixture.division}`)).data.map((item) => item.id)).not.toContain(publicOne);
  });

  it('closes a requirement once when two closes race', async () => {
    const headers = await loginAs(harness.app, USER_TYPES.buyer);
    const { id } = (await post(wizard(fixture.classY), headers)).json<{ data: { id: number } }>().data;
    const statuses = (
      await Promise.all([1, 2].map(() => send('POST', path(CloseRequirementEndpoint.path, id), { headers })))
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const [row] = await harness.database.db
      .select({ total: count() })
      .from(serviceRequirements)
      .where(and(eq(serviceRequirements.id, id), eq(serviceRequirements.status, 'closed')));
    expect(row?.total).toBe(1);
  });

  it('refuses a malformed public-list query', async () => {
    const response = await send('GET', `${PublicRequirementsEndpoint.path}?category=ABC`, { language: 'ar' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().message).toBe(ar.errors.validation);
  });
});
