import { z } from 'zod';
import { COUPON_CODE_PATTERN, PAYMENT_METHODS } from './payments.ts';
import { FEATURING_OPTIONS } from './catalog.ts';

/*
 * Featuring a provider company (spec §3 featured duration, §4 featured / not featured, §9 prices;
 * docs/decisions/023-featuring-and-sales-requests.md). A provider user buys 3, 6 or 12 months of
 * featuring (FEATURING_OPTIONS) or 30 days at the top of one of its sub-industries (FEATURED_LISTING);
 * a purchase made while featured starts when the current featuring ends.
 */

/** Message keys of featuring. */
export const FEATURING_KEYS = {
  durationInvalid: 'featuring.durationInvalid',
  termsRequired: 'featuring.termsRequired',
  methodInvalid: 'featuring.methodInvalid',
  cardUnavailable: 'featuring.cardUnavailable',
  classRequired: 'featuring.classRequired',
  classNotOffered: 'featuring.classNotOffered',
  providerInactive: 'featuring.providerInactive',
  purchaseCreated: 'featuring.purchaseCreated',
} as const;

/** What a featuring covers: the company everywhere, or the top of one sub-industry (ISIC class). */
export const FEATURING_KINDS = ['company', 'sub_industry'] as const;
export type FeaturingKind = (typeof FEATURING_KINDS)[number];

/** Where a featuring stands at a given instant: running, paid and waiting to start, or over. */
export const FEATURING_STATES = ['current', 'scheduled', 'past'] as const;
export type FeaturingState = (typeof FEATURING_STATES)[number];

/** The state of a featuring over [startsAt, endsAt) at `now` (ms). */
export function featuringState(startsAtMs: number, endsAtMs: number, nowMs: number): FeaturingState {
  if (nowMs >= endsAtMs) return 'past';
  return nowMs >= startsAtMs ? 'current' : 'scheduled';
}

/** The calendar end of a featuring of `months` starting at `start` (same day of month, clamped to the month's end; UTC). */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The featuring option of `durationCode`, or undefined. */
export function featuringOption(durationCode: number) {
  return FEATURING_OPTIONS.find((option) => option.durationCode === durationCode);
}

const paymentFields = {
  couponCode: z
    .string()
    .trim()
    .regex(COUPON_CODE_PATTERN, 'billing.couponInvalid')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  method: z.enum(PAYMENT_METHODS, FEATURING_KEYS.methodInvalid),
  termsAccepted: z.literal(true, FEATURING_KEYS.termsRequired),
};

/** Feature my company: a duration code (1 three months, 2 six, 3 twelve), a coupon, the payment method, terms. */
export const FeatureCompanySchema = z.object({
  durationCode: z
    .number(FEATURING_KEYS.durationInvalid)
    .int(FEATURING_KEYS.durationInvalid)
    .refine((code) => featuringOption(code) !== undefined, FEATURING_KEYS.durationInvalid),
  ...paymentFields,
});
export type FeatureCompany = z.input<typeof FeatureCompanySchema>;

/** A featured listing at the top of one of my sub-industries (an ISIC class I offer) for 30 days. */
export const FeatureListingSchema = z.object({
  isicClassCode: z.string(FEATURING_KEYS.classRequired).trim().min(1, FEATURING_KEYS.classRequired).max(10),
  ...paymentFields,
});
export type FeatureListing = z.input<typeof FeatureListingSchema>;

/** A purchase made: the payment's reference and the page that takes the payment. */
export const FeaturingPurchaseSchema = z.object({ reference: z.string(), paymentPath: z.string() });
export type FeaturingPurchase = z.infer<typeof FeaturingPurchaseSchema>;

const SarSchema = z.string();

/** The options on sale (net SAR, the per-month equivalent), the sub-industry listing, the VAT rate and my classes. */
export const FeaturingOptionsSchema = z.object({
  vatRateBasisPoints: z.number().int(),
  options: z.array(
    z.object({
      durationCode: z.number().int(),
      months: z.number().int(),
      price: SarSchema,
      perMonth: SarSchema,
    }),
  ),
  listing: z.object({ days: z.number().int(), price: SarSchema }),
  /** The ISIC classes the provider offers (its own class and its services'), named in the request's language. */
  classes: z.array(z.object({ code: z.string(), name: z.string() })),
  cardAvailable: z.boolean(),
});
export type FeaturingOptions = z.infer<typeof FeaturingOptionsSchema>;

/** One featuring bought, with its start and end (ISO instants) and its state now. */
export const FeaturingSchema = z.object({
  featuringId: z.number().int(),
  kind: z.enum(FEATURING_KINDS),
  durationCode: z.number().int().nullable(),
  isicClassCode: z.string().nullable(),
  className: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(FEATURING_STATES),
  paymentReference: z.string(),
});
export type Featuring = z.infer<typeof FeaturingSchema>;

/** My featurings, newest end first, whether my company is featured now and until when (the last paid end). */
export const MyFeaturingsSchema = z.object({
  isFeaturedNow: z.boolean(),
  featuredUntil: z.string().nullable(),
  featurings: z.array(FeaturingSchema),
});
export type MyFeaturings = z.infer<typeof MyFeaturingsSchema>;
