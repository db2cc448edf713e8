import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES, type PaymentDetail } from '@hissa/contracts/billing/payments';
import {
  AdminPaymentEndpoint,
  CancelPaymentEndpoint,
  CardReturnEndpoint,
  ConfirmBankTransferEndpoint,
  MoyasarWebhookEndpoint,
  MyPaymentEndpoint,
  MyPaymentsEndpoint,
  PaymentOptionsEndpoint,
  PaymentQueueEndpoint,
  PaymentReceiptEndpoint,
  RefundPaymentEndpoint,
  RejectReceiptEndpoint,
  StartCardCheckoutEndpoint,
  UploadReceiptEndpoint,
} from '@hissa/contracts/payments-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { paymentEvents, payments } from '../../db/schema/billing.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { samplePdf, samplePng } from '../files/sample-files.ts';
import { cancelOverdueTransfers } from './payment-service.ts';
import { callEndpoint, countingFulfilment, newTestPayment, postMultipart } from '../../test/payments-helpers.ts';

let harness: TestApp;
const counter = countingFulfilment();
let payer: { id: number; header: Record<string, string> };
let stranger: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  harness = await createTestApp({ extraFulfilments: { loan_package: counter.hook } });
  const user = await createTestUser(harness.database.db);
  payer = { id: user.id, header: bearer(await loginToken(harness.app, user.email, user.password)) };
  const other = await createTestUser(harness.database.db);
  stranger = bearer(await loginToken(harness.app, other.email, other.password));
  admin = await loginAs(harness.app, USER_TYPES.admin);
});
afterAll(() => harness.close());

const receiptPdf = () => ({ content: samplePdf('Transfer HS receipt'), name: 'receipt.pdf', type: 'application/pdf' });
const newPayment = (options?: Parameters<typeof newTestPayment>[2]) =>
  newTestPayment(harness.database.db, payer.id, options);
const myDetail = async (reference: string) =>
  (await callEndpoint(harness, MyPaymentEndpoint, payer.header, { params: { reference } })).json<{
    data: PaymentDetail;
  }>().data;
const upload = (reference: string, headers = payer.header, fields = { acceptTerms: 'true' }, file = receiptPdf()) =>
  postMultipart(harness, UploadReceiptEndpoint, { reference }, headers, fields, file);

describe('payment options', () => {
  it('tells anyone whether cards are taken and where to transfer', async () => {
    const response = await callEndpoint(harness, PaymentOptionsEndpoint, {});
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { isCardAvailable: boolean; publishableKey: null; bank: { iban: string } };
    }>();
    expect(data.isCardAvailable).toBe(true);
    expect(data.publishableKey).toBeNull();
    expect(data.bank.iban).toBe(harness.config.billing.bank.iban);
  });
});

