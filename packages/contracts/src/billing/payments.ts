import { z } from 'zod';
import { IdSchema } from '../http/common-schemas.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';

/*
 * Payments (docs/decisions/020-payments.md): what is being bought, how it is paid
 * and the states a payment moves through. The server is the only one that moves a payment; every
 * activation happens in the transaction that makes the payment `paid`, and a payment is applied at
 * most once.
 */

/**
 * What a payment buys: a provider plan (or its renewal), a company media package, featuring a
 * provider company, a featured sub-industry listing, or an SME-loan business-plan package.
 */
export const PURCHASE_KINDS = [
  'provider_plan',
  'media_package',
  'featuring',
  'featured_listing',
  'loan_package',
] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** How a payment is made: a bank transfer confirmed by an admin, or a card through the configured gateway. */
export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * awaiting_payment: created, nothing received yet (a card checkout not completed, or a transfer
 * whose receipt is not uploaded); receipt_submitted: a bank-transfer receipt waits for an admin;
 * paid: money received and the purchase activated; failed: the gateway declined it; cancelled:
 * withdrawn by the payer or abandoned; refunded: paid, then refunded.
 */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'receipt_submitted',
  'paid',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The payment state machine: the states each state may move to. An admin rejecting a receipt
 * moves it back to awaiting_payment so that the payer can upload the right one.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  awaiting_payment: ['receipt_submitted', 'paid', 'failed', 'cancelled'],
  receipt_submitted: ['paid', 'awaiting_payment', 'cancelled'],
  paid: ['refunded'],
  failed: [],
  cancelled: [],
  refunded: [],
};

/** Whether a payment may move from `from` to `to`. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** States in which nothing more can happen to a payment but, for `paid`, a refund. */
export const SETTLED_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'cancelled', 'refunded'];

/** An unpaid bank transfer is cancelled after this many days (the invoice says so). */
export const BANK_TRANSFER_DUE_DAYS = 7;

/** Largest receipt upload: 5 MB (PDF, PNG or JPEG, checked by content). */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** Coupon codes: 3-32 letters, digits or dashes, matched case-insensitively (stored upper-case). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;

/*
 * The wire shapes of payments (contracts payments-endpoints.ts). Amounts are SAR decimal strings
 * with two places (money.ts halalasToSar); dates ISO 8601 instants.
 */

/** Message keys of the payments namespace (messages/{en,ar}.json). */
export const PAYMENT_KEYS = {
  notFound: 'payments.notFound',
  notAllowed: 'payments.notAllowed',
  cardUnavailable: 'payments.cardUnavailable',
  gatewayMismatch: 'payments.gatewayMismatch',
  gatewayUnavailable: 'payments.gatewayUnavailable',
  webhookForged: 'payments.webhookForged',
  receiptType: 'payments.receiptType',
  receiptTooLarge: 'payments.receiptTooLarge',
  receiptRequired: 'payments.receiptRequired',
  reasonRequired: 'payments.reasonRequired',
  termsRequired: 'payments.termsRequired',
  receiptUploaded: 'payments.receiptUploaded',
  cancelled: 'payments.cancelled',
  confirmed: 'payments.confirmed',
  rejected: 'payments.rejected',
  refunded: 'payments.refunded',
  checkoutStarted: 'payments.checkoutStarted',
  cardNotFound: 'payments.cardNotFound',
  cardRemoved: 'payments.cardRemoved',
} as const;

/**
 * A card the payer saved at the card gateway for renewals (decision 042): the brand and last four
 * digits only (the gateway's token never leaves the server).
 */
