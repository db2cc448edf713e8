import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionSummary, ProviderPlanStatus } from '@hissa/contracts/billing/subscriptions';
import { SERVICE_PROVIDER_REGISTERED_COOKIE } from '@hissa/contracts/billing/subscriptions';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { ProviderEditorEndpoint, ProviderPublicProfileEndpoint } from '@hissa/contracts/service-providers-endpoints';
import {
  MediaCancelEndpoint,
  MediaPackagesEndpoint,
  MediaQuoteEndpoint,
  MediaResumeEndpoint,
  MediaSubscribeEndpoint,
  MyMediaSubscriptionEndpoint,
  MySubscriptionEndpoint,
  PlanCancelEndpoint,
  PlanDowngradeEndpoint,
  PlanQuoteEndpoint,
  PlanResumeEndpoint,
  PlansEndpoint,
  PlanSubscribeEndpoint,
} from '@hissa/contracts/subscriptions-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { isicClasses } from '../../db/schema/classification.ts';
import { coupons, payments, subscriptions } from '../../db/schema/billing.ts';
import { providerServices } from '../../db/schema/provider-content.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_PASSWORD } from '../demo/demo-users.ts';
import { createMailer } from '../mail/mailer.ts';
import { markPaymentPaid, movePayment } from '../payments/move-payment.ts';
import type { PaymentHooks } from '../payments/payment-hooks.ts';
import { loginAs, postLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fulfilSubscription } from './subscription-fulfilment.ts';
import { endLapsedSubscriptions, raiseRenewals } from './subscription-jobs.ts';
import { setProviderPlan } from './subscription-records.ts';

const PROVIDER_EMAIL = 'service.provider@demo.hissa.sa';
const COMPANY_EMAIL = 'company@demo.hissa.sa';
const hooks: PaymentHooks = {
  fulfil: { provider_plan: fulfilSubscription, media_package: fulfilSubscription },
  afterPaid: [],
};
let harness: TestApp;
let provider: { authorization: string };
let company: { authorization: string };
let providerId: number;
let companyId: number;

type Call = { method: 'GET' | 'POST'; path: string };
function call(endpoint: Call, headers: Record<string, string> = {}, payload?: unknown, language = 'en') {
  return harness.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers: { 'accept-language': language, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The claims of a sign-in token (its payload, unverified: the server signed it). */
function claims(idToken: string): { isSubscribed: boolean } {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { isSubscribed: boolean };
}

/** A fresh sign-in of `email`: its token claims and the registered cookie it set (undefined: none). */
async function signIn(email: string) {
  const response = await postLogin(harness.app, email, DEMO_PASSWORD);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((entry) => entry.name === SERVICE_PROVIDER_REGISTERED_COOKIE);
  return { claims: claims(response.json<{ idToken: string }>().idToken), cookie };
}

async function paymentByReference(reference: string) {
  const [row] = await harness.database.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

/** Pays payment `reference` as an admin confirming the transfer would (the payments module's service). */
async function pay(reference: string, now?: Date) {
  const payment = await paymentByReference(reference);
  const paid = await markPaymentPaid(harness.database.db, hooks, payment.id, { source: 'admin', now });
  expect(paid?.status).toBe('paid');
}

async function status(): Promise<ProviderPlanStatus> {
  const response = await call(MySubscriptionEndpoint, provider);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ProviderPlanStatus }>().data;
}

async function publicServices(): Promise<number> {
  const url = endpointUrl(ProviderPublicProfileEndpoint, { providerId });
  const response = await harness.app.inject({ method: 'GET', url });
  return response.json<{ data: { services: unknown[] } }>().data.services.length;
}

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const [providerUser] = await db.select().from(users).where(eq(users.email, PROVIDER_EMAIL));
  const [companyUser] = await db.select().from(users).where(eq(users.email, COMPANY_EMAIL));
  providerId = providerUser?.serviceProviderId ?? 0;
  companyId = companyUser?.companyId ?? 0;
  // the demo provider starts on Basic with three services (two above Basic's limit of one)
  await db.delete(providerServices).where(eq(providerServices.providerId, providerId));
  const [klass] = await db.select({ code: isicClasses.code }).from(isicClasses).limit(1);
  await db.insert(providerServices).values(
    [1, 2, 3].map((order) => ({
      providerId,
      isicClassCode: klass?.code ?? '',
      titleEn: `Service ${order}`,
      displayOrder: order,
    })),
  );
  await setProviderPlan(db, providerId, 'basic');
  await db.insert(coupons).values({ code: 'TENOFF', discountBasisPoints: 1000 });
  provider = await loginAs(harness.app, USER_TYPES.serviceProvider);
  company = await loginAs(harness.app, USER_TYPES.company);
});

