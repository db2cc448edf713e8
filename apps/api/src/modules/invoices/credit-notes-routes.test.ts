import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_NOTE_SERIES, invoiceLabel, type InvoicePage } from '@hissa/contracts/billing/invoices';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import {
  AdminInvoicePdfEndpoint,
  AdminInvoicesCsvEndpoint,
  AdminInvoicesEndpoint,
  MyInvoicePdfEndpoint,
  MyInvoicesEndpoint,
} from '@hissa/contracts/invoices-endpoints';
import { ConfirmBankTransferEndpoint, RefundPaymentEndpoint } from '@hissa/contracts/payments-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { invoiceCounters, invoices } from '../../db/schema/billing.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayment } from '../payments/create-payment.ts';
import { pdfQrTexts, pdfText } from './invoice-test-helpers.ts';
import { decodeZatcaTlv } from './zatca-tlv.ts';

/*
 * A refund issues a credit note (decision 035), through the HTTP layer: the admin confirms a bank
 * transfer (the invoice) and refunds it; the credit note credits that invoice in full in its own
 * gap-free series, shows in the payer's and the admin's lists and in the CSV, and its PDF and QR
 * say what it credits.
 */

const SELLER = {
  nameEn: 'Hissa Marketplace Company',
  nameAr: 'شركة حصة للتقنية المالية',
  vatNumber: '310122393500003',
  addressEn: 'King Fahd Road, Riyadh 12271',
  addressAr: 'طريق الملك فهد، الرياض 12271',
};

/** 1234.57 SAR net: VAT 15 % is 185.1855, rounded half up to 185.19; the total 1419.76. */
const NET_HALALAS = 123_457;
const VAT_HALALAS = 18_519;
const TOTAL_HALALAS = 141_976;

type Headers = { authorization: string };
let harness: TestApp;
let admin: Headers;
let payer: { id: number; header: Headers };
let otherPayer: { id: number; header: Headers };

/** A fresh provider user (type 9) and its bearer header. */
async function newPayer(firstName: string) {
  const user = await createTestUser(harness.database.db, { userType: USER_TYPES.serviceProvider, firstName });
  return { id: user.id, header: bearer(await loginToken(harness.app, user.email, user.password)) };
}

/** A business-plan package of 1234.57 SAR + VAT bought by `payerUserId` and confirmed by the admin; its id and reference. */
async function paidPayment(payerUserId: number) {
  const payment = await createPayment(harness.database.db, {
    payerUserId,
    kind: 'loan_package',
    details: { packageCode: 'financial_plan' },
    descriptionEn: 'Comprehensive financial plan',
    descriptionAr: 'خطة مالية شاملة',
    line: { quantity: 1, unitHalalas: NET_HALALAS },
    method: 'bank_transfer',
    gateway: 'bank_transfer',
    vatRateBasisPoints: 1500,
  });
  const confirmed = await harness.app.inject({
    method: 'POST',
    url: endpointUrl(ConfirmBankTransferEndpoint, { reference: payment.reference }),
    headers: admin,
  });
  expect(confirmed.statusCode).toBe(200);
  return payment;
}

/** The admin refunds payment `reference` in full. */
function refund(reference: string) {
  return harness.app.inject({
    method: 'POST',
    url: endpointUrl(RefundPaymentEndpoint, { reference }),
    headers: admin,
    payload: { reason: 'Bought by mistake' },
  });
}

/** The invoice and the credit notes of a payment. */
async function documentsOf(paymentId: number) {
  const rows = await harness.database.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return {
    invoice: rows.find((row) => row.creditedInvoiceId === null),
    creditNotes: rows.filter((row) => row.creditedInvoiceId !== null),
  };
}

/** The last number the credit note series gave out. */
async function lastCreditNoteNumber(): Promise<number> {
  const [counter] = await harness.database.db
    .select()
    .from(invoiceCounters)
    .where(eq(invoiceCounters.series, CREDIT_NOTE_SERIES));
  return counter?.lastNumber ?? -1;
}

