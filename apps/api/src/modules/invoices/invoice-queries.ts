import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/**
 * An invoice or credit note as the lists show it: the row, and the label of the document on the
 * other side of a credit (the invoice a credit note credits, the credit note of a credited invoice).
 */
export type ListedInvoice = { invoice: Invoice; creditsLabel: string | null; creditedByLabel: string | null };

/** The invoice a credit note credits. */
const credited = alias(invoices, 'credited');
/** The credit note of a credited invoice. */
const creditNote = alias(invoices, 'credit_note');

/** The label of a joined document, or null when the join found none. */
function joinedLabel(series: string | null, number: number | null): string | null {
  return series === null || number === null ? null : invoiceLabel(series, number);
}

/** Invoices with the labels of their credit notes and credited invoices (the lists' select). */
function listedInvoices(db: Db) {
  return db
    .select({
      invoice: invoices,
      creditedSeries: credited.series,
      creditedNumber: credited.number,
      creditNoteSeries: creditNote.series,
      creditNoteNumber: creditNote.number,
    })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .leftJoin(creditNote, eq(creditNote.creditedInvoiceId, invoices.id));
}

/** A row of listedInvoices as a ListedInvoice. */
function toListed(row: Awaited<ReturnType<ReturnType<typeof listedInvoices>['execute']>>[number]): ListedInvoice {
  return {
    invoice: row.invoice,
    creditsLabel: joinedLabel(row.creditedSeries, row.creditedNumber),
    creditedByLabel: joinedLabel(row.creditNoteSeries, row.creditNoteNumber),
  };
}

/** The lines stored with an invoice (written by issue-invoice.ts). */
export function invoiceLines(invoice: Invoice): InvoiceLine[] {
  return invoice.lines as InvoiceLine[];
}

/**
 * The list shape of an invoice or credit note: kind, label, the labels of the other side of a
 * credit, issue time, buyer, the descriptions of its lines, SAR totals.
 */
export function toInvoiceSummary({ invoice, creditsLabel, creditedByLabel }: ListedInvoice): InvoiceSummary {
  const lines = invoiceLines(invoice);
  return {
    id: invoice.id,
    kind: invoice.creditedInvoiceId === null ? 'invoice' : 'credit_note',
    label: invoiceLabel(invoice.series, invoice.number),
    creditsLabel,
    creditedByLabel,
    issuedAt: invoice.issuedAt.toISOString(),
    buyerName: invoice.buyerName,
    descriptionEn: lines.map((line) => line.descriptionEn).join('; '),
    descriptionAr: lines.map((line) => line.descriptionAr).join('؛ '),
    net: halalasToSar(BigInt(invoice.netHalalas)),
    vat: halalasToSar(BigInt(invoice.vatHalalas)),
    total: halalasToSar(BigInt(invoice.totalHalalas)),
  };
}

/** A page of `where`'s invoices, newest first (issue time, then order of issue). */
async function invoicePage(
  db: Db,
  where: SQL | undefined,
  page: { page: number; size: number },
): Promise<Page<InvoiceSummary>> {
  const [rows, [total]] = await Promise.all([
    listedInvoices(db)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { data: rows.map((row) => toInvoiceSummary(toListed(row))), total: Number(total?.total ?? 0) };
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

/** Every invoice and credit note the admin's filters select, newest first (the CSV export). */
export async function allFilteredInvoices(db: Db, filter: AdminInvoicesFilter): Promise<ListedInvoice[]> {
  const rows = await listedInvoices(db).where(adminFilter(filter)).orderBy(desc(invoices.issuedAt), desc(invoices.id));
  return rows.map(toListed);
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
