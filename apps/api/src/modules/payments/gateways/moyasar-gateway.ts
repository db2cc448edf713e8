import { randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_KEYS } from '@hissa/contracts/billing/payments';
import type { BillingConfig } from '../../../config.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { GatewayReading, PaymentGateway, SavedCardReading } from './payment-gateway.ts';

/** Moyasar's settings: API keys, the webhooks' secret token and the REST base URL (…/v1). */
export type MoyasarSettings = NonNullable<BillingConfig['moyasar']>;

/**
 * The parts of a Moyasar payment we read (amounts in halalas). Its card source names the brand
 * (`company`), the masked number and, when the card was saved, the token; `message` says why it failed.
 */
const MoyasarPaymentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  source: z
    .object({
      company: z.string().nullish(),
      number: z.string().nullish(),
      token: z.string().nullish(),
      message: z.string().nullish(),
    })
    .nullish(),
});
type MoyasarPayment = z.infer<typeof MoyasarPaymentSchema>;

/** The parts of a Moyasar invoice we read (amounts in halalas). */
const InvoiceSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.string().optional(),
  payments: z.array(MoyasarPaymentSchema).default([]),
});
type Invoice = z.infer<typeof InvoiceSchema>;

/** The checkout id of a charge of a saved card: a Moyasar payment (its given_id), not an invoice. */
const CHARGE_PREFIX = 'payment:';

const WebhookSchema = z.object({
  id: z.string(),
  secret_token: z.string(),
  data: z.object({ id: z.string(), invoice_id: z.string().nullish() }),
});

/** Invoice states that can no longer be paid. */
const DEAD_INVOICE_STATUSES = ['failed', 'canceled', 'expired', 'voided'];

/** Whether two secrets are equal, in constant time. */
function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The card a payment saved: its token with the brand and the masked number's last four digits; undefined without a token. */
function savedCardOf(payment: MoyasarPayment): SavedCardReading | undefined {
  const last4 = /(\d{4})$/.exec(payment.source?.number ?? '')?.[1];
  const token = payment.source?.token;
  return token && last4 ? { token, brand: payment.source?.company ?? 'card', last4 } : undefined;
}

const isPaid = (payment: MoyasarPayment) => payment.status === 'paid' || payment.status === 'captured';

/** A Moyasar payment (a saved card's charge) as our reading. */
function paymentReading(payment: MoyasarPayment): GatewayReading {
  const amounts = { amountHalalas: payment.amount, currency: payment.currency };
  if (isPaid(payment)) return { status: 'paid', ...amounts };
  if (payment.status === 'refunded') return { status: 'refunded', ...amounts };
  if (payment.status === 'failed' || payment.status === 'voided')
    return { status: 'failed', ...amounts, failureReason: payment.source?.message ?? payment.status };
  return { status: 'pending', ...amounts };
}

/** A Moyasar invoice as our reading: its paid payment's amount (and saved card) when paid, else the invoice's. */
function readingOf(invoice: Invoice): GatewayReading {
  const paid = invoice.payments.find(isPaid);
  if (invoice.status === 'paid' && paid) {
    const savedCard = savedCardOf(paid);
    return { status: 'paid', amountHalalas: paid.amount, currency: paid.currency, ...(savedCard && { savedCard }) };
  }
  if (invoice.status === 'refunded')
    return { status: 'refunded', amountHalalas: invoice.amount, currency: invoice.currency };
  if (DEAD_INVOICE_STATUSES.includes(invoice.status))
    return {
      status: 'failed',
      amountHalalas: invoice.amount,
      currency: invoice.currency,
      failureReason: invoice.status,
    };
  return { status: 'pending', amountHalalas: invoice.amount, currency: invoice.currency, redirectUrl: invoice.url };
}

/**
 * Moyasar through its REST API with Node's fetch (no script of theirs in our pages: strict CSP).
 * A checkout is a Moyasar invoice, whose hosted `url` takes mada, Visa, Mastercard and Apple Pay;
 * its id is kept as payments.gateway_payment_id. Readings re-fetch the invoice; webhooks carry
 * the secret token set in Moyasar's dashboard and name the invoice of the payment; a refund
 * refunds the invoice's paid payment. A card saved on the hosted page comes back as its paid
 * payment's source token; renewals charge it with a payment of source type token (decision 042),
 * kept as `payment:<id>`. Errors: 502 payments.gatewayUnavailable when Moyasar does
 * not answer or answers an error; 401 payments.webhookForged on a wrong secret token.
 */
