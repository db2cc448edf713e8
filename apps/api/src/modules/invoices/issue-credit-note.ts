import { and, eq, isNull } from 'drizzle-orm';
import { CREDIT_NOTE_SERIES, INVOICE_SERIES } from '@hissa/contracts/billing/invoices';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/billing.ts';
import type { PaidHook, Payment } from '../payments/payment-hooks.ts';
import { nextInvoiceNumber } from './invoice-counter.ts';
import { sellerAndQr } from './seller-and-qr.ts';

/**
 * The after-refund hook that issues the credit note of a refunded payment (decision 035), inside
 * the transaction that makes it refunded: locks the payment's invoice row (FOR UPDATE), so two
 * issues for one invoice run one after the other and the second finds the first's credit note and
 * does nothing (the unique index on credited_invoice_id is the last guard); takes the next number
 * of the CRN series under the counter's row lock (gap-free, decision 021); and inserts a credit
 * note for the whole invoice: its lines and amounts (the credited halalas, positive), the buyer as
 * invoiced, the seller as configured now, issued at the refund's instant, with its own ZATCA TLV
 * (tags 1-5: seller name, VAT number, time of issue, credited total with VAT, credited VAT).
 * A payment without an invoice (none was issued) gets no credit note.
 * Errors: RangeError when the seller's name or VAT number does not fit the TLV; this rolls the refund back.
 */
export function creditNoteIssuer(seller: BillingConfig['seller']): PaidHook {
  return async (tx: Db, payment: Payment) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.paymentId, payment.id),
          eq(invoices.series, INVOICE_SERIES),
          isNull(invoices.creditedInvoiceId),
        ),
      )
      .for('update');
    if (!invoice) return;
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.creditedInvoiceId, invoice.id));
    if (existing) return;
    const number = await nextInvoiceNumber(tx, CREDIT_NOTE_SERIES);
    const issuedAt = payment.updatedAt;
    await tx.insert(invoices).values({
      series: CREDIT_NOTE_SERIES,
      number,
      paymentId: payment.id,
      payerUserId: invoice.payerUserId,
      ...sellerAndQr(seller, issuedAt, invoice),
      buyerName: invoice.buyerName,
      lines: invoice.lines,
      subtotalHalalas: invoice.subtotalHalalas,
      discountHalalas: invoice.discountHalalas,
      netHalalas: invoice.netHalalas,
      vatRateBasisPoints: invoice.vatRateBasisPoints,
      vatHalalas: invoice.vatHalalas,
      totalHalalas: invoice.totalHalalas,
      creditedInvoiceId: invoice.id,
    });
  };
}
