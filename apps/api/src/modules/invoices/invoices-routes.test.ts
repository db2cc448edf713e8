import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_SERIES, invoiceLabel, type InvoicePage } from '@hissa/contracts/billing/invoices';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import {
  AdminInvoicePdfEndpoint,
  AdminInvoicesCsvEndpoint,
  AdminInvoicesEndpoint,
  MyInvoicePdfEndpoint,
  MyInvoicesEndpoint,
} from '@hissa/contracts/invoices-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { invoiceCounters, invoices, payments } from '../../db/schema/billing.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayment } from '../payments/create-payment.ts';
import type { PaidHook, PaymentHooks } from '../payments/payment-hooks.ts';
import { markPaymentPaid } from '../payments/move-payment.ts';
import { invoiceQrDataUrl } from './invoice-pdf.ts';
import { pdfQrTexts, pdfText, readQrPng } from './invoice-test-helpers.ts';
import { invoiceIssuer } from './issue-invoice.ts';
import { decodeZatcaTlv } from './zatca-tlv.ts';

/**
 * A seller name of exactly 64 Arabic characters (128 UTF-8 bytes) for the QR, with a lam-alef
 * ligature ("للأسواق"), whose letters pdftotext must read in logical order (decision 042).
 */
const SELLER_NAME_AR = 'شركة حصة للأسواق والتقنية المالية والخدمات الرقمية بجدة وبالرياض';
const SELLER = {
  nameEn: 'Hissa Marketplace Company',
  nameAr: SELLER_NAME_AR,
  vatNumber: '310122393500003',
  addressEn: 'King Fahd Road, Riyadh 12271',
  addressAr: 'طريق الملك فهد، الرياض 12271',
};

let harness: TestApp;
let hooks: PaymentHooks;
type Headers = { authorization: string };
let payer: { id: number; header: Headers };
let otherPayer: { id: number; header: Headers };
let admin: Headers;

const noFulfilment: PaidHook = async () => {};

/** A fresh provider user (type 9) with an Arabic first name and its bearer header. */
async function newPayer(firstName: string) {
  const user = await createTestUser(harness.database.db, { userType: USER_TYPES.serviceProvider, firstName });
  return { id: user.id, header: bearer(await loginToken(harness.app, user.email, user.password)) };
}

/** A bank-transfer payment of 1000.00 SAR + 15 % VAT by `payerUserId`, awaiting payment. */
function newPayment(payerUserId: number) {
  return createPayment(harness.database.db, {
    payerUserId,
    kind: 'loan_package',
    details: { packageCode: 'test' },
    descriptionEn: 'Business plan package',
    descriptionAr: 'باقة خطة العمل',
    line: { quantity: 1, unitHalalas: 100_000 },
    method: 'bank_transfer',
    gateway: 'bank_transfer',
    vatRateBasisPoints: 1500,
  });
}

/** Pays a new payment of `payerUserId` as an admin would; returns the payment's id. */
async function paidPayment(payerUserId: number): Promise<number> {
  const payment = await newPayment(payerUserId);
  await markPaymentPaid(harness.database.db, hooks, payment.id, { source: 'admin' });
  return payment.id;
}

/** The last number the invoice series gave out. */
async function lastNumber(): Promise<number> {
  const [counter] = await harness.database.db
    .select()
    .from(invoiceCounters)
    .where(eq(invoiceCounters.series, INVOICE_SERIES));
  return counter?.lastNumber ?? -1;
}

/** The invoice of a payment. */
async function invoiceOf(paymentId: number) {
  const [invoice] = await harness.database.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (!invoice) throw new Error(`payment ${paymentId} has no invoice`);
  return invoice;
}

beforeAll(async () => {
  harness = await createTestApp({ billing: { seller: SELLER } });
  hooks = { fulfil: { loan_package: noFulfilment }, afterPaid: [invoiceIssuer(harness.config.billing.seller)] };
  payer = await newPayer('سارة');
  otherPayer = await newPayer('Omar');
  admin = await loginAs(harness.app, USER_TYPES.admin);
});

afterAll(async () => harness.close());

