import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { paymentPagePath } from '@hissa/contracts/billing/payments';
import { RENEWAL_NOTICE_DAYS } from '@hissa/contracts/billing/subscriptions';
import { halalasToSar } from '@hissa/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments, subscriptions } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type CardRenewalContext, renewBySavedCard } from './card-renewals.ts';
import { createSubscriptionPayment } from './subscription-pricing.ts';
import { productOf, type Subscriber } from './subscription-products.ts';
import { setCompanySubscribed, setProviderPlan, type SubscriptionRow } from './subscription-records.ts';

/** What the subscription jobs need. */
export type SubscriptionJobsContext = { db: Db; billing: BillingConfig; mailer: Mailer; appUrl: string };

const DAY_MS = 86_400_000;

function subscriberOfRow(row: SubscriptionRow): Subscriber {
  return row.providerId !== null
    ? { kind: 'provider', providerId: row.providerId }
    : { kind: 'company', companyId: row.companyId ?? 0 };
}

/**
 * Job (a): RENEWAL_NOTICE_DAYS days before the end of an auto-renewing subscription without a
 * saved card (those renew by card at the end: card-renewals.ts), raises its renewal once (a bank-transfer payment on the same plan and period, or the scheduled downgrade's)
 * for the user who paid the period, and e-mails them the payment link. Returns how many renewals
 * it raised. A mail that fails is logged; the payment stays (the payer sees it on the plan page).
 */
export async function raiseRenewals(context: SubscriptionJobsContext, now: Date, log?: FastifyBaseLogger) {
  const due = await context.db
    .select({ subscription: subscriptions, payerUserId: payments.payerUserId })
    .from(subscriptions)
    .innerJoin(payments, eq(payments.id, subscriptions.paymentId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        isNull(subscriptions.savedCardId),
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS)),
        sql`not exists (select 1 from ${payments} renewal where renewal.details->>'purpose' = 'renewal'
          and (renewal.details->>'subscriptionId')::int = ${subscriptions.id}
          and (renewal.details->>'renews')::timestamptz = ${subscriptions.endsAt})`,
      ),
    );
  let raised = 0;
  for (const { subscription, payerUserId } of due) {
    const kind = subscription.providerId !== null ? 'provider_plan' : 'media_package';
    const product = productOf(
      kind,
      subscription.nextPlanCode ?? subscription.planCode,
      subscription.nextPeriod ?? subscription.period,
    );
    const payment = await context.db.transaction((tx) =>
      createSubscriptionPayment(tx, context.billing, {
        product,
        subscriber: subscriberOfRow(subscription),
        payerUserId,
        method: 'bank_transfer',
        details: {
          code: product.code,
          period: product.period,
          purpose: 'renewal',
          subscriptionId: subscription.id,
          renews: subscription.endsAt.toISOString(),
        },
        now,
      }),
    );
    raised += 1;
    const [payer] = await context.db.select().from(users).where(eq(users.id, payerUserId));
    if (!payer) continue;
    try {
      await context.mailer.send({
        to: payer.email,
        template: 'subscriptionRenewal',
        params: {
          name: payer.firstName,
          nameAr: payer.firstNameAr,
          link: `${context.appUrl}${paymentPagePath(payment.reference)}`,
          planEn: product.nameEn,
          planAr: product.nameAr,
          total: halalasToSar(BigInt(payment.totalHalalas)),
          endDate: subscription.endsAt.toISOString().slice(0, 10),
          reference: payment.reference,
        },
      });
    } catch (error) {
      log?.error({ err: error, subscriptionId: subscription.id }, 'renewal mail not sent');
    }
  }
  return raised;
}

/**
 * Job (b): ends every active subscription whose period is over at `now` (a paid renewal has
 * already moved its end forward), or, after a declined card renewal, whose grace period is over. A provider falls back to Basic (package_code 'basic', its
 * users not subscribed): what exceeds Basic's limits is hidden from its public profile, never
 * deleted. A company's users are no longer subscribed. Returns how many subscriptions ended.
 */
export async function endLapsedSubscriptions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({ status: 'ended', updatedAt: now })
      .where(
        and(
          eq(subscriptions.status, 'active'),
          lte(sql`coalesce(${subscriptions.graceEndsAt}, ${subscriptions.endsAt})`, now),
        ),
      )
      .returning();
    for (const row of ended) {
      if (row.providerId !== null) await setProviderPlan(tx, row.providerId, 'basic');
      else if (row.companyId !== null) await setCompanySubscribed(tx, row.companyId, false);
    }
    return ended.length;
  });
}

/**
 * Runs the jobs every `intervalMs` ms (config.billing.jobsIntervalMs; 0: never): renewals raised,
 * renewals by saved card (renewBySavedCard), then lapses; returns the stop function. A failed run
 * is logged and the next one tries again.
 */
export function startSubscriptionJobs(context: CardRenewalContext, intervalMs: number, log: FastifyBaseLogger) {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = new Date();
    raiseRenewals(context, now, log)
      .then(() => renewBySavedCard(context, now, log))
      .then(() => endLapsedSubscriptions(context.db, now))
      .catch((error: unknown) => log.error({ err: error }, 'subscription jobs failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
