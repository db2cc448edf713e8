import {
  PROVIDER_PACKAGE_CODES,
  PROVIDER_PACKAGE_LIMITS,
  type ProviderPackageCode,
} from '../services-marketplace/provider-packages.ts';

/*
 * What the platform sells and for how much (marketplace spec §3 package ids, §9 prices;
 * docs/decisions/019-plans-and-prices.md settles the spec's two readings). Every price is net of
 * VAT, in halalas; the server adds VAT (billing/money rules in ../money.ts) and is the only one
 * that prices a purchase. The web shows these figures but never sends a price.
 */

/** How often a plan is paid for and renews. */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** A period's length in calendar months. */
export const BILLING_PERIOD_MONTHS: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 };

/**
 * The subscription package ids of spec §3. Standard is the Silver tier and Premium the Gold tier
 * (decision 019); Platinum and the customised tier are agreed with the sales team; 100-102 are
 * the platform's own testing and recurring packages, never sold on the plans page.
 */
export const SUBSCRIPTION_PACKAGE_IDS = {
  basic: 4,
  silver: 5,
  gold: 6,
  monthlyPlatinum: 7,
  yearlySilver: 8,
  yearlyGold: 9,
  yearlyPlatinum: 10,
  platinum: 11,
  testing: 100,
  recurring: 101,
  recurring2: 102,
} as const;
export type SubscriptionPackageId = (typeof SUBSCRIPTION_PACKAGE_IDS)[keyof typeof SUBSCRIPTION_PACKAGE_IDS];

/** The known list of spec §4: a provider user with no subscription on one of these gets the registered cookie. */
export const KNOWN_SUBSCRIPTION_PACKAGE_IDS: readonly SubscriptionPackageId[] = Object.values(SUBSCRIPTION_PACKAGE_IDS);

/** A provider plan on sale: its package limits, its package id per period and its prices (halalas, net). */
export type ProviderPlan = {
  code: ProviderPackageCode;
  nameEn: string;
  nameAr: string;
  /** Spec §3's tier name. */
  tier: 'basic' | 'silver' | 'gold';
  limits: { services: number | null; projects: number | null };
  packageIds: Record<BillingPeriod, SubscriptionPackageId>;
  /** Net price per period in halalas; Basic is free. */
  priceHalalas: Record<BillingPeriod, number>;
};

/** Basic (free), Standard (SAR 1,500 a year or 125 a month), Premium (SAR 2,000 a year or 170 a month). */
export const PROVIDER_PLANS: Record<ProviderPackageCode, ProviderPlan> = {
  basic: {
    code: 'basic',
    nameEn: 'Basic',
    nameAr: 'الأساسية',
    tier: 'basic',
    limits: PROVIDER_PACKAGE_LIMITS.basic,
    packageIds: { monthly: SUBSCRIPTION_PACKAGE_IDS.basic, yearly: SUBSCRIPTION_PACKAGE_IDS.basic },
    priceHalalas: { monthly: 0, yearly: 0 },
  },
  standard: {
    code: 'standard',
    nameEn: 'Standard',
    nameAr: 'القياسية',
    tier: 'silver',
    limits: PROVIDER_PACKAGE_LIMITS.standard,
    packageIds: { monthly: SUBSCRIPTION_PACKAGE_IDS.silver, yearly: SUBSCRIPTION_PACKAGE_IDS.yearlySilver },
    priceHalalas: { monthly: 12_500, yearly: 150_000 },
  },
  premium: {
    code: 'premium',
    nameEn: 'Premium',
    nameAr: 'المميزة',
    tier: 'gold',
    limits: PROVIDER_PACKAGE_LIMITS.premium,
    packageIds: { monthly: SUBSCRIPTION_PACKAGE_IDS.gold, yearly: SUBSCRIPTION_PACKAGE_IDS.yearlyGold },
    priceHalalas: { monthly: 17_000, yearly: 200_000 },
  },
};

/** Plans a provider can pay for (Basic is what it falls back to). */
export const PAID_PROVIDER_PLAN_CODES = PROVIDER_PACKAGE_CODES.filter((code) => code !== 'basic');

/** Plan rank, cheapest first: an upgrade goes up this list, a downgrade down. */
export function planRank(code: ProviderPackageCode): number {
  return PROVIDER_PACKAGE_CODES.indexOf(code);
}

/**
 * Featuring a provider company (spec §9: 3 months SAR 600, 6 months SAR 1,000, 1 year SAR 1,800).
 * `durationCode` is spec §3's featured duration (0 not featured; 1, 2, 3 the three durations
 * offered, decision 019).
 */
export const FEATURING_OPTIONS = [
  { durationCode: 1, months: 3, priceHalalas: 60_000 },
  { durationCode: 2, months: 6, priceHalalas: 100_000 },
  { durationCode: 3, months: 12, priceHalalas: 180_000 },
] as const;
export type FeaturingOption = (typeof FEATURING_OPTIONS)[number];
export type FeaturingDurationCode = FeaturingOption['durationCode'];
/** Spec §3: NotFeatured. */
export const NOT_FEATURED_DURATION_CODE = 0;

/** A featured listing at the top of one sub-industry (ISIC class): 30 days (spec §9), SAR 250 (decision 019). */
export const FEATURED_LISTING = { days: 30, priceHalalas: 25_000 } as const;

/**
 * Company media packages, per month, net of VAT (spec §9; SAR 475 for the top one, decision 019):
 * `piecesPerQuarter` articles or interviews written by the newsroom, press releases per month.
 */
export const MEDIA_PACKAGES = [
  { code: 'media_starter', nameEn: 'Starter', nameAr: 'البداية', priceHalalas: 15_000, piecesPerQuarter: 1 },
  { code: 'media_growth', nameEn: 'Growth', nameAr: 'النمو', priceHalalas: 25_000, piecesPerQuarter: 2 },
  { code: 'media_leader', nameEn: 'Leader', nameAr: 'الريادة', priceHalalas: 47_500, piecesPerQuarter: 3 },
] as const;
export type MediaPackageCode = (typeof MEDIA_PACKAGES)[number]['code'];

/** SME-loan business-plan packages (spec §9): one-off prices, delivery in weeks after the first meeting. */
export const LOAN_PACKAGES = [
  {
    code: 'financial_plan',
    nameEn: 'Comprehensive financial plan',
    nameAr: 'خطة مالية شاملة',
    priceHalalas: 350_000,
    deliveryWeeks: [1, 2],
  },
  {
    code: 'business_plan',
    nameEn: 'Premium business plan',
    nameAr: 'خطة عمل متميزة',
    priceHalalas: 600_000,
    deliveryWeeks: [2, 3],
  },
] as const;
export type LoanPackageCode = (typeof LOAN_PACKAGES)[number]['code'];
