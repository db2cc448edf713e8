import { count, eq } from 'drizzle-orm';
import { type BillingPeriod, PROVIDER_PLANS, planRank } from '@hissa/contracts/billing/catalog';
import {
  hiddenCount,
  type MediaPlanStatus,
  type MediaQuote,
  type MediaSubscribe,
  type PlanQuote,
  type PlanSubscribe,
  type ProviderPlanStatus,
  SUBSCRIPTION_KEYS as K,
} from '@hissa/contracts/billing/subscriptions';
import { unusedShareHalalas } from '@hissa/contracts/billing/pricing';
import type { ProviderPackageCode } from '@hissa/contracts/services-marketplace/provider-packages';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments, subscriptions as subscriptionsTable } from '../../db/schema/billing.ts';
import { providerProjects, providerServices } from '../../db/schema/provider-content.ts';
import { AppError } from '../../plugins/errors.ts';
import { companyOfUser } from '../company-profile/company-access.ts';
import { movePayment } from '../payments/move-payment.ts';
import { providerPackage } from '../service-providers/provider-package.ts';
import {
  createSubscriptionPayment,
  quotePayment,
  subscribeResult,
  summaryOf,
  type SubscriptionPurchase,
} from './subscription-pricing.ts';
import { mediaProduct, planProduct, type Product, type Subscriber } from './subscription-products.ts';
import {
  activeSubscription,
  openSubscriptionPayments,
  type SubscriptionRow,
  toRecord,
} from './subscription-records.ts';

/** What the subscription operations need: the database, billing settings and the clock. */
export type SubscriptionContext = { db: Db; billing: BillingConfig; now: () => Date };

/** The company the company user `userId` acts for (users.company_id). Errors: 404 subscriptions.companyNotLinked. */
export function subscribingCompanyOf(db: Db, userId: number): Promise<number> {
  return companyOfUser(db, userId, () => new AppError(404, K.companyNotLinked));
}

/** The reference of the subscriber's newest payment that still waits for money, or null. */
async function pendingReference(db: Db, subscriber: Subscriber): Promise<string | null> {
  const [open] = await openSubscriptionPayments(db, subscriber);
  return open?.reference ?? null;
}

/**
 * A provider's plan (MySubscriptionEndpoint): the active subscription (null on Basic), the plan in
 * force (providerPackage), its limits, usage and how many services / projects the public profile
 * hides above the limits (kept, shown again after an upgrade).
 */
export async function providerPlanStatus(db: Db, providerId: number): Promise<ProviderPlanStatus> {
  const subscriber: Subscriber = { kind: 'provider', providerId };
  const [row, pack, services, projects, pending] = await Promise.all([
    activeSubscription(db, subscriber),
    providerPackage(db, providerId),
    db.select({ total: count() }).from(providerServices).where(eq(providerServices.providerId, providerId)),
    db.select({ total: count() }).from(providerProjects).where(eq(providerProjects.providerId, providerId)),
    pendingReference(db, subscriber),
  ]);
  const usage = { services: Number(services[0]?.total ?? 0), projects: Number(projects[0]?.total ?? 0) };
  return {
    subscription: row ? toRecord(row) : null,
    pendingPaymentReference: pending,
    planCode: pack.code,
    limits: pack.limits,
    usage,
    hidden: {
      services: hiddenCount(pack.limits.services, usage.services),
      projects: hiddenCount(pack.limits.projects, usage.projects),
    },
  };
}

/** A company's media package (MyMediaSubscriptionEndpoint). */
export async function mediaPlanStatus(db: Db, companyId: number): Promise<MediaPlanStatus> {
  const subscriber: Subscriber = { kind: 'company', companyId };
  const [row, pending] = await Promise.all([activeSubscription(db, subscriber), pendingReference(db, subscriber)]);
  return { subscription: row ? toRecord(row) : null, pendingPaymentReference: pending };
}

/**
 * The purchase of plan `input` by provider user `userId`: a first subscription, or an upgrade
 * from a lower paid plan with the unused share of the current period's net price as credit
 * (billing/pricing.ts unusedShareHalalas). Errors: 409 subscriptions.alreadyOnPlan (same plan),
 * 409 subscriptions.useDowngrade (a lower plan).
 */
