import type { PurchaseKind } from '@hissa/contracts/billing/payments';
import type { Db } from '../../db/client.ts';
import type { payments } from '../../db/schema/billing.ts';

/** A payments row. */
export type Payment = typeof payments.$inferSelect;

/**
 * Work done inside the transaction that makes `payment` paid: activating what it bought, issuing
 * its invoice. Throwing rolls the whole change back (the payment stays unpaid).
 */
export type PaidHook = (tx: Db, payment: Payment) => Promise<void>;

/**
 * What happens when a payment becomes paid (wired once in app.ts): `fulfil[kind]` activates the
 * purchase (a plan, a featuring, ...), then every `afterPaid` hook runs (the tax invoice).
 * A kind without a fulfilment cannot be paid (the payment is refused rather than lost).
 * When a paid payment is refunded, `onRefund[kind]` undoes what it paid for (ends the plan or the
 * featuring now) in the refund's transaction; a kind without one keeps what it bought. Then every
 * `afterRefund` hook runs (the credit note, decision 035).
 */
export type PaymentHooks = {
  fulfil: Partial<Record<PurchaseKind, PaidHook>>;
  afterPaid: readonly PaidHook[];
  onRefund?: Partial<Record<PurchaseKind, PaidHook>>;
  afterRefund?: readonly PaidHook[];
};

/**
 * Runs `hooks.onRefund[kind]`, then every `hooks.afterRefund`, for the just-refunded `payment`
 * (inside the refund's transaction: a hook that throws rolls the refund back).
 */
export async function applyRefundHooks(tx: Db, hooks: PaymentHooks, payment: Payment): Promise<void> {
  await hooks.onRefund?.[payment.kind]?.(tx, payment);
  for (const hook of hooks.afterRefund ?? []) await hook(tx, payment);
}