describe('issuing invoices', () => {
  it('issues exactly one invoice with the next number when a payment is paid, and none when paid again', async () => {
    const before = await lastNumber();
    const paymentId = await paidPayment(payer.id);
    const invoice = await invoiceOf(paymentId);
    expect(invoice.number).toBe(before + 1);
    expect(invoice).toMatchObject({
      payerUserId: payer.id,
      sellerNameAr: SELLER_NAME_AR,
      sellerVatNumber: SELLER.vatNumber,
      buyerName: 'سارة User',
      subtotalHalalas: 100_000,
      vatHalalas: 15_000,
      totalHalalas: 115_000,
    });
    await markPaymentPaid(harness.database.db, hooks, paymentId, { source: 'admin' });
    const all = await harness.database.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    expect(all).toHaveLength(1);
    expect(await lastNumber()).toBe(before + 1);
  });

  it('refuses to change or delete an issued invoice', async () => {
    const invoice = await invoiceOf(await paidPayment(payer.id));
    const { db } = harness.database;
    await expect(
      db.update(invoices).set({ buyerName: 'Someone else' }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    expect((await invoiceOf(invoice.paymentId)).buyerName).toBe(invoice.buyerName);
  });

  it('gives two payments paid at the same time consecutive numbers, without gaps or duplicates', async () => {
    const before = await lastNumber();
    const [first, second] = await Promise.all([newPayment(payer.id), newPayment(otherPayer.id)]);
    if (!first || !second) throw new Error('payments not created');
    await Promise.all([
      markPaymentPaid(harness.database.db, hooks, first.id, { source: 'admin' }),
      markPaymentPaid(harness.database.db, hooks, second.id, { source: 'admin' }),
    ]);
    const numbers = [(await invoiceOf(first.id)).number, (await invoiceOf(second.id)).number].sort((a, b) => a - b);
    expect(numbers).toEqual([before + 1, before + 2]);
  });

  it('rolls back a payment whose fulfilment fails: no invoice, no number used', async () => {
    const before = await lastNumber();
    const payment = await newPayment(payer.id);
    const failing: PaymentHooks = {
      ...hooks,
      fulfil: {
        loan_package: async () => {
          throw new Error('activation failed');
        },
      },
    };
    await expect(markPaymentPaid(harness.database.db, failing, payment.id, { source: 'admin' })).rejects.toThrow(
      'activation failed',
    );
    expect(await harness.database.db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toEqual([]);
    const [unpaid] = await harness.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(unpaid?.status).toBe('awaiting_payment');
    expect(await lastNumber()).toBe(before);
    const next = await paidPayment(payer.id);
    expect((await invoiceOf(next)).number).toBe(before + 1);
  });
});

describe('the invoice PDF', () => {
  let pdf: Buffer;
  let invoice: Awaited<ReturnType<typeof invoiceOf>>;

  beforeAll(async () => {
    invoice = await invoiceOf(await paidPayment(payer.id));
    const response = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(MyInvoicePdfEndpoint, { invoiceId: invoice.id }),
      headers: payer.header,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const label = `HS-INV-${String(invoice.number).padStart(6, '0')}`;
    expect(response.headers['content-disposition']).toContain(`${label}.pdf`);
    pdf = response.rawPayload;
  });

  it('has a 64-character Arabic seller name', () => expect([...SELLER_NAME_AR]).toHaveLength(64));

  it('reads, as extracted text, the Arabic words in logical order beside the English', async () => {
    // wrapped lines joined; pdftotext marks right-to-left runs with embedding controls (U+202A-202E)
    const text = (await pdfText(pdf)).replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('Simplified Tax Invoice');
    expect(text).toContain('فاتورة ضريبية مبسطة');
    expect(text).toContain(SELLER_NAME_AR);
    expect(text).toContain('باقة خطة العمل');
    expect(text).toContain('الرقم الضريبي');
    expect(text).toContain(SELLER.vatNumber);
    expect(text).toContain('SAR 1000.00');
    expect(text).toContain('SAR 150.00');
    expect(text).toContain('SAR 1150.00');
  });

  it('holds a QR code that decodes back to the five ZATCA fields', async () => {
    const [qrText] = await pdfQrTexts(pdf);
    expect(qrText).toBe(invoice.qrBase64);
    expect(decodeZatcaTlv(qrText ?? '')).toEqual({
      sellerName: SELLER_NAME_AR,
      vatNumber: SELLER.vatNumber,
      timestamp: invoice.issuedAt.toISOString(),
      totalWithVat: '1150.00',
      vatAmount: '150.00',
    });
  });

  it('draws the QR from the TLV with the qrcode package (the PNG the PDF embeds reads back)', async () => {
    const png = Buffer.from((await invoiceQrDataUrl(invoice.qrBase64)).split(',')[1] ?? '', 'base64');
    expect(await readQrPng(png)).toBe(invoice.qrBase64);
  });
});

describe('who sees which invoices', () => {
  let ownInvoiceId: number;
  let otherInvoiceId: number;

  beforeAll(async () => {
    ownInvoiceId = (await invoiceOf(await paidPayment(payer.id))).id;
    otherInvoiceId = (await invoiceOf(await paidPayment(otherPayer.id))).id;
  });

  it("lists the payer's own invoices only, newest first", async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(MyInvoicesEndpoint, {}, { size: 50 }),
      headers: payer.header,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<InvoicePage>();
    const ids = page.data.map((item) => item.id);
    expect(ids[0]).toBe(ownInvoiceId);
    expect(ids).not.toContain(otherInvoiceId);
    expect(page.data[0]).toMatchObject({
      descriptionAr: 'باقة خطة العمل',
      net: '1000.00',
      vat: '150.00',
      total: '1150.00',
    });
    expect(page.total).toBe(ids.length);
  });

  it("answers 404 for another user's invoice, and the admin gets any", async () => {
    const other = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(MyInvoicePdfEndpoint, { invoiceId: otherInvoiceId }),
      headers: payer.header,
    });
    expect(other.statusCode).toBe(404);
    const asAdmin = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(AdminInvoicePdfEndpoint, { invoiceId: otherInvoiceId }),
      headers: admin,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');
  });

  it('refuses the admin lists to payers (403) and filters them for the admin by buyer, number and date', async () => {
    const refused = await harness.app.inject({ method: 'GET', url: AdminInvoicesEndpoint.path, headers: payer.header });
    expect(refused.statusCode).toBe(403);
    const byBuyer = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(AdminInvoicesEndpoint, {}, { search: 'Omar', size: 50 }),
      headers: admin,
    });
    const page = byBuyer.json<InvoicePage>();
    expect(page.data.map((item) => item.id)).toContain(otherInvoiceId);
    expect(page.data.every((item) => item.buyerName.includes('Omar'))).toBe(true);
    const [other] = await harness.database.db.select().from(invoices).where(eq(invoices.id, otherInvoiceId));
    const label = invoiceLabel(INVOICE_SERIES, other?.number ?? 0);
    const byLabel = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(AdminInvoicesEndpoint, {}, { search: label }),
      headers: admin,
    });
    expect(byLabel.json<InvoicePage>().data.map((item) => item.label)).toEqual([label]);
    const future = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(AdminInvoicesEndpoint, {}, { from: '2999-01-01' }),
      headers: admin,
    });
    expect(future.json<InvoicePage>().total).toBe(0);
    const badDate = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(AdminInvoicesEndpoint, {}, { from: '2026-13-45' }),
      headers: admin,
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('exports CSV with a BOM and the Arabic names, every amount in SAR', async () => {
    const response = await harness.app.inject({ method: 'GET', url: AdminInvoicesCsvEndpoint.path, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const own = parsed.data.find((row) => row.Buyer === 'سارة User');
    expect(own).toMatchObject({
      'Description (Arabic)': 'باقة خطة العمل',
      'Net (SAR)': '1000.00',
      'VAT (SAR)': '150.00',
      'Total (SAR)': '1150.00',
    });
    expect(own?.Number).toMatch(/^HS-INV-\d{6}$/);
    const refused = await harness.app.inject({
      method: 'GET',
      url: AdminInvoicesCsvEndpoint.path,
      headers: otherPayer.header,
    });
    expect(refused.statusCode).toBe(403);
  });
});
