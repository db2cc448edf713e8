import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDetail } from '@hissa/contracts/billing/payments';
import {
  CardReturnEndpoint,
  MoyasarWebhookEndpoint,
  MyPaymentEndpoint,
  PaymentOptionsEndpoint,
  RefundPaymentEndpoint,
  StartCardCheckoutEndpoint,
} from '@hissa/contracts/payments-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { paymentEvents } from '../../db/schema/billing.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { startFakeMoyasar } from '../../test/fake-moyasar.ts';
import { callEndpoint, countingFulfilment, newTestPayment } from '../../test/payments-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The Moyasar adapter against a local stand-in for its API: the checkout is a Moyasar invoice,
 * webhooks need the secret token, and the server re-reads the invoice before anything changes.
 */

const SECRET_KEY = 'sk_test_hissa';
const WEBHOOK_SECRET = 'whsec_hissa_test';
let moyasar: Awaited<ReturnType<typeof startFakeMoyasar>>;
let harness: TestApp;
const counter = countingFulfilment();
let payer: { id: number; header: Record<string, string> };

beforeAll(async () => {
  moyasar = await startFakeMoyasar(SECRET_KEY);
  harness = await createTestApp({
    extraFulfilments: { loan_package: counter.hook },
    billing: {
      cardGateway: 'moyasar',
      moyasar: {
        secretKey: SECRET_KEY,
        publishableKey: 'pk_test_hissa',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: moyasar.apiUrl,
      },
    },
  });
  const user = await createTestUser(harness.database.db);
  payer = { id: user.id, header: bearer(await loginToken(harness.app, user.email, user.password)) };
});
afterAll(async () => {
  await harness.close();
  await moyasar.close();
});

/** A payment checked out on Moyasar: its row and the invoice id the fake holds. */
async function checkedOut() {
  const payment = await newTestPayment(harness.database.db, payer.id);
  const response = await callEndpoint(harness, StartCardCheckoutEndpoint, payer.header, {
    params: { reference: payment.reference },
    body: { acceptTerms: true },
  });
  expect(response.statusCode).toBe(201);
  const { redirectUrl } = response.json<{ data: { redirectUrl: string } }>().data;
  const invoice = [...moyasar.invoices.values()].find((item) => item.url === redirectUrl);
  if (!invoice) throw new Error('no invoice for the checkout');
  return { payment, invoice };
}

const webhook = (invoiceId: string, eventId: string, secret = WEBHOOK_SECRET) =>
  callEndpoint(
    harness,
    MoyasarWebhookEndpoint,
    {},
    {
      body: {
        id: eventId,
        type: 'payment_paid',
        created_at: new Date().toISOString(),
        secret_token: secret,
        live: false,
        data: { id: 'pay_1', status: 'paid', amount: 1, currency: 'SAR', invoice_id: invoiceId },
      },
    },
  );
const statusOf = async (reference: string) =>
  (await callEndpoint(harness, MyPaymentEndpoint, payer.header, { params: { reference } })).json<{
    data: PaymentDetail;
  }>().data.status;

