import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paymentPagePath } from '@hissa/contracts/billing/payments';
import { CARD_RENEWAL_GRACE_DAYS } from '@hissa/contracts/billing/subscriptions';
import { halalasToSar } from '@hissa/contracts/money';
import { payments, savedCards, subscriptions } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import type { PaymentGateway } from '../payments/gateways/payment-gateway.ts';
import type { Payment, PaymentHooks } from '../payments/payment-hooks.ts';
import { applyGatewayReading } from '../payments/payment-service.ts';
import type { SubscriptionJobsContext } from './subscription-jobs.ts';
import { createSubscriptionPayment } from './subscription-pricing.ts';
import { productOf, type Subscriber } from './subscription-products.ts';
import type { SubscriptionRow } from './subscription-records.ts';

/*
 * Renewing by saved card (decision 042). At the end of a period, an auto-renewing subscription
 * with a saved card is renewed by charging the card's gateway token, once per period: the renewal
 * payment is created under the subscription's row lock (a second or concurrent run finds it), and
 * charged with the gateway's idempotency key kept on it (a retry charges nothing more); a paid
 * charge applies at most once (markPaymentPaid). A declined charge falls back to the
 * bank-transfer renewal and a grace period of CARD_RENEWAL_GRACE_DAYS, with e-mails either way.
 */

/** What the card renewals need besides the subscription jobs' context: the card gateway and the payment hooks. */
export type CardRenewalContext = SubscriptionJobsContext & { card: PaymentGateway | undefined; hooks: PaymentHooks };

const DAY_MS = 86_400_000;

function subscriberOfRow(row: SubscriptionRow): Subscriber {
  return row.providerId !== null
    ? { kind: 'provider', providerId: row.providerId }
    : { kind: 'company', companyId: row.companyId ?? 0 };
}

function productOfRow(row: SubscriptionRow) {
  return productOf(
    row.providerId !== null ? 'provider_plan' : 'media_package',
    row.nextPlanCode ?? row.planCode,
    row.nextPeriod ?? row.period,
  );
}

/**
 * Creates the card renewal of subscription `subscriptionId` for the period ending at `endsAt`,
 * under the subscription's row lock, unless it is no longer due (renewed, cancelled, card removed,
 * or this period's card renewal already made): then null. Starts the grace period, so the lapse
 * waits while the charge is tried.
 */
async function createCardRenewal(
  context: CardRenewalContext,
  charge: { gateway: string; newChargeId: () => string },
  subscriptionId: number,
  payerUserId: number,
  now: Date,
): Promise<Payment | null> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    if (!row || row.status !== 'active' || !row.autoRenew || row.savedCardId === null || row.endsAt > now) return null;
    if (row.graceEndsAt !== null) return null;
    const product = productOfRow(row);
    const payment = await createSubscriptionPayment(tx, context.billing, {
      product,
      subscriber: subscriberOfRow(row),
      payerUserId,
      method: 'card',
      details: {
        code: product.code,
        period: product.period,
        purpose: 'renewal',
        subscriptionId: row.id,
        renews: row.endsAt.toISOString(),
        viaSavedCard: true,
      },
      now,
    });
    await tx
      .update(subscriptions)
      .set({ graceEndsAt: new Date(row.endsAt.getTime() + CARD_RENEWAL_GRACE_DAYS * DAY_MS), updatedAt: now })
      .where(eq(subscriptions.id, row.id));
    const [created] = await tx
      .update(payments)
      .set({ gateway: charge.gateway, gatewayPaymentId: charge.newChargeId(), savedCardId: row.savedCardId })
      .where(eq(payments.id, payment.id))
      .returning();
    return created ?? null;
  });
}