async function planPurchase(
  context: SubscriptionContext,
  tx: Db,
  providerId: number,
  userId: number,
  input: { planCode: string; period: BillingPeriod; couponCode?: string; method: SubscriptionPurchase['method'] },
): Promise<SubscriptionPurchase> {
  const now = context.now();
  const code = input.planCode as ProviderPackageCode;
  const product = planProduct(code, input.period);
  const current = await activeSubscription(tx, { kind: 'provider', providerId });
  const base = {
    product,
    subscriber: { kind: 'provider', providerId } as const,
    payerUserId: userId,
    method: input.method,
    couponCode: input.couponCode,
    now,
  };
  if (!current) return { ...base, details: { code, period: input.period, purpose: 'new' } };
  const currentCode = current.planCode as ProviderPackageCode;
  const plan = { plan: PROVIDER_PLANS[code].nameEn };
  if (currentCode === code) throw new AppError(409, K.alreadyOnPlan, plan);
  if (planRank(code) < planRank(currentCode)) throw new AppError(409, K.useDowngrade, plan);
  const creditHalalas = await upgradeCredit(tx, current, now);
  return {
    ...base,
    creditHalalas,
    details: { code, period: input.period, purpose: 'upgrade', subscriptionId: current.id, creditHalalas },
  };
}

/** The unused share of the net price paid for `current`'s period at `now`, in halalas (0 without a payment). */
async function upgradeCredit(db: Db, current: SubscriptionRow, now: Date): Promise<number> {
  if (current.paymentId === null) return 0;
  const [paid] = await db.select({ net: payments.netHalalas }).from(payments).where(eq(payments.id, current.paymentId));
  if (!paid) return 0;
  return unusedShareHalalas(paid.net, current.startsAt.getTime(), current.endsAt.getTime(), now.getTime());
}

/** The summary of plan `input` for provider `providerId` (PlanQuoteEndpoint): as subscribe would charge; nothing stored. */
export async function quotePlan(context: SubscriptionContext, providerId: number, userId: number, input: PlanQuote) {
  const purchase = await planPurchase(context, context.db, providerId, userId, {
    planCode: input.planCode,
    period: input.period,
    couponCode: input.couponCode ?? undefined,
    method: 'bank_transfer',
  });
  const payment = await quotePayment(context.db, context.billing, purchase);
  return summaryOf(payment, purchase.product, purchase.now);
}

/**
 * Withdraws the subscriber's unpaid payments before a new one: a checkout left half-way, or a
 * raised renewal that an upgrade replaces (the upgrade starts a full period of its own); a
 * receipt an admin is checking is left alone.
 * Errors: 409 subscriptions.paymentPending when a receipt waits for the admin.
 */
async function withdrawOpenPayments(tx: Db, subscriber: Subscriber, userId: number, now: Date): Promise<void> {
  for (const open of await openSubscriptionPayments(tx, subscriber)) {
    if (open.status === 'receipt_submitted') {
      throw new AppError(409, K.paymentPending, { reference: open.reference });
    }
    await movePayment(tx, open.id, 'cancelled', { source: 'payer', actorUserId: userId, now, note: 'replaced' });
  }
}

/**
 * Subscribes provider `providerId` to a paid plan, or upgrades it (PlanSubscribeEndpoint): records
 * the payment awaiting payment; the plan starts when it is paid. Errors: planPurchase's 409s,
 * 409 subscriptions.paymentPending, 400 coupon / card unavailable.
 */
export async function subscribePlan(
  context: SubscriptionContext,
  providerId: number,
  userId: number,
  input: PlanSubscribe,
) {
  return context.db.transaction(async (tx) => {
    await activeSubscription(tx, { kind: 'provider', providerId }, true);
    const purchase = await planPurchase(context, tx, providerId, userId, {
      planCode: input.planCode,
      period: input.period,
      couponCode: input.couponCode ?? undefined,
      method: input.method,
    });
    await withdrawOpenPayments(tx, purchase.subscriber, userId, purchase.now);
    const payment = await createSubscriptionPayment(tx, context.billing, purchase);
    return subscribeResult(payment, purchase.product, purchase.now);
  });
}

/**
 * Schedules a lower plan (or the same plan on another period) from the end of the current period
 * (PlanDowngradeEndpoint); Basic means cancelling (auto-renewal off). Errors: 409
 * subscriptions.noSubscription, 409 subscriptions.notLower.
 */