/** The payer's list, as `who`. */
async function myList(who: Headers): Promise<InvoicePage> {
  const response = await harness.app.inject({
    method: 'GET',
    url: endpointUrl(MyInvoicesEndpoint, {}, { size: 50 }),
    headers: who,
  });
  expect(response.statusCode).toBe(200);
  return response.json<InvoicePage>();
}

beforeAll(async () => {
  harness = await createTestApp({ billing: { seller: SELLER } });
  admin = await loginAs(harness.app, USER_TYPES.admin);
  payer = await newPayer('سارة');
  otherPayer = await newPayer('Omar');
});
afterAll(async () => harness.close());

describe('a refund issues a credit note', () => {
  it('issues exactly one credit note with the next CRN number, crediting the invoice to the halala', async () => {
    const before = await lastCreditNoteNumber();
    const payment = await paidPayment(payer.id);
    expect((await refund(payment.reference)).statusCode).toBe(200);
    const { invoice, creditNotes } = await documentsOf(payment.id);
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]).toMatchObject({
      series: 'CRN',
      number: before + 1,
      creditedInvoiceId: invoice?.id,
      payerUserId: payer.id,
      buyerName: 'سارة User',
      sellerVatNumber: SELLER.vatNumber,
      subtotalHalalas: NET_HALALAS,
      discountHalalas: 0,
      netHalalas: NET_HALALAS,
      vatHalalas: VAT_HALALAS,
      totalHalalas: TOTAL_HALALAS,
    });
    expect(invoice?.totalHalalas).toBe(TOTAL_HALALAS);
    expect(await lastCreditNoteNumber()).toBe(before + 1);
    // a second refund of the same payment is refused and issues nothing
    expect((await refund(payment.reference)).statusCode).toBe(409);
    expect((await documentsOf(payment.id)).creditNotes).toHaveLength(1);
    expect(await lastCreditNoteNumber()).toBe(before + 1);
  });

  it('issues one credit note when the same payment is refunded twice at once', async () => {
    const before = await lastCreditNoteNumber();
    const payment = await paidPayment(payer.id);
    const answers = await Promise.all([refund(payment.reference), refund(payment.reference)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await documentsOf(payment.id)).creditNotes).toHaveLength(1);
    expect(await lastCreditNoteNumber()).toBe(before + 1);
  });

  it('numbers credit notes of two payments refunded at once consecutively', async () => {
    const before = await lastCreditNoteNumber();
    const [first, second] = [await paidPayment(payer.id), await paidPayment(otherPayer.id)];
    const answers = await Promise.all([refund(first.reference), refund(second.reference)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const numbers = [...(await documentsOf(first.id)).creditNotes, ...(await documentsOf(second.id)).creditNotes].map(
      (note) => note.number,
    );
    expect(numbers.sort((a, b) => a - b)).toEqual([before + 1, before + 2]);
  });

  it('refuses to change or delete a credit note, or to credit an invoice twice', async () => {
    const payment = await paidPayment(payer.id);
    await refund(payment.reference);
    const { invoice, creditNotes } = await documentsOf(payment.id);
    const [note] = creditNotes;
    if (!note || !invoice) throw new Error('no credit note');
    const { db } = harness.database;
    await expect(db.update(invoices).set({ buyerName: 'Someone' }).where(eq(invoices.id, note.id))).rejects.toThrow();
    await expect(db.delete(invoices).where(eq(invoices.id, note.id))).rejects.toThrow();
    const second = { ...note, number: 999_999 } as Partial<typeof note>;
    delete second.id;
    await expect(db.insert(invoices).values(second as typeof note)).rejects.toThrow();
  });
});

