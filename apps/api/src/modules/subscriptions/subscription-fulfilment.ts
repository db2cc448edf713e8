import { and, eq } from 'drizzle-orm';
import type { ProviderPackageCode } from '@hissa/contracts/services-marketplace/provider-packages';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import type { Payment } from '../payments/payment-hooks.ts';
import type { SubscriptionPaymentDetails } from './subscription-pricing.ts';
import { addMonths, productOf, type Subscriber } from './subscription-products.ts';
import { activeSubscription, setCompanySubscribed, setProviderPlan } from './subscription-records.ts';

/** The subscriber a subscription payment is for. */
function subscriberOf(payment: Payment): Subscriber {
  if (payment.providerId !== null) return { kind: 'provider', providerId: payment.providerId };
  if (payment.companyId !== null) return { kind: 'company', companyId: payment.companyId };
  throw new Error(`subscription payment ${payment.id} names no provider or company`);
}

/**
 * Activates what a paid subscription payment bought (hooks.fulfil.provider_plan and
 * .media_package), in the paying transaction, at the payment's paidAt:
 * - a renewal of a still-active subscription extends it from its old end by the period's months,
 *   on the plan paid for (a scheduled downgrade's plan), and clears the schedule;
 * - a first subscription, an upgrade, or a renewal paid after the subscription ended starts a new
 *   subscription now, ending the active one (an upgrade's credit was taken off the price).
 * Then the provider's package_code and its users' is_subscribed follow (the company's users for a
 * media package). A card saved with the payment becomes the one renewals charge (decision 042);
 * a renewal ends a declined card renewal's grace period.
 */
export async function fulfilSubscription(tx: Db, payment: Payment): Promise<void> {
  const details = payment.details as SubscriptionPaymentDetails;
  const product = productOf(
    payment.kind === 'media_package' ? 'media_package' : 'provider_plan',
    details.code,
    details.period,
  );
  const subscriber = subscriberOf(payment);
  const now = payment.paidAt ?? new Date();
  const current = await activeSubscription(tx, subscriber, true);
  const plan = { planCode: product.code, packageId: product.packageId, period: product.period, paymentId: payment.id };
  if (details.purpose === 'renewal' && current && current.id === details.subscriptionId) {
    await tx
      .update(subscriptions)
      .set({
        ...plan,
        endsAt: addMonths(current.endsAt, product.months),
        nextPlanCode: null,
        nextPeriod: null,
        graceEndsAt: null,
        ...(payment.savedCardId !== null && { savedCardId: payment.savedCardId }),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, current.id));
  } else {
    if (current) {
      // ends now; the period check wants the end after the start
      const endsAt = new Date(Math.max(now.getTime(), current.startsAt.getTime() + 1));
      await tx
        .update(subscriptions)
        .set({ status: 'ended', endsAt, autoRenew: false, updatedAt: now })
        .where(and(eq(subscriptions.id, current.id), eq(subscriptions.status, 'active')));
    }
    await tx.insert(subscriptions).values({
      ...plan,
      providerId: subscriber.kind === 'provider' ? subscriber.providerId : null,
      companyId: subscriber.kind === 'company' ? subscriber.companyId : null,
      startsAt: now,
      endsAt: addMonths(now, product.months),
      savedCardId: payment.savedCardId ?? current?.savedCardId ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (subscriber.kind === 'provider')
    await setProviderPlan(tx, subscriber.providerId, product.code as ProviderPackageCode);
  else await setCompanySubscribed(tx, subscriber.companyId, true);
}

/**
 * Undoes a refunded plan or media package payment (PaymentHooks.onRefund, in the refund's
 * transaction): the subscription it paid for, if still active, ends at the refund instant
 * (auto-renewal off); a provider falls back to Basic (content over Basic's limits hidden, never
 * deleted; users not subscribed), a company's users are no longer subscribed.
 */
export async function endRefundedSubscription(tx: Db, payment: Payment): Promise<void> {
  const now = payment.updatedAt;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.paymentId, payment.id), eq(subscriptions.status, 'active')))
    .for('update');
  if (!row) return;
  // ends now; the period check wants the end after the start
  const endsAt = new Date(Math.max(now.getTime(), row.startsAt.getTime() + 1));
  await tx
    .update(subscriptions)
    .set({ status: 'ended', endsAt, autoRenew: false, nextPlanCode: null, nextPeriod: null, updatedAt: now })
    .where(eq(subscriptions.id, row.id));
  if (row.providerId !== null) await setProviderPlan(tx, row.providerId, 'basic');
  else if (row.companyId !== null) await setCompanySubscribed(tx, row.companyId, false);
}
