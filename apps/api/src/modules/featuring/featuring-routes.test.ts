import { and, count, desc, eq } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { FeaturingOptions, FeaturingPurchase, MyFeaturings } from '@hissa/contracts/billing/featuring';
import {
  FeatureCompanyEndpoint,
  FeatureListingEndpoint,
  FeaturingOptionsEndpoint,
  MyFeaturingsEndpoint,
} from '@hissa/contracts/featuring-endpoints';
import { ProviderScreenerEndpoint } from '@hissa/contracts/provider-screener-endpoints';
import type { ScreenerPage } from '@hissa/contracts/services-marketplace/screener';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { featurings, payments } from '../../db/schema/billing.ts';
import { isicClasses } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { markPaymentPaid } from '../payments/move-payment.ts';
import type { PaymentHooks } from '../payments/payment-hooks.ts';
import { fulfilCompanyFeaturing, fulfilFeaturedListing, refreshFeaturedFlags } from './featuring-service.ts';

/*
 * Featuring a provider company and featured sub-industry listings (decision 023) through the HTTP
 * layer: prices from the catalogue, refusals in both languages with nothing written, the
 * fulfilments (stacking after the current end), the expiry job and featured-first listings.
 */

let harness: TestApp;
let provider: { authorization: string };
let providerId: number;
let ownClass: string;
let otherClass: string;
const hooks: PaymentHooks = {
  fulfil: { featuring: fulfilCompanyFeaturing, featured_listing: fulfilFeaturedListing },
  afterPaid: [],
};
const DAY = 86_400_000;

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const registered = new Set((await db.select({ id: users.serviceProviderId }).from(users)).map((row) => row.id));
  const candidates = await db
    .select({ id: serviceProviders.id, isicClassCode: serviceProviders.isicClassCode })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.isActive, true), eq(serviceProviders.isFeatured, false)))
    .orderBy(desc(serviceProviders.id))
    .limit(30);
  const chosen = candidates.find((row) => !registered.has(row.id) && row.isicClassCode);
  providerId = chosen?.id ?? 0;
  ownClass = chosen?.isicClassCode ?? '';
  const [other] = await db.select({ code: isicClasses.code }).from(isicClasses).limit(50);
  const all = await db.select({ code: isicClasses.code }).from(isicClasses);
  otherClass = all.find((row) => row.code !== ownClass)?.code ?? other?.code ?? '';
  const user = await createTestUser(db, { userType: USER_TYPES.serviceProvider });
  await db.update(users).set({ serviceProviderId: providerId }).where(eq(users.id, user.id));
  provider = bearer(await loginToken(harness.app, user.email, user.password));
});

afterAll(() => harness.close());

