import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SubscriptionRecord } from '@hissa/contracts/billing/subscriptions';
import type { ProviderPackageCode } from '@hissa/contracts/services-marketplace/provider-packages';
import type { Db } from '../../db/client.ts';
import { payments, subscriptions } from '../../db/schema/billing.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';
import { productOf, type Subscriber } from './subscription-products.ts';

/** A subscriptions row. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Payments that still wait for money (nothing settled yet). */
export const OPEN_PAYMENT_STATUSES = ['awaiting_payment', 'receipt_submitted'] as const;

/** The subscriptions column that names `subscriber`, equal to its id. */
export function ofSubscriber(subscriber: Subscriber) {
  return subscriber.kind === 'provider'
    ? eq(subscriptions.providerId, subscriber.providerId)
    : eq(subscriptions.companyId, subscriber.companyId);
}

/** The payments column that names `subscriber`, equal to its id, for its subscription kind. */
function paymentsOf(subscriber: Subscriber) {
  return subscriber.kind === 'provider'
    ? and(eq(payments.providerId, subscriber.providerId), eq(payments.kind, 'provider_plan'))
    : and(eq(payments.companyId, subscriber.companyId), eq(payments.kind, 'media_package'));
}

/** The subscriber's active subscription (at most one: a unique index), or undefined. `lock` takes its row lock. */
export async function activeSubscription(
  db: Db,
  subscriber: Subscriber,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(ofSubscriber(subscriber), eq(subscriptions.status, 'active')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The subscriber's payments for a subscription that wait for money, newest first. */
export async function openSubscriptionPayments(db: Db, subscriber: Subscriber) {
  return db
    .select()
    .from(payments)
    .where(and(paymentsOf(subscriber), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
    .orderBy(sql`${payments.createdAt} desc`);
}

/** The wire record (contracts SubscriptionRecordSchema) of a subscription row. */
export function toRecord(row: SubscriptionRow): SubscriptionRecord {
  const product = productOf(row.providerId !== null ? 'provider_plan' : 'media_package', row.planCode, row.period);
  return {
    id: row.id,
    subscriptionPackageId: row.packageId,
    packageForId: row.providerId ?? row.companyId ?? 0,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    planCode: row.planCode,
    planNameEn: product.nameEn,
    planNameAr: product.nameAr,
    period: row.period,
    status: row.status,
    autoRenew: row.autoRenew,
    renewalDate: row.status === 'active' && row.autoRenew ? row.endsAt.toISOString() : null,
    nextPlanCode: row.nextPlanCode,
    nextPeriod: row.nextPeriod,
  };
}

/**
 * Puts provider `providerId` on plan `code`: service_providers.package_code (read by
 * providerPackage) and users.is_subscribed of the provider's users (the token's isSubscribed),
 * true on a paid plan. Run in the transaction that changes the subscription.
 */
export async function setProviderPlan(tx: Db, providerId: number, code: ProviderPackageCode): Promise<void> {
  await tx.update(serviceProviders).set({ packageCode: code }).where(eq(serviceProviders.id, providerId));
  await tx
    .update(users)
    .set({ isSubscribed: code !== 'basic' })
    .where(eq(users.serviceProviderId, providerId));
}

/** Marks the users of company `companyId` subscribed or not (the token's isSubscribed). */
export async function setCompanySubscribed(tx: Db, companyId: number, isSubscribed: boolean): Promise<void> {
  await tx.update(users).set({ isSubscribed }).where(eq(users.companyId, companyId));
}
