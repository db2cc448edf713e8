import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '@hissa/contracts/billing/coupons';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { CouponsEndpoint, CreateCouponEndpoint, DeactivateCouponEndpoint } from '@hissa/contracts/coupons-endpoints';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { ConfirmBankTransferEndpoint } from '@hissa/contracts/payments-endpoints';
import { MediaQuoteEndpoint, PlanQuoteEndpoint, PlanSubscribeEndpoint } from '@hissa/contracts/subscriptions-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The admin's coupons (contracts coupons-endpoints.ts) through the HTTP layer: create, list with
 * redemptions, deactivate; refusals in both languages; and a used-up or ended coupon refused at
 * the quote and the purchase with billing.couponInvalid.
 */

let harness: TestApp;
let admin: { authorization: string };
let provider: { authorization: string };
let company: { authorization: string };

beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
  provider = await loginAs(harness.app, USER_TYPES.serviceProvider);
  company = await loginAs(harness.app, USER_TYPES.company);
});
afterAll(() => harness.close());

type Call = { method: string; path: string };
function call(endpoint: Call, headers: Record<string, string>, payload?: object, language = 'en', url?: string) {
  return harness.app.inject({
    method: endpoint.method as 'GET' | 'POST',
    url: url ?? endpoint.path,
    headers: { 'accept-language': language, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function createCoupon(body: object): Promise<Coupon> {
  const response = await call(CreateCouponEndpoint, admin, body);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Coupon }>().data;
}

async function listed(code: string): Promise<Coupon | undefined> {
  const response = await call(CouponsEndpoint, admin);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Coupon[] }>().data.find((coupon) => coupon.code === code);
}

describe('admin coupons', () => {
  it('creates a percentage and an amount coupon, upper-cases the code and lists them', async () => {
    const response = await call(CreateCouponEndpoint, admin, {
      code: 'spring-25',
      percentBasisPoints: 2500,
      validUntil: '2099-01-01T00:00:00Z',
      maxRedemptions: 50,
      purchaseKinds: ['provider_plan'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(en.coupons.created.replace('{{code}}', 'SPRING-25'));
    const amount = await createCoupon({ code: 'FLAT100', amount: '100.5' });
    expect(amount).toMatchObject({ amount: '100.50', percentBasisPoints: null, status: 'active', purchaseKinds: [] });
    expect(await listed('SPRING-25')).toMatchObject({
      percentBasisPoints: 2500,
      amount: null,
      maxRedemptions: 50,
      redemptions: 0,
      status: 'active',
      validUntil: '2099-01-01T00:00:00.000Z',
    });
  });

  it('refuses a taken code (any case), two discounts or none, and an end before the start, in both languages', async () => {
    await createCoupon({ code: 'TAKEN1', percentBasisPoints: 500 });
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const taken = await call(CreateCouponEndpoint, admin, { code: 'taken1', percentBasisPoints: 500 }, language);
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ErrorEnvelope>().message).toBe(messages.coupons.codeTaken.replace('{{code}}', 'TAKEN1'));
      const both = await call(
        CreateCouponEndpoint,
        admin,
        { code: 'BOTH1', percentBasisPoints: 500, amount: '5' },
        language,
      );
      expect(both.statusCode).toBe(400);
      expect(both.json<ErrorEnvelope>().errors).toContainEqual(
        expect.objectContaining({ field: 'body.percentBasisPoints', message: messages.coupons.discountRequired }),
      );
      const dates = await call(
        CreateCouponEndpoint,
        admin,
        { code: 'DATES1', amount: '5', validFrom: '2030-01-02T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' },
        language,
      );
      expect(dates.statusCode).toBe(400);
      expect(dates.json<ErrorEnvelope>().errors).toContainEqual(
        expect.objectContaining({ field: 'body.validUntil', message: messages.coupons.datesInvalid }),
      );
    }
    expect(await listed('BOTH1')).toBeUndefined();
  });

  it('is for the admin only', async () => {
    expect((await call(CouponsEndpoint, provider)).statusCode).toBe(403);
    expect((await call(CreateCouponEndpoint, provider, { code: 'MINE1', percentBasisPoints: 100 })).statusCode).toBe(
      403,
    );
  });

  it('refuses a used-up coupon at the quote and the purchase with billing.couponInvalid in both languages', async () => {
    await createCoupon({ code: 'ONCE', percentBasisPoints: 1000, maxRedemptions: 1 });
    const bought = await call(PlanSubscribeEndpoint, provider, {
      planCode: 'standard',
      period: 'monthly',
      couponCode: 'once',
      method: 'bank_transfer',
      termsAccepted: true,
    });
    expect(bought.statusCode).toBe(201);
    const { reference } = bought.json<{ data: { reference: string } }>().data;
    const url = endpointUrl(ConfirmBankTransferEndpoint, { reference });
    expect((await call(ConfirmBankTransferEndpoint, admin, undefined, 'en', url)).statusCode).toBe(200);
    expect(await listed('ONCE')).toMatchObject({ redemptions: 1, status: 'used_up' });

    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const quote = await call(
        PlanQuoteEndpoint,
        provider,
        { planCode: 'premium', period: 'monthly', couponCode: 'ONCE' },
        language,
      );
      expect(quote.statusCode).toBe(400);
      expect(quote.json<ErrorEnvelope>().message).toBe(messages.billing.couponInvalid);
      const purchase = await call(
        PlanSubscribeEndpoint,
        provider,
        { planCode: 'premium', period: 'monthly', couponCode: 'ONCE', method: 'bank_transfer', termsAccepted: true },
        language,
      );
      expect(purchase.statusCode).toBe(400);
      expect(purchase.json<ErrorEnvelope>().message).toBe(messages.billing.couponInvalid);
    }
  });

  it('deactivates a coupon: it ends now, is refused from then on, and cannot end twice', async () => {
    const coupon = await createCoupon({ code: 'MEDIA5', amount: '5' });
    const media = { packageCode: 'media_starter', couponCode: 'MEDIA5' };
    expect((await call(MediaQuoteEndpoint, company, media)).statusCode).toBe(200);
    const url = endpointUrl(DeactivateCouponEndpoint, { couponId: coupon.id });
    const ended = await call(DeactivateCouponEndpoint, admin, undefined, 'ar', url);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<{ message: string; data: Coupon }>()).toMatchObject({
      message: ar.coupons.deactivated,
      data: { status: 'expired' },
    });
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const quote = await call(MediaQuoteEndpoint, company, media, language);
      expect(quote.statusCode).toBe(400);
      expect(quote.json<ErrorEnvelope>().message).toBe(messages.billing.couponInvalid);
    }
    expect((await call(DeactivateCouponEndpoint, admin, undefined, 'en', url)).statusCode).toBe(409);
    const missing = endpointUrl(DeactivateCouponEndpoint, { couponId: 999_999 });
    expect((await call(DeactivateCouponEndpoint, admin, undefined, 'en', missing)).statusCode).toBe(404);
  });
});
