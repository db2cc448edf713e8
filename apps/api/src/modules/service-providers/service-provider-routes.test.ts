import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { ProviderCategory, ProviderPage, ServiceProviderProfile } from '@hissa/contracts/service-providers';
import { USER_TYPE_CODES, USER_TYPES } from '@hissa/contracts/user-types';
import { serviceProviders } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

function get(url: string, options: { headers?: Record<string, string>; language?: string } = {}) {
  return harness.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
  });
}

async function recommendations(query = ''): Promise<ProviderPage> {
  const response = await get(`/public-api/service-provider/top-recommendations?size=50${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ProviderPage>();
}

describe('top recommendations (sp/public/top-recommendations)', () => {
  it('lists every provider, featured first, then the longest established', async () => {
    const [providerCount] = await harness.database.db.select({ total: count() }).from(serviceProviders);
    const page = await recommendations();
    expect(page.total).toBe(providerCount?.total);
    const featured = page.data.filter((provider) => provider.isFeatured).length;
    expect(page.data.slice(0, featured).every((provider) => provider.isFeatured)).toBe(true);
    const rest = page.data.slice(featured).map((provider) => provider.establishedDate ?? '9999');
    expect(rest).toEqual([...rest].sort());
    const next = await recommendations('&page=1');
    expect(next.data[0]?.providerId).not.toBe(page.data[0]?.providerId);
  });

  it('narrows to a category and a city, with the matching total', async () => {
    const categories = (await get('/public-api/service-provider/categories')).json<{ data: ProviderCategory[] }>().data;
    const top = categories[0];
    if (!top) throw new Error('the seed gave providers no category');
    const inCategory = await recommendations(`&category=${top.code}`);
    expect(inCategory.total).toBe(top.providers);
    expect(inCategory.data.every((provider) => provider.category?.code === top.code)).toBe(true);

    const cityId = inCategory.data.find((provider) => provider.city)?.city?.code;
    const inCity = await recommendations(`&category=${top.code}&cityId=${cityId}`);
    expect(inCity.total).toBeGreaterThan(0);
    expect(
      inCity.data.every((provider) => provider.city?.code === cityId && provider.category?.code === top.code),
    ).toBe(true);
  });

  it('names categories in Arabic, most providers first', async () => {
    const categories = (await get('/public-api/service-provider/categories', { language: 'ar' })).json<{
      data: ProviderCategory[];
    }>().data;
    expect(categories.length).toBeGreaterThan(1);
    expect(categories[0]?.name).toMatch(/[\u0600-\u06FF]/);
    const counts = categories.map((category) => category.providers);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'refuses a malformed category or city with a message in the language (%s)',
    async (language, messages) => {
      for (const query of ['category=ABC', 'cityId=-4', 'size=51']) {
        const response = await get(`/public-api/service-provider/top-recommendations?${query}`, { language });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorEnvelope>().message).toBe(messages.errors.validation);
      }
    },
  );
});

describe('a provider user’s own profile (sp/sp-profile)', () => {
  it('answers 401 without a token and 403 to every type but the provider user', async () => {
    expect((await get('/common-api/service-provider/my-profile')).statusCode).toBe(401);
    for (const type of USER_TYPE_CODES.filter((code) => code !== USER_TYPES.serviceProvider)) {
      const response = await get('/common-api/service-provider/my-profile', {
        headers: await loginAs(harness.app, type),
      });
      expect(response.statusCode, `type ${type}`).toBe(403);
    }
  });

  it('gives the demo provider user the featured provider they act for', async () => {
    const response = await get('/common-api/service-provider/my-profile', {
      headers: await loginAs(harness.app, USER_TYPES.serviceProvider),
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json<{ data: ServiceProviderProfile }>().data;
    const [demo] = await harness.database.db
      .select({ providerId: users.serviceProviderId })
      .from(users)
      .where(eq(users.email, 'service.provider@demo.hissa.sa'));
    expect(profile.providerId).toBe(demo?.providerId);
    const publicProfile = (await get(`/public-api/service-provider/profile/${profile.providerId}`)).json<{
      data: ServiceProviderProfile;
    }>().data;
    expect(profile).toEqual(publicProfile);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'answers 404 with a clear message to a provider account not linked to a provider (%s)',
    async (language, messages) => {
      const user = await createTestUser(harness.database.db, { userType: USER_TYPES.serviceProvider });
      const response = await get('/common-api/service-provider/my-profile', {
        headers: bearer(await loginToken(harness.app, user.email, user.password)),
        language,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorEnvelope>().message).toBe(messages.errors.providerNotLinked);
    },
  );
});