export async function downgradePlan(
  context: SubscriptionContext,
  providerId: number,
  input: { planCode: ProviderPackageCode; period?: BillingPeriod },
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const current = await activeSubscription(tx, { kind: 'provider', providerId }, true);
    if (!current) throw new AppError(409, K.noSubscription);
    const currentCode = current.planCode as ProviderPackageCode;
    const period = input.period ?? current.period;
    const isLower = planRank(input.planCode) < planRank(currentCode);
    const isPeriodChange = input.planCode === currentCode && period !== current.period;
    if (!isLower && !isPeriodChange) throw new AppError(409, K.notLower);
    const now = context.now();
    const change =
      input.planCode === 'basic'
        ? { autoRenew: false, cancelledAt: now, nextPlanCode: null, nextPeriod: null }
        : { autoRenew: true, cancelledAt: null, nextPlanCode: input.planCode, nextPeriod: period };
    await tx
      .update(subscriptionsTable)
      .set({ ...change, updatedAt: now })
      .where(eq(subscriptionsTable.id, current.id));
  });
}

/**
 * Turns auto-renewal off (`autoRenew` false: cancel before renewal, spec §4) or back on for the
 * subscriber's active subscription; cancelling also drops a scheduled downgrade. Errors: 409
 * subscriptions.noSubscription, 409 subscriptions.alreadyCancelled / notCancelled.
 */
export async function setAutoRenew(context: SubscriptionContext, subscriber: Subscriber, autoRenew: boolean) {
  await context.db.transaction(async (tx) => {
    const current = await activeSubscription(tx, subscriber, true);
    if (!current) throw new AppError(409, K.noSubscription);
    if (current.autoRenew === autoRenew) throw new AppError(409, autoRenew ? K.notCancelled : K.alreadyCancelled);
    const now = context.now();
    await tx
      .update(subscriptionsTable)
      .set({
        autoRenew,
        cancelledAt: autoRenew ? null : now,
        ...(autoRenew ? {} : { nextPlanCode: null, nextPeriod: null }),
        updatedAt: now,
      })
      .where(eq(subscriptionsTable.id, current.id));
  });
}

/** The media purchase of company `companyId`. Errors: 400 planInvalid; 409 alreadyOnPlan while one is active. */
async function mediaPurchase(
  context: SubscriptionContext,
  db: Db,
  companyId: number,
  userId: number,
  input: { packageCode: string; couponCode?: string; method: SubscriptionPurchase['method'] },
): Promise<SubscriptionPurchase> {
  const product: Product | undefined = mediaProduct(input.packageCode);
  if (!product) throw new AppError(400, K.planInvalid);
  const current = await activeSubscription(db, { kind: 'company', companyId });
  if (current) {
    const name = mediaProduct(current.planCode)?.nameEn ?? current.planCode;
    throw new AppError(409, K.alreadyOnPlan, { plan: name });
  }
  return {
    product,
    subscriber: { kind: 'company', companyId },
    payerUserId: userId,
    method: input.method,
    couponCode: input.couponCode,
    details: { code: product.code, period: 'monthly', purpose: 'new' },
    now: context.now(),
  };
}

/** The summary of a media package for company `companyId` (MediaQuoteEndpoint); nothing stored. */
export async function quoteMedia(context: SubscriptionContext, companyId: number, userId: number, input: MediaQuote) {
  const purchase = await mediaPurchase(context, context.db, companyId, userId, {
    packageCode: input.packageCode,
    couponCode: input.couponCode ?? undefined,
    method: 'bank_transfer',
  });
  const payment = await quotePayment(context.db, context.billing, purchase);
  return summaryOf(payment, purchase.product, purchase.now);
}

/** Buys a media package for company `companyId` (MediaSubscribeEndpoint): the payment awaiting payment. */
export async function subscribeMedia(
  context: SubscriptionContext,
  companyId: number,
  userId: number,
  input: MediaSubscribe,
) {
  return context.db.transaction(async (tx) => {
    const purchase = await mediaPurchase(context, tx, companyId, userId, {
      packageCode: input.packageCode,
      couponCode: input.couponCode ?? undefined,
      method: input.method,
    });
    await withdrawOpenPayments(tx, purchase.subscriber, userId, purchase.now);
    const payment = await createSubscriptionPayment(tx, context.billing, purchase);
    return subscribeResult(payment, purchase.product, purchase.now);
  });
}