afterAll(async () => {
  await harness.close();
});

describe('plans', () => {
  it('lists Basic, Standard and Premium with their limits, net prices and the VAT rate, to anyone', async () => {
    const response = await call(PlansEndpoint);
    expect(response.statusCode).toBe(200);
    const { plans, vatRateBasisPoints } = response.json<{
      data: {
        plans: { code: string; prices: { monthly: string; yearly: string }; limits: unknown }[];
        vatRateBasisPoints: number;
      };
    }>().data;
    expect(vatRateBasisPoints).toBe(1500);
    expect(plans.map((plan) => [plan.code, plan.prices.monthly, plan.prices.yearly])).toEqual([
      ['basic', '0.00', '0.00'],
      ['standard', '125.00', '1500.00'],
      ['premium', '170.00', '2000.00'],
    ]);
    expect(plans[1]?.limits).toEqual({ services: 5, projects: 5 });
  });

  it('refuses a guest (401) and other user types (403) on the provider and company routes', async () => {
    expect((await call(MySubscriptionEndpoint)).statusCode).toBe(401);
    expect((await call(MySubscriptionEndpoint, company)).statusCode).toBe(403);
    expect((await call(MediaPackagesEndpoint, provider)).statusCode).toBe(403);
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    expect((await call(PlanSubscribeEndpoint, buyer, {})).statusCode).toBe(403);
  });
});

