import type { InjectOptions } from 'fastify';
import { endpointUrl, type Endpoint } from '@hissa/contracts/http/endpoint';
import type { Db } from '../db/client.ts';
import { multipartPayload } from './multipart.ts';
import type { TestApp } from './test-app.ts';
import { createPayment } from '../modules/payments/create-payment.ts';
import type { Payment, PaidHook } from '../modules/payments/payment-hooks.ts';

/*
 * Factories the payments tests share: a payment of an SME-loan package (a kind the payments
 * tests own), a fulfilment that counts activations, and calls through the real HTTP layer.
 */

/** A fulfilment that counts the payments it activated (by id). */
export function countingFulfilment(): { hook: PaidHook; activations: Map<number, number> } {
  const activations = new Map<number, number>();
  return {
    activations,
    hook: async (_tx, payment) => {
      activations.set(payment.id, (activations.get(payment.id) ?? 0) + 1);
    },
  };
}

/** A bank-transfer payment of `unitHalalas` (net) at `vatRateBasisPoints`, awaiting payment, for `payerUserId`. */
export function newTestPayment(
  db: Db,
  payerUserId: number,
  options: { unitHalalas?: number; vatRateBasisPoints?: number; now?: Date } = {},
): Promise<Payment> {
  return createPayment(db, {
    payerUserId,
    kind: 'loan_package',
    details: { packageCode: 'financial_plan' },
    descriptionEn: 'Business-plan package',
    descriptionAr: 'باقة خطة العمل',
    line: { quantity: 1, unitHalalas: options.unitHalalas ?? 10_000 },
    method: 'bank_transfer',
    gateway: 'bank_transfer',
    vatRateBasisPoints: options.vatRateBasisPoints ?? 1500,
    now: options.now,
  });
}

type Headers = Record<string, string>;

/** Calls `endpoint` through app.inject with JSON `body`. */
export function callEndpoint(
  harness: TestApp,
  endpoint: Endpoint,
  headers: Headers,
  options: {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    language?: string;
  } = {},
) {
  return harness.app.inject({
    method: endpoint.method as InjectOptions['method'],
    url: endpointUrl(endpoint, options.params, options.query),
    headers: { ...headers, 'accept-language': options.language ?? 'en' },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** Posts a multipart form of text `fields` and an optional file `receipt` to `endpoint`. */
export async function postMultipart(
  harness: TestApp,
  endpoint: Endpoint,
  params: Record<string, unknown>,
  headers: Headers,
  fields: Record<string, string>,
  receipt?: { content: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (receipt)
    form.append('receipt', new File([new Uint8Array(receipt.content)], receipt.name, { type: receipt.type }));
  const body = await multipartPayload(form);
  return harness.app.inject({
    method: endpoint.method as InjectOptions['method'],
    url: endpointUrl(endpoint, params),
    headers: { ...headers, ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
  });
}
