import { and, eq, lt, isNotNull } from 'drizzle-orm';
import { PAYMENT_KEYS } from '@hissa/contracts/billing/payments';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments, savedCards } from '../../db/schema/billing.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';
import type {
  CheckoutUrls,
  GatewayReading,
  PaymentGateway,
  PaymentGateways,
  SavedCardReading,
} from './gateways/payment-gateway.ts';
import { markPaymentPaid, movePayment, type PaymentChange } from './move-payment.ts';
import { type Payment, type PaymentHooks, applyRefundHooks } from './payment-hooks.ts';

/*
 * What payers, admins, the card gateway and the job do to payments (docs/decisions/020). Every
 * state change goes through movePayment / markPaymentPaid (row lock, contracts
 * PAYMENT_TRANSITIONS, audit row), so a change applies at most once.
 */

const notAllowed = () => new AppError(409, PAYMENT_KEYS.notAllowed);

/** movePayment in a transaction of its own; 409 payments.notAllowed when the state does not allow it. */
async function moveOr409(db: Db, ...args: Parameters<typeof movePayment> extends [Db, ...infer Rest] ? Rest : never) {
  const moved = await db.transaction((tx) => movePayment(tx, ...args));
  if (!moved) throw notAllowed();
  return moved.payment;
}

/**
 * Applies what the gateway says of a card payment's checkout (re-read by the caller): paid with
 * the payment's total in SAR -> paid and activated (markPaymentPaid); paid with another amount or
 * currency -> nothing changes, 409 payments.gatewayMismatch; failed -> failed with the reason;
 * refunded -> refunded (the purchase undone and the credit note issued: applyRefundHooks); pending -> nothing.
 * A card the payer saved while paying is kept as theirs (saveCard) and named on the paid payment,
 * so what it bought (a subscription) renews with it. Returns whether the payment changed.
 */
export async function applyGatewayReading(
  db: Db,
  hooks: PaymentHooks,
  payment: Payment,
  reading: GatewayReading,
  change: PaymentChange,
): Promise<boolean> {
  if (reading.status === 'pending') return false;
  if (reading.status === 'failed' || reading.status === 'refunded') {
    const to = reading.status;
    const moved = await db.transaction(async (tx) => {
      const result = await movePayment(
        tx,
        payment.id,
        to,
        change,
        to === 'failed' ? { statusReason: reading.failureReason ?? null } : {},
      );
      if (result && to === 'refunded') await applyRefundHooks(tx, hooks, result.payment);
      return result;
    });
    return moved !== null;
  }
  if (reading.amountHalalas !== payment.totalHalalas || reading.currency !== payment.currency)
    throw new AppError(409, PAYMENT_KEYS.gatewayMismatch);
  const savedCardId = reading.savedCard
    ? await saveCard(db, payment.payerUserId, payment.gateway, reading.savedCard)
    : undefined;
  return (await markPaymentPaid(db, hooks, payment.id, change, savedCardId ? { savedCardId } : {})) !== null;
}

/**
 * Keeps a card the payer saved at `gateway` (its token, brand and last four digits; decision 042)
 * and returns its id; the same token again is the same card. A token another user holds is not
 * taken over (undefined).
 */
export async function saveCard(
  db: Db,
  userId: number,
  gateway: string,
  card: SavedCardReading,
): Promise<number | undefined> {
  const [row] = await db
    .insert(savedCards)
    .values({ userId, gateway, token: card.token, brand: card.brand.slice(0, 40), last4: card.last4 })
    .onConflictDoUpdate({
      target: [savedCards.gateway, savedCards.token],
      set: { brand: card.brand.slice(0, 40), last4: card.last4 },
      setWhere: eq(savedCards.userId, userId),
    })
    .returning({ id: savedCards.id });
  return row?.id;
}

/** True when the gateway event `eventId` was already applied (payment_events keeps one row per event). */
export async function isEventApplied(db: Db, gateway: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.gateway, gateway), eq(paymentEvents.gatewayEventId, eventId)));
  return row !== undefined;
}

/** The card payment of `gateway` whose checkout is `checkoutId`, or undefined. */
export async function findByCheckout(db: Db, gateway: string, checkoutId: string): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayPaymentId, checkoutId)));
  return row;
}

/**
 * Starts (or resumes) paying `payment` by card on `card`: an open checkout of the same gateway is
 * re-read and reused while it can be paid (one gateway checkout per payment; paid already: applied
 * now); otherwise a new one is created and the payment switches to card. Returns where to send
 * the browser. 409 unless awaiting payment; 502 from the gateway.
 */