describe('a provider subscribes, upgrades, downgrades and lapses', () => {
  let standardEnd: Date;

  it('starts on Basic: no subscription, the registered cookie set at sign-in, extra services hidden', async () => {
    const plan = await status();
    expect(plan.subscription).toBeNull();
    expect(plan.planCode).toBe('basic');
    expect(plan.hidden.services).toBe(2);
    expect(await publicServices()).toBe(1);
    const { claims: token, cookie } = await signIn(PROVIDER_EMAIL);
    expect(token.isSubscribed).toBe(false);
    expect(cookie?.value).toBe('1');
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await signIn(COMPANY_EMAIL)).cookie).toBeUndefined();
  });

  it('quotes a plan with the coupon, VAT and renewal date, storing nothing', async () => {
    const [before] = await harness.database.db.select({ total: count() }).from(payments);
    const plain = await call(PlanQuoteEndpoint, provider, { planCode: 'standard', period: 'yearly' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json<{ data: SubscriptionSummary }>().data).toMatchObject({
      subtotal: '1500.00',
      discount: '0.00',
      vat: '225.00',
      total: '1725.00',
      months: 12,
    });
    const coupon = await call(PlanQuoteEndpoint, provider, {
      planCode: 'standard',
      period: 'yearly',
      couponCode: 'tenoff',
    });
    const summary = coupon.json<{ data: SubscriptionSummary }>().data;
    expect(summary).toMatchObject({ couponDiscount: '150.00', vat: '202.50', total: '1552.50' });
    const start = new Date(summary.startDate);
    expect(new Date(summary.renewalDate).getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
    const wrong = await call(PlanQuoteEndpoint, provider, {
      planCode: 'standard',
      period: 'yearly',
      couponCode: 'NOPE',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/coupon/i);
    expect((await call(PlanQuoteEndpoint, provider, { planCode: 'basic', period: 'yearly' })).statusCode).toBe(400);
    const [after] = await harness.database.db.select({ total: count() }).from(payments);
    expect(after?.total).toBe(before?.total);
  });

  it('refuses to subscribe before the terms are accepted, in the user language', async () => {
    const body = { planCode: 'standard', period: 'yearly', method: 'bank_transfer', termsAccepted: false };
    const english = await call(PlanSubscribeEndpoint, provider, body);
    expect(english.statusCode).toBe(400);
    expect(JSON.stringify(english.json())).toContain('Please accept the terms and conditions');
    const arabic = await call(PlanSubscribeEndpoint, provider, body, 'ar');
    expect(JSON.stringify(arabic.json())).toContain('يرجى الموافقة على الشروط والأحكام');
    expect((await status()).subscription).toBeNull();
  });

  it('subscribes to Standard for the quoted total; once paid the limit rises, the token and cookie follow', async () => {
    const body = {
      planCode: 'standard',
      period: 'yearly',
      couponCode: 'TENOFF',
      method: 'bank_transfer',
      termsAccepted: true,
    };
    const response = await call(PlanSubscribeEndpoint, provider, body);
    expect(response.statusCode).toBe(201);
    const { reference, paymentPagePath, summary } = response.json<{
      data: { reference: string; paymentPagePath: string; summary: SubscriptionSummary };
    }>().data;
    expect(paymentPagePath).toBe(`/billing/payments/${reference}`);
    const payment = await paymentByReference(reference);
    expect(payment.totalHalalas).toBe(155_250);
    expect(summary.total).toBe('1552.50');
    expect((await status()).pendingPaymentReference).toBe(reference);

    await pay(reference);
    const plan = await status();
    expect(plan.planCode).toBe('standard');
    expect(plan.limits.services).toBe(5);
    expect(plan.hidden.services).toBe(0);
    expect(plan.subscription).toMatchObject({ subscriptionPackageId: 8, packageForId: providerId, autoRenew: true });
    expect(plan.subscription?.renewalDate).toBe(plan.subscription?.endDate);
    expect(await publicServices()).toBe(3);
    const { claims: token, cookie } = await signIn(PROVIDER_EMAIL);
    expect(token.isSubscribed).toBe(true);
    expect(cookie?.maxAge).toBe(0);
    standardEnd = new Date(plan.subscription?.endDate ?? '');
  });

  it('refuses the same plan again and a lower one as an upgrade (409)', async () => {
    const body = { planCode: 'standard', period: 'monthly', method: 'bank_transfer', termsAccepted: true };
    const same = await call(PlanSubscribeEndpoint, provider, body);
    expect(same.statusCode).toBe(409);
    expect(same.json<{ message: string }>().message).toContain('already on the Standard plan');
  });

  it('upgrades to Premium with the unused part of the period as credit, starting now', async () => {
    const quote = await call(PlanQuoteEndpoint, provider, { planCode: 'premium', period: 'yearly' });
    const summary = quote.json<{ data: SubscriptionSummary }>().data;
    // almost the whole year of the SAR 1,350.00 paid (net) is unused
    expect(Number(summary.upgradeCredit)).toBeGreaterThan(1349);
    expect(Number(summary.upgradeCredit)).toBeLessThanOrEqual(1350);
    const body = { planCode: 'premium', period: 'yearly', method: 'bank_transfer', termsAccepted: true };
    const response = await call(PlanSubscribeEndpoint, provider, body);
    expect(response.statusCode).toBe(201);
    const charged = response.json<{ data: { reference: string; summary: SubscriptionSummary } }>().data;
    expect(Math.abs(Number(charged.summary.total) - Number(summary.total))).toBeLessThanOrEqual(0.02);
    await pay(charged.reference);
    const plan = await status();
    expect(plan.planCode).toBe('premium');
    expect(plan.limits.services).toBeNull();
    const rows = await harness.database.db.select().from(subscriptions).where(eq(subscriptions.providerId, providerId));
    expect(rows.map((row) => [row.planCode, row.status]).sort()).toEqual([
      ['premium', 'active'],
      ['standard', 'ended'],
    ]);
    expect(new Date(plan.subscription?.startDate ?? '').getTime()).toBeLessThan(standardEnd.getTime());
  });

  it('schedules a downgrade for the end of the period, and cancels and resumes auto-renewal', async () => {
    expect((await call(PlanDowngradeEndpoint, provider, { planCode: 'premium' })).statusCode).toBe(409);
    const down = await call(PlanDowngradeEndpoint, provider, { planCode: 'standard' });
    expect(down.statusCode).toBe(200);
    expect(down.json<{ data: ProviderPlanStatus }>().data.subscription).toMatchObject({
      planCode: 'premium',
      nextPlanCode: 'standard',
      nextPeriod: 'yearly',
    });
    expect((await status()).planCode).toBe('premium');
    const cancel = await call(PlanCancelEndpoint, provider);
    expect(cancel.json<{ data: ProviderPlanStatus }>().data.subscription).toMatchObject({
      autoRenew: false,
      renewalDate: null,
      nextPlanCode: null,
    });
    expect((await call(PlanCancelEndpoint, provider)).statusCode).toBe(409);
    const resume = await call(PlanResumeEndpoint, provider);
    expect(resume.statusCode).toBe(200);
    expect(resume.json<{ data: ProviderPlanStatus }>().data.subscription?.autoRenew).toBe(true);
    expect((await call(PlanResumeEndpoint, provider)).statusCode).toBe(409);
    expect((await call(PlanDowngradeEndpoint, provider, { planCode: 'standard' })).statusCode).toBe(200);
  });

  it('raises the renewal once, a week before the end, on the scheduled plan, and mails the link', async () => {
    const plan = await status();
    const end = new Date(plan.subscription?.endDate ?? '');
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir: path.join(harness.config.dataDir, 'outbox'),
      from: 'test@hissa.test',
      log: harness.app.log,
    });
    const context = { db: harness.database.db, billing: harness.config.billing, mailer, appUrl: 'http://hissa.test' };
    expect(await raiseRenewals(context, new Date(end.getTime() - 8 * 86_400_000))).toBe(0);
    const noticeDay = new Date(end.getTime() - 3 * 86_400_000);
    expect(await raiseRenewals(context, noticeDay)).toBe(1);
    expect(await raiseRenewals(context, new Date(noticeDay.getTime() + 3_600_000))).toBe(0);
    const [renewal] = await harness.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.providerId, providerId), eq(payments.status, 'awaiting_payment')));
    expect(renewal).toMatchObject({ method: 'bank_transfer', subtotalHalalas: 150_000 });
    const outbox = await fs.readdir(path.join(harness.config.dataDir, 'outbox'));
    const mail = await fs.readFile(path.join(harness.config.dataDir, 'outbox', outbox.at(-1) ?? ''), 'utf8');
    expect(mail).toContain(`/billing/payments/${renewal?.reference}`);
    mailer.close();

    // paid before the end: the period extends from the old end, on Standard
    await pay(renewal?.reference ?? '', noticeDay);
    expect(await endLapsedSubscriptions(harness.database.db, new Date(end.getTime() + 1000))).toBe(0);
    const renewed = await status();
    expect(renewed.planCode).toBe('standard');
    expect(renewed.subscription?.startDate).toBe(plan.subscription?.startDate);
    expect(new Date(renewed.subscription?.endDate ?? '').getUTCFullYear()).toBe(end.getUTCFullYear() + 1);
    expect(renewed.subscription?.nextPlanCode).toBeNull();
  });

  it('lapses at the end when not renewed: back to Basic, extra services hidden but kept', async () => {
    await call(PlanCancelEndpoint, provider);
    const end = new Date((await status()).subscription?.endDate ?? '');
    expect(await endLapsedSubscriptions(harness.database.db, new Date(end.getTime() - 1000))).toBe(0);
    expect(await endLapsedSubscriptions(harness.database.db, end)).toBe(1);
    const plan = await status();
    expect(plan.subscription).toBeNull();
    expect(plan.planCode).toBe('basic');
    expect(plan.usage.services).toBe(3);
    expect(plan.hidden.services).toBe(2);
    expect(await publicServices()).toBe(1);
    const editor = await harness.app.inject({ method: 'GET', url: ProviderEditorEndpoint.path, headers: provider });
    expect(editor.json<{ data: { services: unknown[] } }>().data.services).toHaveLength(3);
    const { claims: token, cookie } = await signIn(PROVIDER_EMAIL);
    expect(token.isSubscribed).toBe(false);
    expect(cookie?.value).toBe('1');
  });
});

