import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AdminInvoicesFilter, type InvoiceSummary, invoiceLabel } from '@hissa/contracts/billing/invoices';
import { halalasToSar } from '@hissa/contracts/money';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/billing.ts';
import type { InvoiceLine } from './issue-invoice.ts';
import { riyadhDayStart } from './riyadh-time.ts';

/** An invoices row. */
export type Invoice = typeof invoices.$inferSelect;

/** A page of invoices with the total count, for the list endpoints. */
type Page<T> = { data: T[]; total: number };

/** The lines stored with an invoice (written by issue-invoice.ts). */
export function invoiceLines(invoice: Invoice): InvoiceLine[] {
  return invoice.lines as InvoiceLine[];
}

/** The list shape of an invoice: label, issue time, buyer, the descriptions of its lines, SAR totals. */
export function toInvoiceSummary(invoice: Invoice): InvoiceSummary {
  const lines = invoiceLines(invoice);
  return {
    id: invoice.id,
    label: invoiceLabel(invoice.series, invoice.number),
    issuedAt: invoice.issuedAt.toISOString(),
    buyerName: invoice.buyerName,
    descriptionEn: lines.map((line) => line.descriptionEn).join('; '),
    descriptionAr: lines.map((line) => line.descriptionAr).join('؛ '),
    net: halalasToSar(BigInt(invoice.netHalalas)),
    vat: halalasToSar(BigInt(invoice.vatHalalas)),
    total: halalasToSar(BigInt(invoice.totalHalalas)),
  };
}

/** A page of `where`'s invoices, newest first (issue time, then number). */
async function invoicePage(
  db: Db,
  where: SQL | undefined,
  page: { page: number; size: number },
): Promise<Page<InvoiceSummary>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { data: rows.map(toInvoiceSummary), total: Number(total?.total ?? 0) };
}

/** A page of the invoices of payer `userId`, newest first. */
export function listPayerInvoices(db: Db, userId: number, page: { page: number; size: number }) {
  return invoicePage(db, eq(invoices.payerUserId, userId), page);
}

/**
 * The condition of the admin's filters: issued within the Riyadh days from..to, label (as invoiceLabel
 * writes it: HS-INV-000123) or buyer containing `search`.
 */
function adminFilter(filter: AdminInvoicesFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(invoices.issuedAt, riyadhDayStart(filter.from)));
  if (filter.to) conditions.push(lt(invoices.issuedAt, riyadhDayStart(filter.to, 1)));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const label = sql`'HS-' || ${invoices.series} || '-' || lpad(${invoices.number}::text, greatest(6, length(${invoices.number}::text)), '0')`;
    const search = or(sql`${label} ilike ${pattern}`, ilike(invoices.buyerName, pattern));
    if (search) conditions.push(search);
  }
  return and(...conditions);
}

/** A page of all invoices the admin's filters select, newest first. */
export function listAllInvoices(db: Db, filter: AdminInvoicesFilter, page: { page: number; size: number }) {
  return invoicePage(db, adminFilter(filter), page);
}

/** Every invoice the admin's filters select, newest first (the CSV export). */
export function allFilteredInvoices(db: Db, filter: AdminInvoicesFilter): Promise<Invoice[]> {
  return db.select().from(invoices).where(adminFilter(filter)).orderBy(desc(invoices.issuedAt), desc(invoices.number));
}

/** Invoice `invoiceId`, when it exists and (with `payerUserId`) belongs to that payer. */
export async function findInvoice(db: Db, invoiceId: number, payerUserId?: number): Promise<Invoice | undefined> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.id, invoiceId), payerUserId === undefined ? undefined : eq(invoices.payerUserId, payerUserId)),
    );
  return invoice;
}
