import { eq } from 'drizzle-orm';
import { INVOICE_SERIES } from '@hissa/contracts/billing/invoices';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/billing.ts';
import { companies, serviceProviders } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';
import type { PaidHook, Payment } from '../payments/payment-hooks.ts';
import { nextInvoiceNumber } from './invoice-counter.ts';
import { sellerAndQr } from './seller-and-qr.ts';

/** One line of an invoice as stored in invoices.lines (unit price net of VAT, in halalas). */
export type InvoiceLine = { descriptionEn: string; descriptionAr: string; quantity: number; unitHalalas: number };

/**
 * The after-paid hook that issues the payment's simplified tax invoice (decision 021), inside the
 * transaction that makes it paid: takes the next number of the series with UPDATE ... RETURNING
 * (the counter row stays locked until commit, so concurrent payments get consecutive numbers and a
 * rolled-back payment gives its number back), snapshots the seller (config) and the buyer, copies
 * the payment's line and totals, and stores the base64 ZATCA TLV of the QR code.
 * Errors: RangeError when the seller's name or VAT number does not fit the TLV (255 bytes); this
 * rolls the payment back.
 */
export function invoiceIssuer(seller: BillingConfig['seller']): PaidHook {
  return async (tx: Db, payment: Payment) => {
    const number = await nextInvoiceNumber(tx, INVOICE_SERIES);
    const issuedAt = payment.paidAt ?? new Date();
    const lines: InvoiceLine[] = [
      {
        descriptionEn: payment.descriptionEn,
        descriptionAr: payment.descriptionAr,
        quantity: 1,
        unitHalalas: payment.subtotalHalalas,
      },
    ];
    await tx.insert(invoices).values({
      series: INVOICE_SERIES,
      number,
      paymentId: payment.id,
      payerUserId: payment.payerUserId,
      ...sellerAndQr(seller, issuedAt, payment),
      buyerName: await buyerName(tx, payment),
      lines,
      subtotalHalalas: payment.subtotalHalalas,
      discountHalalas: payment.discountHalalas,
      netHalalas: payment.netHalalas,
      vatRateBasisPoints: payment.vatRateBasisPoints,
      vatHalalas: payment.vatHalalas,
      totalHalalas: payment.totalHalalas,
    });
  };
}

/** The payer's full name, followed by the provider's or company's name (English and Arabic) the payment is for. */
async function buyerName(tx: Db, payment: Payment): Promise<string> {
  const [payer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, payment.payerUserId));
  const person = payer ? `${payer.firstName} ${payer.lastName}`.trim() : '';
  const organisation = await organisationName(tx, payment);
  return organisation ? `${person} — ${organisation}` : person;
}

/** 'Name (الاسم)' of the payment's provider or company, or null when it is for neither. */
async function organisationName(tx: Db, payment: Payment): Promise<string | null> {
  const table = payment.providerId !== null ? serviceProviders : payment.companyId !== null ? companies : null;
  const id = payment.providerId ?? payment.companyId;
  if (!table || id === null) return null;
  const [row] = await tx.select({ nameEn: table.nameEn, nameAr: table.nameAr }).from(table).where(eq(table.id, id));
  return row ? `${row.nameEn} (${row.nameAr})` : null;
}
