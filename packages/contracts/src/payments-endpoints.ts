import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, MessageDataSchema, MessageResponseSchema } from './http/common-schemas.ts';
import {
  AcceptPaymentTermsSchema,
  CardCheckoutSchema,
  MyPaymentsQuerySchema,
  PaymentDetailSchema,
  PaymentOptionsSchema,
  PaymentPageSchema,
  PaymentQueueQuerySchema,
  PaymentReferenceParamsSchema,
  RefundPaymentSchema,
  RejectReceiptSchema,
  SavedCardParamsSchema,
  SavedCardSchema,
} from './billing/payments.ts';
import { USER_TYPE_CODES, USER_TYPES } from './user-types.ts';

/*
 * Payments (docs/decisions/020-payments.md; 012 for the pattern). Any signed-in user pays the
 * payments made for them (a payment is found by its reference, and only its payer sees it);
 * the admin (type 1) works the queue: confirms or rejects bank-transfer receipts and refunds.
 * The card gateway's webhook and the return from its hosted page are public: the server trusts
 * neither, it re-reads the payment from the gateway. Errors in the envelope: 400, 401, 403,
 * 404 (absent or not the viewer's), 409 (the payment's state does not allow it), 413 (receipt
 * over RECEIPT_MAX_BYTES), 502 (the gateway did not answer).
 */

const tags = ['payments'] as const;
const MINE = '/common-api/payments';
const ADMIN_API = '/admin-api/payments';
const PAYERS = USER_TYPE_CODES;
const ADMIN = [USER_TYPES.admin] as const;
const params = PaymentReferenceParamsSchema;
/** A stored file's bytes, with its own Content-Type and name (Content-Disposition). */
const FileBytes = z.unknown().describe('file bytes');

/** How one can pay now: whether card payments are on, the gateway's publishable key, the bank account. */
export const PaymentOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/payments/options',
  summary: 'Payment options: card availability, publishable key, bank details',
  tags,
  responses: { 200: DataSchema(PaymentOptionsSchema) },
});

/** My cards saved at the card gateway for renewals (brand and last four digits; decision 042). */
export const MySavedCardsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MINE}/saved-cards`,
  summary: 'My saved cards',
  tags,
  access: PAYERS,
  responses: { 200: DataSchema(z.array(SavedCardSchema)) },
});

/**
 * Removes one of my saved cards, here and at the gateway; renewals it paid then raise a
 * bank-transfer invoice. 404 payments.cardNotFound when it is not mine.
 */
export const RemoveSavedCardEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${MINE}/saved-cards/:cardId`,
  summary: 'Remove a saved card',
  tags,
  access: PAYERS,
  params: SavedCardParamsSchema,
  responses: { 200: MessageResponseSchema },
});

/** A page of my payments, newest first, optionally by status. */
export const MyPaymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: MINE,
  summary: 'My payments',
  tags,
  access: PAYERS,
  query: MyPaymentsQuerySchema,
  responses: { 200: PaymentPageSchema },
});

/** One of my payments with its breakdown, bank details (transfer), timeline and my actions; 404 otherwise. */
export const MyPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MINE}/:reference`,
  summary: 'One of my payments',
  tags,
  access: PAYERS,
  params,
  responses: { 200: DataSchema(PaymentDetailSchema) },
});

/**
 * Pay by card: switches an awaiting payment to the card gateway and starts a checkout there
 * (terms accepted) -> {message, data: {redirectUrl}} (the gateway's hosted page). 409 not
 * awaiting payment; 409 payments.cardUnavailable when no card gateway is configured; 502 when
 * the gateway does not answer.
 */
export const StartCardCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/:reference/card-checkout`,
  summary: 'Start paying a payment by card (returns the hosted page to redirect to)',
  tags,
  access: PAYERS,
  params,
  body: AcceptPaymentTermsSchema,
  responses: { 201: MessageDataSchema(CardCheckoutSchema) },
});