describe('the payer’s payment page', () => {
  it('shows the breakdown in SAR, the bank details and what the payer can do', async () => {
    const payment = await newPayment();
    const detail = await myDetail(payment.reference);
    expect(detail.breakdown).toMatchObject({ subtotal: '100.00', discount: '0.00', vat: '15.00', total: '115.00' });
    expect(detail.status).toBe('awaiting_payment');
    expect(detail.bank?.iban).toBe(harness.config.billing.bank.iban);
    expect(detail.actions).toEqual(['pay_by_card', 'upload_receipt', 'cancel']);
    expect(detail.events.map((event) => event.toStatus)).toEqual(['awaiting_payment']);
  });

  it('answers 401 without a token and 404 to anyone but the payer, even the admin', async () => {
    const { reference } = await newPayment();
    const call = (headers: Record<string, string>) =>
      callEndpoint(harness, MyPaymentEndpoint, headers, { params: { reference } });
    expect((await call({})).statusCode).toBe(401);
    expect((await call(stranger)).statusCode).toBe(404);
    expect((await call(admin)).statusCode).toBe(404);
    expect(
      (await callEndpoint(harness, MyPaymentEndpoint, payer.header, { params: { reference: 'HS-22222222' } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists only my payments, newest first, by status', async () => {
    const first = await newPayment();
    await newTestPayment(harness.database.db, (await createTestUser(harness.database.db)).id);
    const response = await callEndpoint(harness, MyPaymentsEndpoint, payer.header, {
      query: { status: 'awaiting_payment', size: 50 },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: { reference: string; status: string }[]; total: number }>();
    expect(page.data.some((row) => row.reference === first.reference)).toBe(true);
    const mine = await harness.database.db.select().from(payments).where(eq(payments.payerUserId, payer.id));
    expect(page.total).toBe(mine.filter((row) => row.status === 'awaiting_payment').length);
    expect(page.data.every((row) => row.status === 'awaiting_payment')).toBe(true);
    expect((await callEndpoint(harness, MyPaymentsEndpoint, payer.header, { query: { size: 51 } })).statusCode).toBe(
      400,
    );
  });
});

describe('bank transfer: receipt, admin queue, confirm or reject', () => {
  it('refuses a receipt without the terms, of the wrong type, too large, or for someone else’s payment', async () => {
    const { reference } = await newPayment();
    const noTerms = await upload(reference, payer.header, { acceptTerms: 'false' });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('body.acceptTerms');
    const text = await upload(reference, payer.header, undefined, {
      content: Buffer.from('not a receipt at all'),
      name: 'receipt.pdf',
      type: 'application/pdf',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('body.receipt');
    const png = samplePng(4, 4, [0, 0, 0]);
    const large = await upload(reference, payer.header, undefined, {
      content: Buffer.concat([png, Buffer.alloc(RECEIPT_MAX_BYTES)]),
      name: 'big.png',
      type: 'image/png',
    });
    expect(large.statusCode).toBe(413);
    expect((await upload(reference, stranger)).statusCode).toBe(404);
    expect((await upload(reference, {})).statusCode).toBe(401);
    expect((await myDetail(reference)).status).toBe('awaiting_payment');
  });

  it('goes from receipt to paid once the admin confirms, activating the purchase once', async () => {
    const payment = await newPayment();
    const uploaded = await upload(payment.reference);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json<{ data: PaymentDetail }>().data).toMatchObject({
      status: 'receipt_submitted',
      hasReceipt: true,
    });
    expect((await upload(payment.reference)).statusCode).toBe(409);

    const queue = await callEndpoint(harness, PaymentQueueEndpoint, admin, {
      query: { status: 'receipt_submitted', method: 'bank_transfer', size: 50 },
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json<{ data: { reference: string }[] }>().data.map((row) => row.reference)).toContain(
      payment.reference,
    );
    expect((await callEndpoint(harness, PaymentQueueEndpoint, payer.header)).statusCode).toBe(403);

    const receipt = await callEndpoint(harness, PaymentReceiptEndpoint, admin, {
      params: { reference: payment.reference },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(receipt.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await callEndpoint(harness, PaymentReceiptEndpoint, payer.header, { params: { reference: payment.reference } }))
        .statusCode,
    ).toBe(403);

    const confirmed = await callEndpoint(harness, ConfirmBankTransferEndpoint, admin, {
      params: { reference: payment.reference },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ data: PaymentDetail }>().data.actions).toEqual(['refund']);
    expect(counter.activations.get(payment.id)).toBe(1);
    expect(
      (await callEndpoint(harness, ConfirmBankTransferEndpoint, admin, { params: { reference: payment.reference } }))
        .statusCode,
    ).toBe(409);
    expect(counter.activations.get(payment.id)).toBe(1);
    const detail = await myDetail(payment.reference);
    expect(detail.status).toBe('paid');
    expect(detail.paidAt).not.toBeNull();
    expect(detail.events.map((event) => event.toStatus)).toEqual(['awaiting_payment', 'receipt_submitted', 'paid']);
  });

  it('sends a rejected receipt back with the reason, and the payer can upload another', async () => {
    const payment = await newPayment();
    const reject = (body: unknown) =>
      callEndpoint(harness, RejectReceiptEndpoint, admin, { params: { reference: payment.reference }, body });
    expect((await reject({ reason: 'too early' })).statusCode).toBe(409);
    await upload(payment.reference);
    expect((await reject({ reason: '  ' })).statusCode).toBe(400);
    const rejected = await reject({ reason: 'The amount on the receipt is wrong' });
    expect(rejected.statusCode).toBe(200);
    const detail = await myDetail(payment.reference);
    expect(detail).toMatchObject({ status: 'awaiting_payment', statusReason: 'The amount on the receipt is wrong' });
    expect(detail.actions).toContain('upload_receipt');
    expect((await upload(payment.reference)).statusCode).toBe(201);
    expect((await myDetail(payment.reference)).statusReason).toBeNull();
    expect(counter.activations.get(payment.id)).toBeUndefined();
  });

  it('lets the admin confirm a transfer that arrived without a receipt, and refund it', async () => {
    const payment = await newPayment();
    const params = { reference: payment.reference };
    expect((await callEndpoint(harness, PaymentReceiptEndpoint, admin, { params })).statusCode).toBe(404);
    expect((await callEndpoint(harness, RefundPaymentEndpoint, admin, { params, body: {} })).statusCode).toBe(409);
    expect((await callEndpoint(harness, ConfirmBankTransferEndpoint, admin, { params })).statusCode).toBe(200);
    const refunded = await callEndpoint(harness, RefundPaymentEndpoint, admin, {
      params,
      body: { reason: 'Duplicate' },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<{ data: PaymentDetail }>().data.status).toBe('refunded');
    expect((await callEndpoint(harness, RefundPaymentEndpoint, admin, { params, body: {} })).statusCode).toBe(409);
    const admin404 = await callEndpoint(harness, AdminPaymentEndpoint, admin, { params: { reference: 'HS-22222222' } });
    expect(admin404.statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('lets the payer cancel an unpaid payment once; nothing more can happen to it', async () => {
    const payment = await newPayment();
    const params = { reference: payment.reference };
    expect((await callEndpoint(harness, CancelPaymentEndpoint, stranger, { params })).statusCode).toBe(404);
    const cancelled = await callEndpoint(harness, CancelPaymentEndpoint, payer.header, { params });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: PaymentDetail }>().data).toMatchObject({ status: 'cancelled', actions: [] });
    expect((await callEndpoint(harness, CancelPaymentEndpoint, payer.header, { params })).statusCode).toBe(409);
    expect((await upload(payment.reference)).statusCode).toBe(409);
    expect((await callEndpoint(harness, ConfirmBankTransferEndpoint, admin, { params })).statusCode).toBe(409);
  });

  it('the job cancels bank transfers unpaid past their due date, not receipts waiting for an admin', async () => {
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    const overdue = await newPayment({ now: longAgo });
    const withReceipt = await newPayment({ now: longAgo });
    await upload(withReceipt.reference);
    const fresh = await newPayment();
    expect(await cancelOverdueTransfers(harness.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await myDetail(overdue.reference)).status).toBe('cancelled');
    expect((await myDetail(withReceipt.reference)).status).toBe('receipt_submitted');
    expect((await myDetail(fresh.reference)).status).toBe('awaiting_payment');
    expect(await cancelOverdueTransfers(harness.database.db, new Date())).toBe(0);
  });
});

describe('card payments through the fake gateway', () => {
  const checkout = (reference: string, body: unknown = { acceptTerms: true }, headers = payer.header) =>
    callEndpoint(harness, StartCardCheckoutEndpoint, headers, { params: { reference }, body });

  it('needs the terms, then sends the payer to the hosted page; the return re-reads and activates once', async () => {
    const payment = await newPayment();
    expect((await checkout(payment.reference, {})).statusCode).toBe(400);
    expect((await checkout(payment.reference, { acceptTerms: true }, stranger)).statusCode).toBe(404);
    const started = await checkout(payment.reference);
    expect(started.statusCode).toBe(201);
    const { redirectUrl } = started.json<{ data: { redirectUrl: string } }>().data;
    expect(redirectUrl).toBe(`http://hissa.test/public-api/payments/${payment.reference}/card-return`);
    const back = () => callEndpoint(harness, CardReturnEndpoint, {}, { params: { reference: payment.reference } });
    const returned = await back();
    expect(returned.statusCode).toBe(302);
    expect(returned.headers.location).toBe(`/billing/payments/${payment.reference}`);
    await back();
    const detail = await myDetail(payment.reference);
    expect(detail).toMatchObject({ status: 'paid', method: 'card', gateway: 'fake', bank: null });
    expect(counter.activations.get(payment.id)).toBe(1);
    expect((await checkout(payment.reference)).statusCode).toBe(409);
  });

  it('fails a payment whose total ends in 13 halalas, as a declined test card', async () => {
    const payment = await newPayment({ unitHalalas: 10_013, vatRateBasisPoints: 0 });
    await checkout(payment.reference);
    await callEndpoint(harness, CardReturnEndpoint, {}, { params: { reference: payment.reference } });
    const detail = await myDetail(payment.reference);
    expect(detail.status).toBe('failed');
    expect(detail.statusReason).toMatch(/declined/i);
    expect(counter.activations.get(payment.id)).toBeUndefined();
  });

  it('redirects an unknown reference to the page without changing anything, and has no Moyasar webhook', async () => {
    const returned = await callEndpoint(harness, CardReturnEndpoint, {}, { params: { reference: 'HS-22222222' } });
    expect(returned.statusCode).toBe(302);
    const webhook = await callEndpoint(
      harness,
      MoyasarWebhookEndpoint,
      {},
      {
        body: { id: 'evt', type: 'payment_paid', secret_token: 'x', data: { id: 'p' } },
      },
    );
    expect(webhook.statusCode).toBe(404);
  });

  it('keeps one audit row per change', async () => {
    const rows = await harness.database.db.select().from(paymentEvents);
    const paid = rows.filter((row) => row.toStatus === 'paid');
    expect(new Set(paid.map((row) => row.paymentId)).size).toBe(paid.length);
  });
});