/** E-mails the payer of `payment` (a card renewal) that it was charged, or declined with the transfer to pay instead. */
async function mailPayer(
  context: CardRenewalContext,
  payment: Payment,
  outcome: { charged: true } | { charged: false; transfer: Payment },
  card: { brand: string; last4: string },
  log?: FastifyBaseLogger,
) {
  try {
    const [payer] = await context.db.select().from(users).where(eq(users.id, payment.payerUserId));
    if (!payer) return;
    const reference = outcome.charged ? payment.reference : outcome.transfer.reference;
    await context.mailer.send({
      to: payer.email,
      template: outcome.charged ? 'subscriptionCardRenewed' : 'subscriptionCardDeclined',
      params: {
        name: payer.firstName,
        link: `${context.appUrl}${paymentPagePath(reference)}`,
        planEn: payment.descriptionEn,
        planAr: payment.descriptionAr,
        total: halalasToSar(BigInt(payment.totalHalalas)),
        brand: card.brand,
        last4: card.last4,
        reference,
        graceDays: CARD_RENEWAL_GRACE_DAYS,
      },
    });
  } catch (error) {
    log?.error({ err: error, paymentId: payment.id }, 'card renewal mail not sent');
  }
}

/**
 * Charges one card renewal (idempotent at the gateway by its checkout id) and applies the answer.
 * Whoever applies it (one caller only, under the payment's lock) mails the payer; a declined
 * charge first raises the bank-transfer renewal of the same period. A gateway that does not answer
 * leaves the payment waiting: the next run tries the same charge again.
 */
async function chargeRenewal(
  context: CardRenewalContext,
  card: PaymentGateway,
  payment: Payment,
  log?: FastifyBaseLogger,
) {
  const [saved] = payment.savedCardId
    ? await context.db.select().from(savedCards).where(eq(savedCards.id, payment.savedCardId))
    : [];
  const reading =
    saved && card.chargeSavedCard && payment.gatewayPaymentId
      ? await card.chargeSavedCard(payment, saved.token, payment.gatewayPaymentId)
      : {
          status: 'failed' as const,
          amountHalalas: payment.totalHalalas,
          currency: 'SAR',
          failureReason: 'card removed',
        };
  const changed = await applyGatewayReading(context.db, context.hooks, payment, reading, {
    source: 'job',
    gateway: card.name,
  });
  if (!changed || reading.status === 'pending') return;
  const shown = { brand: saved?.brand ?? 'card', last4: saved?.last4 ?? '----' };
  if (reading.status === 'paid') return mailPayer(context, payment, { charged: true }, shown, log);
  const details = payment.details as { subscriptionId: number; renews: string };
  const transfer = await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, details.subscriptionId));
    if (!row) return null;
    const product = productOfRow(row);
    return createSubscriptionPayment(tx, context.billing, {
      product,
      subscriber: subscriberOfRow(row),
      payerUserId: payment.payerUserId,
      method: 'bank_transfer',
      details: {
        code: product.code,
        period: product.period,
        purpose: 'renewal',
        subscriptionId: row.id,
        renews: details.renews,
      },
      now: new Date(),
    });
  });
  if (transfer) await mailPayer(context, payment, { charged: false, transfer }, shown, log);
}

/**
 * Job (c): renews by saved card every active, auto-renewing subscription with a saved card whose
 * period has ended at `now` (one renewal payment per period), then charges every card renewal
 * still waiting (this run's, and those a gateway outage left). Safe to run twice or concurrently.
 * Returns how many charges it applied (paid or declined).
 */
export async function renewBySavedCard(context: CardRenewalContext, now: Date, log?: FastifyBaseLogger) {
  const card = context.card;
  const newChargeId = card?.newSavedCardCharge;
  if (!card?.chargeSavedCard || !newChargeId) return 0;
  const charge = { gateway: card.name, newChargeId };
  const due = await context.db
    .select({ id: subscriptions.id, payerUserId: payments.payerUserId })
    .from(subscriptions)
    .innerJoin(payments, eq(payments.id, subscriptions.paymentId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        isNotNull(subscriptions.savedCardId),
        isNull(subscriptions.graceEndsAt),
        lte(subscriptions.endsAt, now),
      ),
    );
  for (const { id, payerUserId } of due) await createCardRenewal(context, charge, id, payerUserId, now);
  const waiting = await context.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'awaiting_payment'),
        eq(payments.gateway, card.name),
        sql`(${payments.details}->>'viaSavedCard')::boolean is true`,
      ),
    );
  let applied = 0;
  for (const payment of waiting) {
    try {
      await chargeRenewal(context, card, payment, log);
      applied += 1;
    } catch (error) {
      log?.error({ err: error, paymentId: payment.id }, 'card renewal not charged; the next run tries again');
    }
  }
  return applied;
}
