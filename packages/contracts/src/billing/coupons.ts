import { z } from 'zod';
import { sarDecimalPattern } from '../http/common-schemas.ts';
import { COUPON_CODE_PATTERN, PURCHASE_KINDS } from './payments.ts';

/*
 * Coupons the admin creates (contracts coupons-endpoints.ts; decision 019's discount maths):
 * a percentage in basis points (1000 = 10 %) or a fixed amount in SAR off the subtotal, valid
 * over [validFrom, validUntil), at most maxRedemptions paid purchases, for some purchase kinds
 * (none = every kind). Codes are stored upper-case and matched case-insensitively.
 */

/** Message keys of the coupons namespace (messages/{en,ar}.json). */
export const COUPON_KEYS = {
  created: 'coupons.created',
  deactivated: 'coupons.deactivated',
  notFound: 'coupons.notFound',
  codeInvalid: 'coupons.codeInvalid',
  codeTaken: 'coupons.codeTaken',
  discountRequired: 'coupons.discountRequired',
  percentInvalid: 'coupons.percentInvalid',
  amountInvalid: 'coupons.amountInvalid',
  datesInvalid: 'coupons.datesInvalid',
  maxRedemptionsInvalid: 'coupons.maxRedemptionsInvalid',
  alreadyEnded: 'coupons.alreadyEnded',
} as const;

/** Where a coupon stands at the moment it is read. */
export const COUPON_STATUSES = ['scheduled', 'active', 'expired', 'used_up'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Largest fixed discount: SAR 100,000 (more than anything the catalogue sells). */
export const COUPON_MAX_AMOUNT_SAR = 100_000;

/** The status of a coupon at `now`: used up wins over the dates (nothing more can be redeemed). */
export function couponStatus(
  coupon: { validFrom: string; validUntil: string | null; maxRedemptions: number | null; redemptions: number },
  now: Date,
): CouponStatus {
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'used_up';
  if (coupon.validUntil !== null && Date.parse(coupon.validUntil) <= now.getTime()) return 'expired';
  if (Date.parse(coupon.validFrom) > now.getTime()) return 'scheduled';
  return 'active';
}

/**
 * A new coupon: the code (COUPON_CODE_PATTERN), exactly one discount — `percentBasisPoints` (1 to
 * 10,000) or `amount` (SAR decimal string above 0, at most COUPON_MAX_AMOUNT_SAR) — valid from
 * (default now) until (optional, after the start), an optional limit of redemptions and the
 * purchase kinds it applies to (empty = all).
 */
export const CreateCouponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(COUPON_CODE_PATTERN, COUPON_KEYS.codeInvalid)
      .transform((code) => code.toUpperCase()),
    percentBasisPoints: z
      .number(COUPON_KEYS.percentInvalid)
      .int(COUPON_KEYS.percentInvalid)
      .min(1, COUPON_KEYS.percentInvalid)
      .max(10_000, COUPON_KEYS.percentInvalid)
      .nullish(),
    amount: z
      .string()
      .trim()
      .refine(
        (value) => sarDecimalPattern(6).test(value) && Number(value) > 0 && Number(value) <= COUPON_MAX_AMOUNT_SAR,
        COUPON_KEYS.amountInvalid,
      )
      .nullish(),
    validFrom: z.iso.datetime({ offset: true, error: COUPON_KEYS.datesInvalid }).nullish(),
    validUntil: z.iso.datetime({ offset: true, error: COUPON_KEYS.datesInvalid }).nullish(),
    maxRedemptions: z
      .number(COUPON_KEYS.maxRedemptionsInvalid)
      .int(COUPON_KEYS.maxRedemptionsInvalid)
      .min(1, COUPON_KEYS.maxRedemptionsInvalid)
      .max(1_000_000, COUPON_KEYS.maxRedemptionsInvalid)
      .nullish(),
    purchaseKinds: z.array(z.enum(PURCHASE_KINDS)).max(PURCHASE_KINDS.length).default([]),
  })
  .superRefine((value, context) => {
    const discounts = [value.percentBasisPoints, value.amount].filter((item) => item !== null && item !== undefined);
    if (discounts.length !== 1)
      context.addIssue({ code: 'custom', path: ['percentBasisPoints'], message: COUPON_KEYS.discountRequired });
    const from = value.validFrom ? Date.parse(value.validFrom) : Date.now();
    if (value.validUntil && Date.parse(value.validUntil) <= from)
      context.addIssue({ code: 'custom', path: ['validUntil'], message: COUPON_KEYS.datesInvalid });
  });
export type CreateCoupon = z.input<typeof CreateCouponSchema>;
export type NewCoupon = z.output<typeof CreateCouponSchema>;

/** A coupon as the admin sees it: the discount (one of the two), dates (ISO), redemptions and status now. */
export const CouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percentBasisPoints: z.number().int().nullable(),
  amount: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  purchaseKinds: z.array(z.enum(PURCHASE_KINDS)),
  status: z.enum(COUPON_STATUSES),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;
