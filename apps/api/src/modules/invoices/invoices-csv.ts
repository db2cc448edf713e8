import { invoiceLabel } from '@hissa/contracts/billing/invoices';
import { halalasToSar } from '@hissa/contracts/money';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { type ListedInvoice, toInvoiceSummary } from './invoice-queries.ts';

const COLUMNS = [
  'Number',
  'Date',
  'Buyer',
  'Description',
  'Description (Arabic)',
  'Net (SAR)',
  'VAT (SAR)',
  'Total (SAR)',
  'Type',
  'Credits invoice',
  'Credited by',
] as const;

/** The Type cell of each kind of document. */
const TYPE_NAMES = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

/**
 * The invoices and credit notes as CSV text (papaparse): a BOM, a header row, then one row per
 * document: label, issue date (Riyadh, YYYY-MM-DD), buyer, descriptions, net, VAT and total as SAR
 * decimal strings (a credit note's are the amounts it credits, positive: decision 035), its type
 * (Invoice, Credit note), the invoice a credit note credits and the credit note of a credited
 * invoice. Cells that a spreadsheet would run as formulas (=, +, -, @) are escaped.
 */
export function invoicesCsv(rows: readonly ListedInvoice[]): string {
  const data = rows.map((listed) => {
    const { invoice } = listed;
    const summary = toInvoiceSummary(listed);
    return [
      invoiceLabel(invoice.series, invoice.number),
      riyadhToday(invoice.issuedAt),
      invoice.buyerName,
      summary.descriptionEn,
      summary.descriptionAr,
      halalasToSar(BigInt(invoice.netHalalas)),
      halalasToSar(BigInt(invoice.vatHalalas)),
      halalasToSar(BigInt(invoice.totalHalalas)),
      TYPE_NAMES[summary.kind],
      summary.creditsLabel ?? '',
      summary.creditedByLabel ?? '',
    ];
  });
  return spreadsheetCsv(COLUMNS, data);
}