export const SavedCardSchema = z.object({
  cardId: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** `:cardId` of a path. */
export const SavedCardParamsSchema = z.object({ cardId: IdSchema });

/** The web page of one payment, where other domains send the payer after createPayment. */
export const PAYMENT_PAGE_PATH = '/billing/payments/:reference';

/** The payment page of `reference` (e.g. '/billing/payments/HS-7K3Q9D2M'). */
export function paymentPagePath(reference: string): string {
  return PAYMENT_PAGE_PATH.replace(':reference', encodeURIComponent(reference));
}

/** A payment reference in a path: 'HS-' and 8 letters or digits. */
export const PAYMENT_REFERENCE_PATTERN = /^HS-[0-9A-Z]{8}$/;
export const PaymentReferenceParamsSchema = z.object({
  reference: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(PAYMENT_REFERENCE_PATTERN, PAYMENT_KEYS.notFound)),
});

/** Longest reason an admin gives when rejecting a receipt or refunding. */
export const PAYMENT_REASON_MAX_LENGTH = 500;

/** The payer's consent (spec: terms must be accepted before payment). */
export const AcceptPaymentTermsSchema = z.object({ acceptTerms: z.literal(true, PAYMENT_KEYS.termsRequired) });

/** Receipt upload's text fields (multipart; the file comes as `receipt`). */
export const ReceiptFieldsSchema = z.object({
  acceptTerms: z.preprocess((value) => value === 'true' || value === true, z.literal(true, PAYMENT_KEYS.termsRequired)),
});

/** An admin's reason (required to reject a receipt; optional for a refund). */
export const RejectReceiptSchema = z.object({
  reason: z.string().trim().min(1, PAYMENT_KEYS.reasonRequired).max(PAYMENT_REASON_MAX_LENGTH, 'validation.tooLong'),
});
export const RefundPaymentSchema = z.object({
  reason: z.string().trim().max(PAYMENT_REASON_MAX_LENGTH, 'validation.tooLong').optional(),
});

/** The platform's bank account a transfer goes to. */
export const BankDetailsSchema = z.object({ bankNameEn: z.string(), bankNameAr: z.string(), iban: z.string() });
export type BankDetails = z.infer<typeof BankDetailsSchema>;

/** How payments can be made now: card through the configured gateway (with its publishable key), and always bank transfer. */
export const PaymentOptionsSchema = z.object({
  isCardAvailable: z.boolean(),
  cardGateway: z.enum(['moyasar', 'fake', 'none']),
  publishableKey: z.string().nullable(),
  bank: BankDetailsSchema,
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/** What the viewer may do with a payment now. */
export const PAYMENT_ACTIONS = ['pay_by_card', 'upload_receipt', 'cancel', 'confirm', 'reject', 'refund'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** One step of the payment's status timeline. */
export const PaymentEventViewSchema = z.object({
  fromStatus: z.enum(PAYMENT_STATUSES).nullable(),
  toStatus: z.enum(PAYMENT_STATUSES),
  source: z.enum(['payer', 'admin', 'webhook', 'gateway', 'job']),
  note: z.string().nullable(),
  at: z.string(),
});

/** SAR amounts of a payment (two-decimal strings) and the VAT rate in basis points. */
export const PaymentBreakdownSchema = z.object({
  subtotal: z.string(),
  discount: z.string(),
  net: z.string(),
  vatRateBasisPoints: z.number().int(),
  vat: z.string(),
  total: z.string(),
  currency: z.literal('SAR'),
});

/** A payment as a list shows it. */
export const PaymentSummarySchema = z.object({
  reference: z.string(),
  kind: z.enum(PURCHASE_KINDS),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  total: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  gateway: z.string(),
  hasReceipt: z.boolean(),
  statusReason: z.string().nullable(),
  payerName: z.string(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** One payment whole: its summary, the line, the breakdown, bank details for a transfer, the timeline and the viewer's actions. */
export const PaymentDetailSchema = PaymentSummarySchema.extend({
  line: z.object({ quantity: z.number().int(), unitPrice: z.string() }),
  breakdown: PaymentBreakdownSchema,
  bank: BankDetailsSchema.nullable(),
  events: z.array(PaymentEventViewSchema),
  actions: z.array(z.enum(PAYMENT_ACTIONS)),
});
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

/** Query of my payments: by status, page. */
export const MyPaymentsQuerySchema = PageRequestSchema.extend({
  status: z.enum(PAYMENT_STATUSES, 'validation.invalidValue').optional(),
});
/** Query of the admin's queue: by status (receipts waiting by default) and method, page. */
export const PaymentQueueQuerySchema = PageRequestSchema.extend({
  status: z.enum(PAYMENT_STATUSES, 'validation.invalidValue').optional(),
  method: z.enum(PAYMENT_METHODS, 'validation.invalidValue').optional(),
});
export const PaymentPageSchema = pageSchema(PaymentSummarySchema);
export type PaymentPage = z.infer<typeof PaymentPageSchema>;

/** A started card checkout: where to send the browser (the gateway's hosted page). */
export const CardCheckoutSchema = z.object({ redirectUrl: z.string() });
