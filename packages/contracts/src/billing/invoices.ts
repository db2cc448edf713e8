import { z } from 'zod';
import { PageRequestSchema, pageSchema } from '../pagination.ts';

/*
 * Simplified tax invoices (ZATCA phase 1; decision 021): one per paid payment, numbered without
 * gaps per series, never changed. Amounts on the wire are SAR decimal strings with two places.
 */

/** The series every payment's invoice is numbered in (row of invoice_counters). */
export const INVOICE_SERIES = 'INV';

/** The series of credit notes, issued when a paid payment is refunded (decision 035): HS-CRN-000001. */
export const CREDIT_NOTE_SERIES = 'CRN';

/** What a document of the invoices list is: a tax invoice, or a credit note crediting one in full. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The reason printed on every credit note (ZATCA asks for one): the payment was refunded in full. */
export const CREDIT_NOTE_REASON = { en: 'Refund', ar: 'استرداد المبلغ' } as const;

/** Digits of the number in an invoice's label: HS-INV-000123. */
const NUMBER_DIGITS = 6;

/** The label printed on an invoice and used as its file name: ('INV', 123) -> 'HS-INV-000123'. */
export function invoiceLabel(series: string, number: number): string {
  return `HS-${series}-${String(number).padStart(NUMBER_DIGITS, '0')}`;
}

/** Longest text the admin can search invoices by (number or buyer). */
export const INVOICE_SEARCH_MAX = 100;

/** A SAR amount on the wire, e.g. '115.00'. */
const Sar = z.string().describe('SAR, decimal string with two places');

/**
 * One invoice or credit note in a list: its kind and label, when it was issued, who bought what,
 * and the totals in SAR (a credit note's are the amounts it credits, stated positive). A credit
 * note names the invoice it credits (`creditsLabel`); a credited invoice names its credit note
 * (`creditedByLabel`).
 */
export const InvoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  label: z.string().describe('HS-INV-000123 or HS-CRN-000001'),
  creditsLabel: z.string().nullable().describe('credit note: the label of the invoice it credits'),
  creditedByLabel: z.string().nullable().describe('invoice: the label of the credit note that credits it'),
  issuedAt: z.string().describe('ISO 8601 instant'),
  buyerName: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  net: Sar,
  vat: Sar,
  total: Sar,
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** A page of invoices, newest first. */
export const InvoicePageSchema = pageSchema(InvoiceSummarySchema);
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** The payer's list: page and size only. */
export const MyInvoicesQuerySchema = PageRequestSchema;

/** The admin's filters: issued on or after `from`, on or before `to` (dates, Riyadh), number or buyer containing `search`. */
export const AdminInvoicesFilterSchema = z.object({
  from: z.iso.date('validation.invalidValue').optional(),
  to: z.iso.date('validation.invalidValue').optional(),
  search: z.string().trim().max(INVOICE_SEARCH_MAX, 'validation.tooLong').optional(),
});
export type AdminInvoicesFilter = z.infer<typeof AdminInvoicesFilterSchema>;

/** The admin's list: the filters and a page. */
export const AdminInvoicesQuerySchema = AdminInvoicesFilterSchema.extend(PageRequestSchema.shape);
export type AdminInvoicesQuery = z.input<typeof AdminInvoicesQuerySchema>;