describe('what the payer and the admin see of a credit note', () => {
  let invoiceLabelText: string;
  let creditNoteLabel: string;
  let creditNoteId: number;
  let issuedAt: Date;
  let originalIssuedAt: Date;

  beforeAll(async () => {
    const payment = await paidPayment(payer.id);
    await refund(payment.reference);
    const { invoice, creditNotes } = await documentsOf(payment.id);
    const [note] = creditNotes;
    if (!note || !invoice) throw new Error('no credit note');
    invoiceLabelText = invoiceLabel(invoice.series, invoice.number);
    creditNoteLabel = invoiceLabel(note.series, note.number);
    creditNoteId = note.id;
    issuedAt = note.issuedAt;
    originalIssuedAt = invoice.issuedAt;
  });

  it("lists the credit note beside the original in the payer's list, each naming the other", async () => {
    const page = await myList(payer.header);
    const note = page.data.find((item) => item.id === creditNoteId);
    expect(note).toMatchObject({
      kind: 'credit_note',
      label: creditNoteLabel,
      creditsLabel: invoiceLabelText,
      creditedByLabel: null,
      net: '1234.57',
      vat: '185.19',
      total: '1419.76',
    });
    expect(creditNoteLabel).toMatch(/^HS-CRN-\d{6}$/);
    const labels = page.data.map((item) => item.label);
    // newest first: the credit note comes before the invoice it credits
    expect(labels.indexOf(creditNoteLabel)).toBeLessThan(labels.indexOf(invoiceLabelText));
    expect(page.data.find((item) => item.label === invoiceLabelText)).toMatchObject({
      kind: 'invoice',
      creditsLabel: null,
      creditedByLabel: creditNoteLabel,
    });
  });

  it('keeps the credit note from another payer: absent from their list, 404 for its PDF', async () => {
    expect((await myList(otherPayer.header)).data.map((item) => item.id)).not.toContain(creditNoteId);
    const response = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(MyInvoicePdfEndpoint, { invoiceId: creditNoteId }),
      headers: otherPayer.header,
    });
    expect(response.statusCode).toBe(404);
  });

  it('finds it for the admin by its number, and exports it in the CSV as a credit note', async () => {
    const found = await harness.app.inject({
      method: 'GET',
      url: endpointUrl(AdminInvoicesEndpoint, {}, { search: creditNoteLabel }),
      headers: admin,
    });
    expect(found.json<InvoicePage>().data.map((item) => [item.label, item.kind])).toEqual([
      [creditNoteLabel, 'credit_note'],
    ]);
    const csv = await harness.app.inject({ method: 'GET', url: AdminInvoicesCsvEndpoint.path, headers: admin });
    const parsed = Papa.parse<Record<string, string>>(csv.rawPayload.toString('utf8').slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.find((row) => row.Number === creditNoteLabel)).toMatchObject({
      Type: 'Credit note',
      'Credits invoice': invoiceLabelText,
      'Credited by': '',
      'Net (SAR)': '1234.57',
      'VAT (SAR)': '185.19',
      'Total (SAR)': '1419.76',
    });
    expect(parsed.data.find((row) => row.Number === invoiceLabelText)).toMatchObject({
      Type: 'Invoice',
      'Credited by': creditNoteLabel,
    });
  });

  describe('its PDF', () => {
    let pdf: Buffer;

    beforeAll(async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: endpointUrl(MyInvoicePdfEndpoint, { invoiceId: creditNoteId }),
        headers: payer.header,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(`${creditNoteLabel}.pdf`);
      pdf = response.rawPayload;
    });

    it('is titled Credit Note / إشعار دائن and names the original invoice, its date and the reason', async () => {
      const text = (await pdfText(pdf)).replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
      expect(text).toContain('Credit Note');
      expect(text).toContain('إشعار دائن');
      expect(text).toContain(creditNoteLabel);
      expect(text).toContain(`Original invoice ${invoiceLabelText}`);
      const riyadh = new Date(originalIssuedAt.getTime() + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
      expect(text).toContain(riyadh);
      expect(text).toContain('Reason: Refund');
      expect(text).toContain('SAR 1419.76');
      expect(text).toContain(SELLER.vatNumber);
    });

    it('holds a QR whose TLV decodes to the seller and the credited totals', async () => {
      const [qrText] = await pdfQrTexts(pdf);
      expect(decodeZatcaTlv(qrText ?? '')).toEqual({
        sellerName: SELLER.nameAr,
        vatNumber: SELLER.vatNumber,
        timestamp: issuedAt.toISOString(),
        totalWithVat: '1419.76',
        vatAmount: '185.19',
      });
    });

    it('is served to the admin too', async () => {
      const response = await harness.app.inject({
        method: 'GET',
        url: endpointUrl(AdminInvoicePdfEndpoint, { invoiceId: creditNoteId }),
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
});
