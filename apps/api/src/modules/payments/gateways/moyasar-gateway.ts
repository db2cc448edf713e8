import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAYMENT_KEYS } from '@hissa/contracts/billing/payments';
import type { BillingConfig } from '../../../config.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { GatewayReading, PaymentGateway } from './payment-gateway.ts';

/** Moyasar's settings: API keys, the webhooks' secret token and the REST base URL (…/v1). */
export type MoyasarSettings = NonNullable<BillingConfig['moyasar']>;

/** The parts of a Moyasar invoice we read (amounts in halalas). */
const InvoiceSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.string().optional(),
  payments: z
    .array(z.object({ id: z.string(), status: z.string(), amount: z.number().int(), currency: z.string() }))
    .default([]),
});
type Invoice = z.infer<typeof InvoiceSchema>;

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

/** A Moyasar invoice as our reading: its paid payment's amount when paid, else the invoice's. */
function readingOf(invoice: Invoice): GatewayReading {
  const paid = invoice.payments.find((payment) => payment.status === 'paid' || payment.status === 'captured');
  if (invoice.status === 'paid' && paid) return { status: 'paid', amountHalalas: paid.amount, currency: paid.currency };
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
 * refunds the invoice's paid payment. Errors: 502 payments.gatewayUnavailable when Moyasar does
 * not answer or answers an error; 401 payments.webhookForged on a wrong secret token.
 */
export function moyasarGateway(settings: MoyasarSettings): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
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
    return response.json();
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
    readCheckout: async (checkoutId) => readingOf(await invoice(checkoutId)),
    verifyWebhook: (body) => {
      const parsed = WebhookSchema.safeParse(body);
      if (!parsed.success || !isSameSecret(parsed.data.secret_token, settings.webhookSecret))
        throw new AppError(401, PAYMENT_KEYS.webhookForged);
      return { eventId: parsed.data.id, checkoutId: parsed.data.data.invoice_id ?? null };
    },
    refund: async (checkoutId, amountHalalas) => {
      const paid = (await invoice(checkoutId)).payments.find(
        (payment) => payment.status === 'paid' || payment.status === 'captured',
      );
      if (!paid) throw new AppError(409, PAYMENT_KEYS.notAllowed);
      await call('POST', `/payments/${encodeURIComponent(paid.id)}/refund`, { amount: amountHalalas });
    },
  };
}