export async function startCardCheckout(
  db: Db,
  hooks: PaymentHooks,
  card: PaymentGateway,
  payment: Payment,
  urls: CheckoutUrls,
  actorUserId: number,
): Promise<string> {
  if (payment.status !== 'awaiting_payment') throw notAllowed();
  if (payment.gateway === card.name && payment.gatewayPaymentId) {
    const reading = await card.readCheckout(payment.gatewayPaymentId);
    if (reading.status === 'pending' && reading.redirectUrl) return reading.redirectUrl;
    if (reading.status === 'paid') {
      await applyGatewayReading(db, hooks, payment, reading, { source: 'gateway', actorUserId });
      return urls.backUrl;
    }
  }
  const checkout = await card.createCheckout(payment, urls);
  const [updated] = await db
    .update(payments)
    .set({ method: 'card', gateway: card.name, gatewayPaymentId: checkout.checkoutId, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'awaiting_payment')))
    .returning({ id: payments.id });
  if (!updated) throw notAllowed();
  return checkout.redirectUrl;
}

/**
 * Records an uploaded bank-transfer receipt (already checked by content and size) and moves the
 * payment to receipt_submitted as a bank transfer, clearing a previous rejection's reason.
 * 409 unless awaiting payment (nothing is kept then: the caller discards the file). `now`: when
 * (default the present; the demo seed dates its history).
 */
export async function submitReceipt(
  db: Db,
  payment: Payment,
  file: ReceivedFile,
  actorUserId: number,
  now?: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordStoredFiles(tx, { ownerType: 'payment_receipt', ownerId: payment.id }, [file]);
    const moved = await movePayment(
      tx,
      payment.id,
      'receipt_submitted',
      { source: 'payer', actorUserId, now },
      { receiptFileId: file.fileId, statusReason: null, method: 'bank_transfer', gateway: 'bank_transfer' },
    );
    if (!moved) throw notAllowed();
  });
}

/** The payer withdraws an unpaid payment; 409 once paid, failed or cancelled. */
export function cancelPayment(db: Db, payment: Payment, actorUserId: number): Promise<Payment> {
  return moveOr409(db, payment.id, 'cancelled', { source: 'payer', actorUserId });
}

/** An admin confirms a bank transfer: paid and activated in one transaction; 409 for a card payment or a settled one. */
export async function confirmBankTransfer(db: Db, hooks: PaymentHooks, payment: Payment, adminId: number) {
  if (payment.method !== 'bank_transfer') throw notAllowed();
  const paid = await markPaymentPaid(db, hooks, payment.id, { source: 'admin', actorUserId: adminId });
  if (!paid) throw notAllowed();
}

/** An admin sends a submitted receipt back with `reason` (awaiting payment again); 409 otherwise. */
export function rejectReceipt(db: Db, payment: Payment, adminId: number, reason: string): Promise<Payment> {
  return moveOr409(
    db,
    payment.id,
    'awaiting_payment',
    { source: 'admin', actorUserId: adminId, note: reason },
    { statusReason: reason },
  );
}

/**
 * An admin refunds a paid payment in full: moved to refunded under the row lock, and in the same
 * transaction the gateway's refund (card) — if the gateway refuses, nothing changes; two refunds
 * at once: the second finds it refunded (409). A bank transfer's refund is recorded only. What it
 * paid for ends in the same transaction (hooks.onRefund: a plan back to Basic, a featuring ended),
 * and its credit note is issued (hooks.afterRefund).
 */
export async function refundPayment(
  db: Db,
  gateways: PaymentGateways,
  hooks: PaymentHooks,
  payment: Payment,
  adminId: number,
  reason: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await movePayment(tx, payment.id, 'refunded', {
      source: 'admin',
      actorUserId: adminId,
      note: reason,
    });
    if (!moved) throw notAllowed();
    await applyRefundHooks(tx, hooks, moved.payment);
    const gateway = gateways.byName(moved.payment.gateway);
    if (gateway && moved.payment.gatewayPaymentId)
      await gateway.refund(moved.payment.gatewayPaymentId, moved.payment.totalHalalas);
  });
}

/**
 * The job of unpaid transfers: cancels every bank transfer still awaiting payment whose dueAt is
 * before `now` (a receipt waiting for an admin is left alone). Returns how many it cancelled.
 */
export async function cancelOverdueTransfers(db: Db, now: Date): Promise<number> {
  const overdue = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'awaiting_payment'),
        eq(payments.method, 'bank_transfer'),
        isNotNull(payments.dueAt),
        lt(payments.dueAt, now),
      ),
    );
  let cancelled = 0;
  for (const { id } of overdue) {
    const moved = await db.transaction((tx) =>
      movePayment(tx, id, 'cancelled', { source: 'job', note: 'Not paid by the due date', now }),
    );
    if (moved) cancelled += 1;
  }
  return cancelled;
}
