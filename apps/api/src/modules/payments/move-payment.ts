import { and, eq, sql } from 'drizzle-orm';
import { type PaymentStatus, canMovePayment } from '@hissa/contracts/billing/payments';
import type { Db } from '../../db/client.ts';
import { coupons, paymentEvents, payments } from '../../db/schema/billing.ts';
import type { Payment, PaymentHooks } from './payment-hooks.ts';

/** Who or what moves a payment, as the audit records it. */
export type PaymentChange = {
  source: 'payer' | 'admin' | 'webhook' | 'gateway' | 'job';
  actorUserId?: number;
  /** For changes a gateway reports: its name and the event's id (one event applies once). */
  gateway?: string;
  gatewayEventId?: string;
  note?: string;
  now?: Date;
};

/**
 * Moves payment `paymentId` to `to` if it is in a state that may move there (contracts
 * PAYMENT_TRANSITIONS). The row is locked first: of two concurrent calls the second waits, then
 * finds the state the first left, so a change is applied at most once. Records the change in
 * payment_events; `extra` sets other columns in the same UPDATE (statusReason, receiptFileId, ...).
 * Run inside a transaction. Returns the moved payment, or null when the payment does not exist or
 * was not in a state that may move to `to` (the caller says why: 404 or 409).
 */
export async function movePayment(
  tx: Db,
  paymentId: number,
  to: PaymentStatus,
  change: PaymentChange,
  extra: Partial<
    Pick<Payment, 'statusReason' | 'receiptFileId' | 'gatewayPaymentId' | 'method' | 'gateway' | 'savedCardId'>
  > = {},
): Promise<{ payment: Payment; from: PaymentStatus } | null> {
  const now = change.now ?? new Date();
  // the row lock makes a concurrent mover wait, then read the state this one left
  const [current] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!current || !canMovePayment(current.status, to)) return null;
  const [payment] = await tx
    .update(payments)
    .set({ status: to, updatedAt: now, ...(to === 'paid' && { paidAt: now }), ...extra })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!payment) return null;
  await tx.insert(paymentEvents).values({
    paymentId,
    fromStatus: current.status,
    toStatus: to,
    source: change.source,
    actorUserId: change.actorUserId ?? null,
    gateway: change.gateway ?? null,
    gatewayEventId: change.gatewayEventId ?? null,
    note: change.note ?? null,
    createdAt: now,
  });
  return { payment, from: current.status };
}

/**
 * Makes payment `paymentId` paid and applies it, in one transaction of its own: the state change
 * (movePayment: at most once), the coupon's redemption, the purchase's fulfilment
 * (hooks.fulfil[kind]) and the after-paid hooks (the tax invoice). If any of it fails, nothing
 * changes. Returns the paid payment, or null when it was not payable (already paid, cancelled,
 * absent): a second webhook for the same payment lands here and changes nothing.
 * Throws when the purchase kind has no fulfilment (a wiring error).
 */
export async function markPaymentPaid(
  db: Db,
  hooks: PaymentHooks,
  paymentId: number,
  change: PaymentChange,
  extra: Partial<Pick<Payment, 'gatewayPaymentId' | 'savedCardId'>> = {},
): Promise<Payment | null> {
  return db.transaction(async (tx) => {
    const moved = await movePayment(tx, paymentId, 'paid', change, extra);
    if (!moved) return null;
    const { payment } = moved;
    const fulfil = hooks.fulfil[payment.kind];
    if (!fulfil) throw new Error(`no fulfilment for purchase kind ${payment.kind}`);
    if (payment.couponId !== null) {
      // a coupon used up since this payment was priced still honours the price it gave
      await tx
        .update(coupons)
        .set({ redemptions: sql`${coupons.redemptions} + 1` })
        .where(
          and(
            eq(coupons.id, payment.couponId),
            sql`(${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})`,
          ),
        );
    }
    await fulfil(tx, payment);
    for (const hook of hooks.afterPaid) await hook(tx, payment);
    return payment;
  });
}