function call(
  endpoint: { method: string; path: string },
  headers: Record<string, string>,
  payload?: unknown,
  language = 'en',
) {
  return harness.app.inject({
    method: endpoint.method as 'GET',
    url: endpoint.path,
    headers: { 'accept-language': language, ...headers },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

const paymentCount = async () => (await harness.database.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

async function paymentOf(reference: string) {
  const [row] = await harness.database.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

async function buyCompany(durationCode: number) {
  const response = await call(FeatureCompanyEndpoint, provider, {
    durationCode,
    method: 'bank_transfer',
    termsAccepted: true,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ message: string; data: FeaturingPurchase }>();
}

async function isFeatured() {
  const [row] = await harness.database.db
    .select({ isFeatured: serviceProviders.isFeatured })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId));
  return row?.isFeatured;
}

describe('featuring options', () => {
  it('lists the three durations with the catalogue prices, the 30-day listing and my classes', async () => {
    const response = await call(FeaturingOptionsEndpoint, provider);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: FeaturingOptions }>();
    expect(data.options).toEqual([
      { durationCode: 1, months: 3, price: '600.00', perMonth: '200.00' },
      { durationCode: 2, months: 6, price: '1000.00', perMonth: '166.66' },
      { durationCode: 3, months: 12, price: '1800.00', perMonth: '150.00' },
    ]);
    expect(data.listing).toEqual({ days: 30, price: '250.00' });
    expect(data.vatRateBasisPoints).toBe(1500);
    expect(data.classes.map((item) => item.code)).toContain(ownClass);
    expect(data.classes.map((item) => item.code)).not.toContain(otherClass);
  });

  it('is for provider users only', async () => {
    expect((await call(FeaturingOptionsEndpoint, {})).statusCode).toBe(401);
    expect((await call(FeaturingOptionsEndpoint, await loginAs(harness.app, USER_TYPES.buyer))).statusCode).toBe(403);
    expect((await call(FeatureCompanyEndpoint, await loginAs(harness.app, USER_TYPES.admin), {})).statusCode).toBe(403);
  });
});

describe('featuring a company', () => {
  it('prices 3 months at SAR 600 plus 15 % VAT and answers the payment reference and page', async () => {
    const { message, data } = await buyCompany(1);
    expect(message).toBe(en.featuring.purchaseCreated);
    expect(data.paymentPath).toBe(`/billing/payments/${data.reference}`);
    const payment = await paymentOf(data.reference);
    expect(payment).toMatchObject({
      kind: 'featuring',
      providerId,
      status: 'awaiting_payment',
      subtotalHalalas: 60_000,
      vatHalalas: 9_000,
      totalHalalas: 69_000,
      method: 'bank_transfer',
    });
    // nothing is featured before the payment is paid
    const mine = (await call(MyFeaturingsEndpoint, provider)).json<{ data: MyFeaturings }>().data;
    expect(mine.featurings).toEqual([]);
    expect(mine.isFeaturedNow).toBe(false);
  });

  it.each([
    [{ durationCode: 4, method: 'bank_transfer', termsAccepted: true }, 'body.durationCode', 'durationInvalid'],
    [{ durationCode: 1, method: 'bank_transfer', termsAccepted: false }, 'body.termsAccepted', 'termsRequired'],
    [{ durationCode: 1, method: 'cash', termsAccepted: true }, 'body.method', 'methodInvalid'],
  ] as const)('refuses %j in the user language and records nothing', async (body, field, key) => {
    const before = await paymentCount();
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await call(FeatureCompanyEndpoint, provider, body, language);
      expect(response.statusCode).toBe(400);
      const envelope = response.json<ErrorEnvelope>();
      expect(envelope.errors).toContainEqual(expect.objectContaining({ field, message: messages.featuring[key] }));
    }
    expect(await paymentCount()).toBe(before);
  });

  it('refuses an unknown coupon', async () => {
    const response = await call(FeatureCompanyEndpoint, provider, {
      durationCode: 2,
      method: 'card',
      termsAccepted: true,
      couponCode: 'NOPE-2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().message).toBe(en.billing.couponInvalid);
  });

  it('starts when paid, stacks a second purchase after the current end, and the job ends it at the end instant', async () => {
    const db = harness.database.db;
    const paidAt = new Date('2020-01-31T10:00:00.000Z');
    const first = await buyCompany(1);
    const firstPayment = await paymentOf(first.data.reference);
    await markPaymentPaid(db, hooks, firstPayment.id, { source: 'admin', now: paidAt });
    const [row] = await db.select().from(featurings).where(eq(featurings.paymentId, firstPayment.id));
    expect(row).toMatchObject({ kind: 'company', durationCode: 1, startsAt: paidAt });
    // three calendar months from 31 January end on the last day of April
    expect(row?.endsAt.toISOString()).toBe('2020-04-30T10:00:00.000Z');

    const second = await buyCompany(2);
    const secondPayment = await paymentOf(second.data.reference);
    await markPaymentPaid(db, hooks, secondPayment.id, { source: 'admin', now: new Date(paidAt.getTime() + DAY) });
    const [stacked] = await db.select().from(featurings).where(eq(featurings.paymentId, secondPayment.id));
    expect(stacked?.startsAt.toISOString()).toBe('2020-04-30T10:00:00.000Z');
    expect(stacked?.endsAt.toISOString()).toBe('2020-10-30T10:00:00.000Z');

    const end = stacked?.endsAt ?? new Date();
    await refreshFeaturedFlags(db, new Date(end.getTime() - 1));
    expect(await isFeatured()).toBe(true);
    await refreshFeaturedFlags(db, end);
    expect(await isFeatured()).toBe(false);
    // a scheduled featuring is started by the job when its start comes
    await refreshFeaturedFlags(db, new Date('2020-05-01T00:00:00.000Z'));
    expect(await isFeatured()).toBe(true);
  });

  it('shows my featurings with their dates and states, and the Featured flag on the public lists', async () => {
    const db = harness.database.db;
    const { data } = await buyCompany(3);
    const payment = await paymentOf(data.reference);
    await markPaymentPaid(db, hooks, payment.id, { source: 'admin' });
    const mine = (await call(MyFeaturingsEndpoint, provider)).json<{ data: MyFeaturings }>().data;
    // the earlier featurings (2020) are past now, this one stacks on nothing still running
    const current = mine.featurings.find((item) => item.paymentReference === data.reference);
    expect(current).toMatchObject({ kind: 'company', durationCode: 3, state: 'current' });
    expect(mine.isFeaturedNow).toBe(true);
    expect(mine.featuredUntil).toBe(current?.endsAt);
    expect(await isFeatured()).toBe(true);
  });
});

describe('featured sub-industry listing', () => {
  it('refuses a class the provider does not offer, in both languages', async () => {
    const before = await paymentCount();
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await call(
        FeatureListingEndpoint,
        provider,
        { isicClassCode: otherClass, method: 'bank_transfer', termsAccepted: true },
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().errors).toContainEqual(
        expect.objectContaining({ field: 'body.isicClassCode', message: messages.featuring.classNotOffered }),
      );
    }
    expect(await paymentCount()).toBe(before);
  });

  it('sells 30 days at the top of my class, first among the providers of that sub-industry', async () => {
    const db = harness.database.db;
    const response = await call(FeatureListingEndpoint, provider, {
      isicClassCode: ownClass,
      method: 'bank_transfer',
      termsAccepted: true,
    });
    expect(response.statusCode).toBe(201);
    const payment = await paymentOf(response.json<{ data: FeaturingPurchase }>().data.reference);
    expect(payment).toMatchObject({ kind: 'featured_listing', subtotalHalalas: 25_000, totalHalalas: 28_750 });
    const paidAt = new Date();
    await markPaymentPaid(db, hooks, payment.id, { source: 'admin', now: paidAt });
    const [listing] = await db.select().from(featurings).where(eq(featurings.paymentId, payment.id));
    expect(listing).toMatchObject({ kind: 'sub_industry', isicClassCode: ownClass });
    expect((listing?.endsAt.getTime() ?? 0) - (listing?.startsAt.getTime() ?? 0)).toBe(30 * DAY);

    const screened = await harness.app.inject({
      method: 'GET',
      url: `${ProviderScreenerEndpoint.path}?subCategory=${ownClass}&sort=name&direction=desc`,
    });
    expect(screened.statusCode).toBe(200);
    const first = screened.json<ScreenerPage>().data[0];
    expect(first).toMatchObject({ providerId, isFeatured: true });
  });
});
