import { z } from 'zod';
import { BILLING_PERIODS, MEDIA_PACKAGES, PAID_PROVIDER_PLAN_CODES } from './catalog.ts';
import { COUPON_CODE_PATTERN, PAYMENT_METHODS } from './payments.ts';
import { PROVIDER_PACKAGE_CODES } from '../services-marketplace/provider-packages.ts';

/*
 * Subscriptions to a plan (spec §3 subscription record, §4 auto-renewal;
 * docs/decisions/022-subscriptions.md). A provider has at most one current
 * subscription; a company at most one current media package.
 */

/** active: within its period; ended: the period is over and it was not renewed (the provider is back on Basic). */
export const SUBSCRIPTION_STATUSES = ['active', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A renewal invoice is raised this many days before the period ends (bank transfer), or the saved card charged on the day. */
export const RENEWAL_NOTICE_DAYS = 7;

/**
 * Days a subscription whose saved card was declined at renewal stays active while its
 * bank-transfer renewal is paid (decision 042), as long as a bank transfer's due date.
 */
export const CARD_RENEWAL_GRACE_DAYS = 7;

export { MARKETPLACE_COOKIE_MAX_AGE_SECONDS, SERVICE_PROVIDER_REGISTERED_COOKIE } from './marketplace-cookies.ts';

/** Message keys of the subscriptions namespace (messages/{en,ar}.json "subscriptions"). */
export const SUBSCRIPTION_KEYS = {
  termsRequired: 'subscriptions.termsRequired',
  planInvalid: 'subscriptions.planInvalid',
  periodInvalid: 'subscriptions.periodInvalid',
  methodInvalid: 'subscriptions.methodInvalid',
  couponCodeInvalid: 'subscriptions.couponCodeInvalid',
  alreadyOnPlan: 'subscriptions.alreadyOnPlan',
  useDowngrade: 'subscriptions.useDowngrade',
  paymentPending: 'subscriptions.paymentPending',
  noSubscription: 'subscriptions.noSubscription',
  notLower: 'subscriptions.notLower',
  alreadyCancelled: 'subscriptions.alreadyCancelled',
  notCancelled: 'subscriptions.notCancelled',
  companyNotLinked: 'subscriptions.companyNotLinked',
  cardUnavailable: 'subscriptions.cardUnavailable',
  subscribed: 'subscriptions.subscribed',
  downgradeScheduled: 'subscriptions.downgradeScheduled',
  cancelled: 'subscriptions.cancelled',
  resumed: 'subscriptions.resumed',
} as const;

/** A SAR amount on the wire: a decimal string with two places ('1725.00'). */
const SarSchema = z.string();
const LimitsSchema = z.object({ services: z.number().int().nullable(), projects: z.number().int().nullable() });

/** A provider plan as the plans page shows it: prices net of VAT per period, limits (null: unlimited). */
export const PlanSchema = z.object({
  code: z.enum(PROVIDER_PACKAGE_CODES),
  nameEn: z.string(),
  nameAr: z.string(),
  tier: z.enum(['basic', 'silver', 'gold']),
  limits: LimitsSchema,
  packageIds: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
  prices: z.object({ monthly: SarSchema, yearly: SarSchema }),
});
export type Plan = z.infer<typeof PlanSchema>;

/** The public catalogue: the plans, the VAT rate in basis points (1500 = 15 %) and the currency. */
export const PlansCatalogueSchema = z.object({
  plans: z.array(PlanSchema),
  vatRateBasisPoints: z.number().int(),
  currency: z.literal('SAR'),
});
export type PlansCatalogue = z.infer<typeof PlansCatalogueSchema>;

/** A company media package (monthly, net of VAT). */
export const MediaPackageSchema = z.object({
  code: z.enum(MEDIA_PACKAGES.map((item) => item.code) as [string, ...string[]]),
  nameEn: z.string(),
  nameAr: z.string(),
  price: SarSchema,
  piecesPerQuarter: z.number().int(),
});
export const MediaPackagesSchema = z.object({
  packages: z.array(MediaPackageSchema),
  vatRateBasisPoints: z.number().int(),
  currency: z.literal('SAR'),
});
export type MediaPackages = z.infer<typeof MediaPackagesSchema>;

/**
 * The subscription summary of spec §3: the plan, duration (period, months), price, subtotal,
 * discount (coupon, plus an upgrade's credit), VAT, total, when it starts and the renewal date.
 * Amounts in SAR (two places); dates ISO instants.
 */
export const SubscriptionSummarySchema = z.object({
  planCode: z.string(),
  planNameEn: z.string(),
  planNameAr: z.string(),
  period: z.enum(BILLING_PERIODS),
  months: z.number().int(),
  price: SarSchema,
  subtotal: SarSchema,
  couponDiscount: SarSchema,
  upgradeCredit: SarSchema,
  discount: SarSchema,
  vatRateBasisPoints: z.number().int(),
  vat: SarSchema,
  total: SarSchema,
  startDate: z.string(),
  renewalDate: z.string(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

const CouponCodeSchema = z
  .string()
  .trim()
  .regex(COUPON_CODE_PATTERN, SUBSCRIPTION_KEYS.couponCodeInvalid)
  .optional()
  .or(z.literal('').transform(() => undefined));
const PeriodSchema = z.enum(BILLING_PERIODS, SUBSCRIPTION_KEYS.periodInvalid);
const TermsSchema = z.literal(true, SUBSCRIPTION_KEYS.termsRequired);
const MethodSchema = z.enum(PAYMENT_METHODS, SUBSCRIPTION_KEYS.methodInvalid);

/** Price a paid plan for a period with an optional coupon (nothing stored). */
export const PlanQuoteSchema = z.object({
  planCode: z.enum(PAID_PROVIDER_PLAN_CODES as [string, ...string[]], SUBSCRIPTION_KEYS.planInvalid),
  period: PeriodSchema,
  couponCode: CouponCodeSchema,
});
export type PlanQuote = z.input<typeof PlanQuoteSchema>;

/** Subscribe (or upgrade) to a paid plan: the quote's fields, the payment method and the terms (spec §5). */
export const PlanSubscribeSchema = PlanQuoteSchema.extend({ method: MethodSchema, termsAccepted: TermsSchema });
export type PlanSubscribe = z.input<typeof PlanSubscribeSchema>;

/** Schedule a lower plan from the end of the period ('basic' = cancel); period defaults to the current one. */
export const PlanDowngradeSchema = z.object({
  planCode: z.enum(PROVIDER_PACKAGE_CODES, SUBSCRIPTION_KEYS.planInvalid),
  period: PeriodSchema.optional(),
});

/** Price a media package for a month with an optional coupon. */
export const MediaQuoteSchema = z.object({
  packageCode: z.enum(MEDIA_PACKAGES.map((item) => item.code) as [string, ...string[]], SUBSCRIPTION_KEYS.planInvalid),
  couponCode: CouponCodeSchema,
});
export type MediaQuote = z.input<typeof MediaQuoteSchema>;
export const MediaSubscribeSchema = MediaQuoteSchema.extend({ method: MethodSchema, termsAccepted: TermsSchema });
export type MediaSubscribe = z.input<typeof MediaSubscribeSchema>;

/**
 * A subscription record: spec §3's fields (id, subscriptionPackageId, packageForId: the provider's
 * or company's id, startDate, endDate) with the plan, period, status, auto-renewal, the renewal
 * date (null when it will not renew) and the scheduled lower plan.
 */
export const SubscriptionRecordSchema = z.object({
  id: z.number().int(),
  subscriptionPackageId: z.number().int(),
  packageForId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  planCode: z.string(),
  planNameEn: z.string(),
  planNameAr: z.string(),
  period: z.enum(BILLING_PERIODS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  autoRenew: z.boolean(),
  renewalDate: z.string().nullable(),
  nextPlanCode: z.string().nullable(),
  nextPeriod: z.enum(BILLING_PERIODS).nullable(),
});
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>;

/**
 * A provider's plan: its current subscription (null on Basic), the reference of a payment for it
 * that waits to be paid (a first subscription, an upgrade or a renewal), the plan in force, its
 * limits, what it uses and how many items are hidden from the public profile (over the limit, kept).
 */
export const ProviderPlanStatusSchema = z.object({
  subscription: SubscriptionRecordSchema.nullable(),
  pendingPaymentReference: z.string().nullable(),
  planCode: z.enum(PROVIDER_PACKAGE_CODES),
  limits: LimitsSchema,
  usage: z.object({ services: z.number().int(), projects: z.number().int() }),
  hidden: z.object({ services: z.number().int(), projects: z.number().int() }),
});
export type ProviderPlanStatus = z.infer<typeof ProviderPlanStatusSchema>;

/** A company's media package: its current subscription (null: none) and a payment waiting to be paid. */
export const MediaPlanStatusSchema = z.object({
  subscription: SubscriptionRecordSchema.nullable(),
  pendingPaymentReference: z.string().nullable(),
});
export type MediaPlanStatus = z.infer<typeof MediaPlanStatusSchema>;

/** What subscribing answers: the payment's reference, where to pay it, and the summary charged. */
export const SubscribeResultSchema = z.object({
  reference: z.string(),
  paymentPagePath: z.string(),
  summary: SubscriptionSummarySchema,
});
export type SubscribeResult = z.infer<typeof SubscribeResultSchema>;

/** How many of `total` items (in display order) are hidden above `limit` (null: unlimited). */
export function hiddenCount(limit: number | null, total: number): number {
  return limit === null ? 0 : Math.max(0, total - limit);
}

/**
 * The subscription package id of a company media package: spec §3 lists provider packages only,
 * so media packages take ids of their own from 201 (decision 022), outside the known list.
 */
export const MEDIA_SUBSCRIPTION_PACKAGE_IDS: Record<(typeof MEDIA_PACKAGES)[number]['code'], number> = {
  media_starter: 201,
  media_growth: 202,
  media_leader: 203,
};
