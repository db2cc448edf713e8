import { count, eq } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { SALES_REQUEST_RATE_LIMIT, type SalesRequest } from '@hissa/contracts/billing/sales-requests';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import {
  AdvertisingRequestEndpoint,
  CustomMediaRequestEndpoint,
  SalesRequestsEndpoint,
  UpdateSalesRequestEndpoint,
} from '@hissa/contracts/sales-requests-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { salesRequests } from '../../db/schema/billing.ts';
import { loginAs, nextRemoteAddress } from '../../test/auth-helpers.ts';
import { outboxFiles, postPublicForm } from '../../test/public-form-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Custom media package and advertising requests (decision 023) through the HTTP layer: visitors
 * and users send them, refusals in both languages store nothing, the honeypot and the per-address
 * limit, the team's e-mail, and the admin queue.
 */

let harness: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
});

afterAll(() => harness.close());

const media = {
  fullName: 'Sara Al-Qahtani',
  email: 'sara.qahtani@example.sa',
  phone: '966501234567',
  countryCode: 'SA',
  companyName: 'Qimmah Media',
  selectedFeatures: ['press_release', 'video'],
  additionalFeatures: 'A quarterly interview with our CEO.',
};
const advertising = {
  ...media,
  selectedFeatures: undefined,
  additionalFeatures: undefined,
  message: 'Banner ads to SME owners.',
};

const post = (
  endpoint: { path: string },
  payload: Record<string, unknown>,
  options?: Parameters<typeof postPublicForm>[3],
) => postPublicForm(harness.app, endpoint, payload, options);

const stored = async () => (await harness.database.db.select({ n: count() }).from(salesRequests))[0]?.n ?? 0;

describe('sending a request', () => {
  it('takes a visitor custom media package request, tells the team, and answers as spec §8 says', async () => {
    const mailsBefore = (await outboxFiles(harness)).length;
    const response = await post(CustomMediaRequestEndpoint, media);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(en.salesRequests.submitted);
    const [row] = await harness.database.db.select().from(salesRequests).where(eq(salesRequests.email, media.email));
    expect(row).toMatchObject({
      kind: 'custom_media_package',
      status: 'new',
      userId: null,
      selectedFeatures: ['press_release', 'video'],
      countryCode: 'SA',
    });
    expect((await outboxFiles(harness)).length).toBeGreaterThan(mailsBefore);
  });

  it('takes an advertising request (advertisement-support) in Arabic and records the signed-in sender', async () => {
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    const response = await post(
      AdvertisingRequestEndpoint,
      { ...advertising, email: 'ads.owner@example.sa' },
      { language: 'ar', headers: buyer },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(ar.salesRequests.submitted);
    const [row] = await harness.database.db
      .select()
      .from(salesRequests)
      .where(eq(salesRequests.email, 'ads.owner@example.sa'));
    expect(row).toMatchObject({ kind: 'advertising', message: 'Banner ads to SME owners.' });
    expect(row?.userId).not.toBeNull();
  });

  it.each([
    ['body.selectedFeatures', 'featuresRequired', { ...media, selectedFeatures: [] }],
    ['body.selectedFeatures.0', 'featureInvalid', { ...media, selectedFeatures: ['billboards'] }],
    ['body.additionalFeatures', 'textTooLong', { ...media, additionalFeatures: 'x'.repeat(2001) }],
    ['body.fullName', 'fullNameRequired', { ...media, fullName: '' }],
    ['body.countryCode', 'countryInvalid', { ...media, countryCode: 'ZZ' }],
  ] as const)('refuses %s (%s) in the user language and stores nothing', async (field, key, body) => {
    const before = await stored();
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await post(CustomMediaRequestEndpoint, body, { language });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().errors).toContainEqual(
        expect.objectContaining({ field, message: messages.salesRequests[key] }),
      );
    }
    expect(await stored()).toBe(before);
  });

  it('refuses a phone that is not digits with the contracts phone rule', async () => {
    const response = await post(AdvertisingRequestEndpoint, { ...advertising, phone: '05-abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().errors).toContainEqual(
      expect.objectContaining({ field: 'body.phone', message: en.registration.phoneInvalid }),
    );
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const before = await stored();
    const response = await post(AdvertisingRequestEndpoint, { ...advertising, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await stored()).toBe(before);
  });

  it(`allows ${SALES_REQUEST_RATE_LIMIT.max} requests an hour from one address, then 429`, async () => {
    const remoteAddress = nextRemoteAddress();
    for (let index = 0; index < SALES_REQUEST_RATE_LIMIT.max; index++) {
      const endpoint = index % 2 === 0 ? AdvertisingRequestEndpoint : CustomMediaRequestEndpoint;
      const response = await post(
        endpoint,
        { ...(index % 2 === 0 ? advertising : media), email: `limit${index}@example.sa` },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await post(AdvertisingRequestEndpoint, advertising, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the admin queue', () => {
  it('lists newest first, filters by kind and status, and pages', async () => {
    const list = async (query: string) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `${SalesRequestsEndpoint.path}?${query}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: SalesRequest[]; total: number; page: number; size: number }>();
    };
    const all = await list('size=50');
    expect(all.total).toBe(await stored());
    const dates = all.data.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const adverts = await list('kind=advertising');
    expect(adverts.data.every((item) => item.kind === 'advertising')).toBe(true);
    expect(adverts.total).toBeGreaterThan(0);
    expect(adverts.total).toBeLessThan(all.total);
    const paged = await list('size=2&page=1');
    expect(paged.data.map((item) => item.id)).toEqual(all.data.slice(2, 4).map((item) => item.id));
    expect((await list('status=closed')).total).toBe(0);
  });

  it('moves a request to contacted with a note; 404 for an unknown one; others may not', async () => {
    const [row] = await harness.database.db.select().from(salesRequests).limit(1);
    const patch = (id: number, headers: Record<string, string>, language = 'en') =>
      harness.app.inject({
        method: 'PATCH',
        url: endpointUrl(UpdateSalesRequestEndpoint, { requestId: id }),
        headers: { 'accept-language': language, ...headers },
        payload: { status: 'contacted', adminNote: 'Called, sending a proposal.' },
      });
    const response = await patch(row?.id ?? 0, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: SalesRequest }>().data).toMatchObject({
      status: 'contacted',
      adminNote: 'Called, sending a proposal.',
    });
    const missing = await patch(999_999, admin, 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.salesRequests.notFound);
    expect((await patch(row?.id ?? 0, await loginAs(harness.app, USER_TYPES.serviceProvider))).statusCode).toBe(403);
    const anonymous = await harness.app.inject({ method: 'GET', url: SalesRequestsEndpoint.path });
    expect(anonymous.statusCode).toBe(401);
  });
});