describe('the Moyasar card gateway', () => {
  it('offers cards with the publishable key', async () => {
    const { data } = (await callEndpoint(harness, PaymentOptionsEndpoint, {})).json<{
      data: { isCardAvailable: boolean; cardGateway: string; publishableKey: string };
    }>();
    expect(data).toMatchObject({ isCardAvailable: true, cardGateway: 'moyasar', publishableKey: 'pk_test_hissa' });
  });

  it('creates an invoice of the total in halalas (SAR) with our return URL, and reuses it while open', async () => {
    const { payment, invoice } = await checkedOut();
    const created = moyasar.calls.find(
      (call) => call.method === 'POST' && call.path === '/invoices' && call.body.amount === payment.totalHalalas,
    );
    expect(created?.isAuthorized).toBe(true);
    expect(created?.body).toMatchObject({
      amount: 11_500,
      currency: 'SAR',
      success_url: `http://hissa.test/public-api/payments/${payment.reference}/card-return`,
      back_url: `http://hissa.test/billing/payments/${payment.reference}`,
    });
    const again = await callEndpoint(harness, StartCardCheckoutEndpoint, payer.header, {
      params: { reference: payment.reference },
      body: { acceptTerms: true },
    });
    expect(again.json<{ data: { redirectUrl: string } }>().data.redirectUrl).toBe(invoice.url);
  });

  it('refuses a forged webhook with 401 and changes nothing', async () => {
    const { payment, invoice } = await checkedOut();
    moyasar.pay(invoice.id);
    const forged = await webhook(invoice.id, 'evt_forged', 'guessed-secret');
    expect(forged.statusCode).toBe(401);
    expect(await statusOf(payment.reference)).toBe('awaiting_payment');
    expect(counter.activations.get(payment.id)).toBeUndefined();
  });

  it('ignores a webhook while the invoice is unpaid: the gateway is re-read, not the webhook believed', async () => {
    const { payment, invoice } = await checkedOut();
    const response = await webhook(invoice.id, 'evt_early');
    expect(response.statusCode).toBe(200);
    expect(await statusOf(payment.reference)).toBe('awaiting_payment');
  });

  it('activates once when the same webhook is delivered twice at the same time', async () => {
    const { payment, invoice } = await checkedOut();
    moyasar.pay(invoice.id);
    const responses = await Promise.all([webhook(invoice.id, 'evt_twice'), webhook(invoice.id, 'evt_twice')]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await statusOf(payment.reference)).toBe('paid');
    expect(counter.activations.get(payment.id)).toBe(1);
    const paidEvents = await harness.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.toStatus, 'paid')));
    expect(paidEvents).toHaveLength(1);
    expect(paidEvents[0]).toMatchObject({ source: 'webhook', gateway: 'moyasar', gatewayEventId: 'evt_twice' });
    expect((await webhook(invoice.id, 'evt_twice')).statusCode).toBe(200);
    expect(counter.activations.get(payment.id)).toBe(1);
  });

  it('refuses to activate a payment whose gateway amount or currency differs', async () => {
    const short = await checkedOut();
    moyasar.pay(short.invoice.id, { amount: 100 });
    expect((await webhook(short.invoice.id, 'evt_short')).statusCode).toBe(409);
    const returned = await callEndpoint(
      harness,
      CardReturnEndpoint,
      {},
      { params: { reference: short.payment.reference } },
    );
    expect(returned.statusCode).toBe(302);
    expect(await statusOf(short.payment.reference)).toBe('awaiting_payment');
    const dollars = await checkedOut();
    moyasar.pay(dollars.invoice.id, { currency: 'USD' });
    expect((await webhook(dollars.invoice.id, 'evt_usd')).statusCode).toBe(409);
    expect(await statusOf(dollars.payment.reference)).toBe('awaiting_payment');
    expect(counter.activations.get(short.payment.id)).toBeUndefined();
    expect(counter.activations.get(dollars.payment.id)).toBeUndefined();
  });

  it('applies the payment on the browser’s return after re-reading the invoice, and refunds through Moyasar', async () => {
    const { payment, invoice } = await checkedOut();
    const moyasarPaymentId = moyasar.pay(invoice.id);
    const returned = await callEndpoint(harness, CardReturnEndpoint, {}, { params: { reference: payment.reference } });
    expect(returned.headers.location).toBe(`/billing/payments/${payment.reference}`);
    expect(await statusOf(payment.reference)).toBe('paid');
    const refund = await callEndpoint(harness, RefundPaymentEndpoint, await loginAs(harness.app, USER_TYPES.admin), {
      params: { reference: payment.reference },
      body: { reason: 'Customer asked' },
    });
    expect(refund.statusCode).toBe(200);
    const refundCall = moyasar.calls.find((call) => call.path === `/payments/${moyasarPaymentId}/refund`);
    expect(refundCall?.body).toEqual({ amount: payment.totalHalalas });
    expect(await statusOf(payment.reference)).toBe('refunded');
  });

  it('answers 502 when Moyasar is down, and leaves the payment as it was', async () => {
    const payment = await newTestPayment(harness.database.db, payer.id);
    moyasar.state.isDown = true;
    try {
      const response = await callEndpoint(harness, StartCardCheckoutEndpoint, payer.header, {
        params: { reference: payment.reference },
        body: { acceptTerms: true },
      });
      expect(response.statusCode).toBe(502);
    } finally {
      moyasar.state.isDown = false;
    }
    expect(await statusOf(payment.reference)).toBe('awaiting_payment');
  });
});

describe('without a card gateway', () => {
  // builds an app of its own (no card gateway), which takes longer than a request
  it('offers bank transfer only and refuses a card checkout with 409', { timeout: 120_000 }, async () => {
    const bankOnly = await createTestApp({ billing: { cardGateway: 'none' } });
    try {
      const user = await createTestUser(bankOnly.database.db);
      const header = bearer(await loginToken(bankOnly.app, user.email, user.password));
      const payment = await newTestPayment(bankOnly.database.db, user.id);
      const options = (await callEndpoint(bankOnly, PaymentOptionsEndpoint, {})).json<{
        data: { isCardAvailable: boolean };
      }>();
      expect(options.data.isCardAvailable).toBe(false);
      const detail = (
        await callEndpoint(bankOnly, MyPaymentEndpoint, header, { params: { reference: payment.reference } })
      ).json<{ data: PaymentDetail }>();
      expect(detail.data.actions).toEqual(['upload_receipt', 'cancel']);
      const response = await callEndpoint(bankOnly, StartCardCheckoutEndpoint, header, {
        params: { reference: payment.reference },
        body: { acceptTerms: true },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/bank transfer/);
    } finally {
      await bankOnly.close();
    }
  });
});
