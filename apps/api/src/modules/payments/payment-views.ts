import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { halalasToSar } from '@hissa/contracts/money';
import type {
  PaymentAction,
  PaymentDetail,
  PaymentMethod,
  PaymentPage,
  PaymentStatus,
  PaymentSummary,
} from '@hissa/contracts/billing/payments';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import type { Payment } from './payment-hooks.ts';

/** Who looks at a payment: its payer (with whether a card gateway is on) or the admin. */
export type PaymentViewer = { role: 'payer'; isCardAvailable: boolean } | { role: 'admin' };

const sar = (halalas: number) => halalasToSar(BigInt(halalas));

/** What `viewer` may do with `payment` now (the routes enforce the same rules through the state machine). */
export function paymentActions(payment: Payment, viewer: PaymentViewer): PaymentAction[] {
  const { status, method } = payment;
  if (viewer.role === 'payer') {
    if (status === 'awaiting_payment')
      return [...(viewer.isCardAvailable ? (['pay_by_card'] as const) : []), 'upload_receipt', 'cancel'];
    return status === 'receipt_submitted' ? ['cancel'] : [];
  }
  const actions: PaymentAction[] = [];
  if (method === 'bank_transfer' && (status === 'awaiting_payment' || status === 'receipt_submitted'))
    actions.push('confirm');
  if (status === 'receipt_submitted') actions.push('reject');
  if (status === 'paid') actions.push('refund');
  return actions;
}

/** The list view of a payment row and its payer's name. */
function summaryOf(payment: Payment, payerName: string): PaymentSummary {
  return {
    reference: payment.reference,
    kind: payment.kind,
    descriptionEn: payment.descriptionEn,
    descriptionAr: payment.descriptionAr,
    total: sar(payment.totalHalalas),
    status: payment.status,
    method: payment.method,
    gateway: payment.gateway,
    hasReceipt: payment.receiptFileId !== null,
    statusReason: payment.statusReason,
    payerName,
    dueAt: payment.dueAt?.toISOString() ?? null,
    paidAt: payment.paidAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
  };
}

const payerName = users.firstName;

/** The payment of `reference` with its payer's name, or undefined. */
export async function findPayment(
  db: Db,
  reference: string,
): Promise<{ payment: Payment; payerName: string } | undefined> {
  const [row] = await db
    .select({ payment: payments, firstName: payerName, lastName: users.lastName })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.payerUserId))
    .where(eq(payments.reference, reference));
  return row && { payment: row.payment, payerName: `${row.firstName} ${row.lastName}` };
}

/** The whole view of a payment for `viewer`: breakdown in SAR, bank details (a transfer, or any payment still awaiting), timeline, actions. */
export async function paymentDetail(
  db: Db,
  billing: BillingConfig,
  found: { payment: Payment; payerName: string },
  viewer: PaymentViewer,
): Promise<PaymentDetail> {
  const { payment } = found;
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, payment.id))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  const { priceLine } = payment.details as { priceLine?: { quantity: number; unitHalalas: number } };
  return {
    ...summaryOf(payment, found.payerName),
    line: {
      quantity: priceLine?.quantity ?? 1,
      unitPrice: sar(priceLine?.unitHalalas ?? payment.subtotalHalalas),
    },
    breakdown: {
      subtotal: sar(payment.subtotalHalalas),
      discount: sar(payment.discountHalalas),
      net: sar(payment.netHalalas),
      vatRateBasisPoints: payment.vatRateBasisPoints,
      vat: sar(payment.vatHalalas),
      total: sar(payment.totalHalalas),
      currency: 'SAR',
    },
    // a payer who chose card and came back unpaid can still transfer instead
    bank:
      payment.method === 'bank_transfer' || payment.status === 'awaiting_payment'
        ? { bankNameEn: billing.bank.nameEn, bankNameAr: billing.bank.nameAr, iban: billing.bank.iban }
        : null,
    events: events.map((event) => ({
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      source: event.source,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    actions: paymentActions(payment, viewer),
  };
}

/** A page of payments, newest first: the payer's own (`payerUserId`) or all, by status and method. */
export async function searchPayments(
  db: Db,
  filter: { payerUserId?: number; status?: PaymentStatus; method?: PaymentMethod; page: number; size: number },
): Promise<PaymentPage> {
  const conditions: SQL[] = [];
  if (filter.payerUserId !== undefined) conditions.push(eq(payments.payerUserId, filter.payerUserId));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.method) conditions.push(eq(payments.method, filter.method));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(payments).where(where);
  const rows = await db
    .select({ payment: payments, firstName: payerName, lastName: users.lastName })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.payerUserId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  return {
    data: rows.map((row) => summaryOf(row.payment, `${row.firstName} ${row.lastName}`)),
    page: filter.page,
    size: filter.size,
    total: total?.value ?? 0,
  };
}
