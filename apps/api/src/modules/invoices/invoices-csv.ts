import { invoiceLabel } from '@hissa/contracts/billing/invoices';
import { halalasToSar } from '@hissa/contracts/money';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { type Invoice, toInvoiceSummary } from './invoice-queries.ts';

const COLUMNS = [
  'Number',
  'Date',
  'Buyer',
  'Description',
  'Description (Arabic)',
  'Net (SAR)',
  'VAT (SAR)',
  'Total (SAR)',
] as const;

/**
 * The invoices as CSV text (papaparse): a BOM, a header row, then one row per invoice: label,
 * issue date (Riyadh, YYYY-MM-DD), buyer, descriptions, net, VAT and total as SAR decimal strings.
 * Cells that a spreadsheet would run as formulas (=, +, -, @) are escaped.
 */
export function invoicesCsv(rows: readonly Invoice[]): string {
  const data = rows.map((invoice) => {
    const summary = toInvoiceSummary(invoice);
    return [
      invoiceLabel(invoice.series, invoice.number),
      riyadhToday(invoice.issuedAt),
      invoice.buyerName,
      summary.descriptionEn,
      summary.descriptionAr,
      halalasToSar(BigInt(invoice.netHalalas)),
      halalasToSar(BigInt(invoice.vatHalalas)),
      halalasToSar(BigInt(invoice.totalHalalas)),
    ];
  });
  return spreadsheetCsv(COLUMNS, data);
}