export function moyasarGateway(settings: MoyasarSettings): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new AppError(502, PAYMENT_KEYS.gatewayUnavailable);
    }
    if (!response.ok) throw new AppError(502, PAYMENT_KEYS.gatewayUnavailable);
    return response.status === 204 ? null : response.json();
  }
  async function moyasarPayment(paymentId: string): Promise<MoyasarPayment> {
    const parsed = MoyasarPaymentSchema.safeParse(await call('GET', `/payments/${encodeURIComponent(paymentId)}`));
    if (!parsed.success) throw new AppError(502, PAYMENT_KEYS.gatewayUnavailable);
    return parsed.data;
  }
  async function invoice(checkoutId: string): Promise<Invoice> {
    const parsed = InvoiceSchema.safeParse(await call('GET', `/invoices/${encodeURIComponent(checkoutId)}`));
    if (!parsed.success) throw new AppError(502, PAYMENT_KEYS.gatewayUnavailable);
    return parsed.data;
  }
  return {
    name: 'moyasar',
    createCheckout: async (payment, urls) => {
      const created = InvoiceSchema.safeParse(
        await call('POST', '/invoices', {
          amount: payment.totalHalalas,
          currency: 'SAR',
          description: `${payment.reference} ${payment.descriptionEn}`.slice(0, 255),
          success_url: urls.returnUrl,
          back_url: urls.backUrl,
          metadata: { reference: payment.reference },
        }),
      );
      if (!created.success || !created.data.url) throw new AppError(502, PAYMENT_KEYS.gatewayUnavailable);
      return { checkoutId: created.data.id, redirectUrl: created.data.url };
    },
    readCheckout: async (checkoutId) =>
      checkoutId.startsWith(CHARGE_PREFIX)
        ? paymentReading(await moyasarPayment(checkoutId.slice(CHARGE_PREFIX.length)))
        : readingOf(await invoice(checkoutId)),
    verifyWebhook: (body) => {
      const parsed = WebhookSchema.safeParse(body);
      if (!parsed.success || !isSameSecret(parsed.data.secret_token, settings.webhookSecret))
        throw new AppError(401, PAYMENT_KEYS.webhookForged);
      const { invoice_id: invoiceId, id: paymentId } = parsed.data.data;
      return { eventId: parsed.data.id, checkoutId: invoiceId ?? `${CHARGE_PREFIX}${paymentId}` };
    },
    refund: async (checkoutId, amountHalalas) => {
      const paid = checkoutId.startsWith(CHARGE_PREFIX)
        ? await moyasarPayment(checkoutId.slice(CHARGE_PREFIX.length))
        : (await invoice(checkoutId)).payments.find(isPaid);
      if (!paid || !isPaid(paid)) throw new AppError(409, PAYMENT_KEYS.notAllowed);
      await call('POST', `/payments/${encodeURIComponent(paid.id)}/refund`, { amount: amountHalalas });
    },
    // Moyasar's idempotency: a payment created with a given_id (a UUID v4) is created once; the
    // same given_id again does not charge again, and the payment is read back by that id.
    newSavedCardCharge: () => `${CHARGE_PREFIX}${randomUUID()}`,
    chargeSavedCard: async (payment, token, checkoutId) => {
      const givenId = checkoutId.slice(CHARGE_PREFIX.length);
      let created: unknown;
      try {
        created = await call('POST', '/payments', {
          given_id: givenId,
          amount: payment.totalHalalas,
          currency: 'SAR',
          description: `${payment.reference} ${payment.descriptionEn}`.slice(0, 255),
          source: { type: 'token', token, '3ds': false, manual: false },
          metadata: { reference: payment.reference },
        });
      } catch (error) {
        // already created by an earlier or concurrent attempt (or the answer was lost): read it
        if (!(error instanceof AppError)) throw error;
        created = await call('GET', `/payments/${encodeURIComponent(givenId)}`);
      }
      const parsed = MoyasarPaymentSchema.safeParse(created);
      if (!parsed.success) throw new AppError(502, PAYMENT_KEYS.gatewayUnavailable);
      return paymentReading(parsed.data);
    },
    deleteSavedCard: async (token) => {
      await call('DELETE', `/tokens/${encodeURIComponent(token)}`);
    },
  };
}