describe('one payment waits at a time', () => {
  it('withdraws an unpaid checkout for a new one, and refuses while a receipt is with the admin', async () => {
    const body = { planCode: 'standard', period: 'monthly', method: 'bank_transfer', termsAccepted: true };
    const first = await call(PlanSubscribeEndpoint, provider, body);
    const firstReference = first.json<{ data: { reference: string } }>().data.reference;
    const second = await call(PlanSubscribeEndpoint, provider, { ...body, planCode: 'premium' });
    expect(second.statusCode).toBe(201);
    expect((await paymentByReference(firstReference)).status).toBe('cancelled');
    const secondReference = second.json<{ data: { reference: string } }>().data.reference;
    const waiting = await paymentByReference(secondReference);
    await harness.database.db.transaction((tx) =>
      movePayment(tx, waiting.id, 'receipt_submitted', { source: 'payer' }),
    );
    const refused = await call(PlanSubscribeEndpoint, provider, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain(secondReference);
  });
});

describe('a company buys a media package', () => {
  it('lists the packages, quotes, needs the terms, and activates on payment', async () => {
    const packages = await call(MediaPackagesEndpoint, company);
    expect(
      packages.json<{ data: { packages: { price: string }[] } }>().data.packages.map((item) => item.price),
    ).toEqual(['150.00', '250.00', '475.00']);
    const quote = await call(MediaQuoteEndpoint, company, { packageCode: 'media_growth' });
    expect(quote.json<{ data: SubscriptionSummary }>().data).toMatchObject({ total: '287.50', months: 1 });
    const body = { packageCode: 'media_growth', method: 'bank_transfer', termsAccepted: false };
    expect((await call(MediaSubscribeEndpoint, company, body)).statusCode).toBe(400);
    const response = await call(MediaSubscribeEndpoint, company, { ...body, termsAccepted: true });
    expect(response.statusCode).toBe(201);
    await pay(response.json<{ data: { reference: string } }>().data.reference);
    const mine = await call(MyMediaSubscriptionEndpoint, company);
    expect(
      mine.json<{ data: { subscription: { planCode: string; companyId?: number } } }>().data.subscription,
    ).toMatchObject({
      planCode: 'media_growth',
      packageForId: companyId,
      subscriptionPackageId: 202,
    });
    expect((await signIn(COMPANY_EMAIL)).claims.isSubscribed).toBe(true);
    expect((await call(MediaSubscribeEndpoint, company, { ...body, termsAccepted: true })).statusCode).toBe(409);
    expect((await call(MediaCancelEndpoint, company)).statusCode).toBe(200);
    expect((await call(MediaResumeEndpoint, company)).statusCode).toBe(200);
  });

  it('ends when the month is over without renewal: the company users are no longer subscribed', async () => {
    const mine = await call(MyMediaSubscriptionEndpoint, company);
    const end = new Date(mine.json<{ data: { subscription: { endDate: string } } }>().data.subscription.endDate);
    expect(await endLapsedSubscriptions(harness.database.db, end)).toBe(1);
    const after = await call(MyMediaSubscriptionEndpoint, company);
    expect(after.json<{ data: { subscription: unknown } }>().data.subscription).toBeNull();
    expect((await signIn(COMPANY_EMAIL)).claims.isSubscribed).toBe(false);
  });
});