/**
 * Where the gateway's hosted page sends the browser back: the server re-reads the payment from
 * the gateway, applies it when paid (amount and currency checked), then redirects (302) to the
 * payment page whatever the outcome. Public: nothing the browser sends is trusted.
 */
export const CardReturnEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/payments/:reference/card-return',
  summary: 'Return from the card gateway (re-reads the payment, then redirects to the payment page)',
  tags,
  params,
  responses: {},
});

/**
 * Upload a bank-transfer receipt (multipart: `receipt` PDF/PNG/JPEG by content, at most
 * RECEIPT_MAX_BYTES; acceptTerms=true) -> 201 {message, data}: the payment waits for an admin.
 * 409 unless awaiting payment; 400 type or terms; 413 size.
 */
export const UploadReceiptEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/:reference/receipt`,
  summary: 'Upload a bank-transfer receipt (multipart)',
  tags,
  access: PAYERS,
  params,
  multipart: true,
  responses: { 201: MessageDataSchema(PaymentDetailSchema) },
});

/** Cancel my payment while nothing is paid (awaiting payment or receipt submitted); 409 otherwise. */
export const CancelPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/:reference/cancel`,
  summary: 'Cancel my unpaid payment',
  tags,
  access: PAYERS,
  params,
  responses: { 200: MessageDataSchema(PaymentDetailSchema) },
});

/**
 * The card gateway's webhook (Moyasar's JSON: id, type, secret_token, data). 401 when the secret
 * token is wrong; the payment it names is re-read from the gateway before anything changes;
 * delivered twice, it applies once. 200 {received: true} when handled or nothing to do.
 */
export const MoyasarWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/payments/webhooks/moyasar',
  summary: 'Moyasar webhook (verified by its secret token; idempotent)',
  tags,
  body: z.looseObject({
    id: z.string().min(1).max(200),
    type: z.string().max(100),
    secret_token: z.string().max(500),
    data: z.looseObject({ id: z.string().max(200) }),
  }),
  responses: { 200: z.object({ received: z.literal(true) }) },
});

/** The admin's queue of payments, newest first, by status and method. */
export const PaymentQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: ADMIN_API,
  summary: 'Payments queue (admin)',
  tags,
  access: ADMIN,
  query: PaymentQueueQuerySchema,
  responses: { 200: PaymentPageSchema },
});

/** One payment as the admin sees it (with the confirm, reject and refund actions); 404. */
export const AdminPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/:reference`,
  summary: 'One payment (admin)',
  tags,
  access: ADMIN,
  params,
  responses: { 200: DataSchema(PaymentDetailSchema) },
});

/** Confirm a bank transfer (receipt submitted, or awaiting payment when the money arrived without one): paid and activated; 409 otherwise. */
export const ConfirmBankTransferEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/:reference/confirm`,
  summary: 'Confirm a bank transfer (admin)',
  tags,
  access: ADMIN,
  params,
  responses: { 200: MessageDataSchema(PaymentDetailSchema) },
});

/** Reject a submitted receipt with a reason: back to awaiting payment, the payer may upload again; 409 otherwise. */
export const RejectReceiptEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/:reference/reject`,
  summary: 'Reject a bank-transfer receipt (admin)',
  tags,
  access: ADMIN,
  params,
  body: RejectReceiptSchema,
  responses: { 200: MessageDataSchema(PaymentDetailSchema) },
});

/** Refund a paid payment: card through the gateway's refund; bank transfer recorded as refunded by the admin. 409 unless paid; 502 gateway. */
export const RefundPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/:reference/refund`,
  summary: 'Refund a paid payment (admin)',
  tags,
  access: ADMIN,
  params,
  body: RefundPaymentSchema,
  responses: { 200: MessageDataSchema(PaymentDetailSchema) },
});

/** The receipt file of a payment (admin); 404 when none. */
export const PaymentReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/:reference/receipt`,
  summary: 'A payment receipt file (admin)',
  tags,
  access: ADMIN,
  params,
  file: true,
  responses: { 200: FileBytes },
});
