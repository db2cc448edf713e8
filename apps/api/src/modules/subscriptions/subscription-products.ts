import {
  BILLING_PERIOD_MONTHS,
  type BillingPeriod,
  MEDIA_PACKAGES,
  PROVIDER_PLANS,
} from '@hissa/contracts/billing/catalog';
import { MEDIA_SUBSCRIPTION_PACKAGE_IDS } from '@hissa/contracts/billing/subscriptions';
import type { ProviderPackageCode } from '@hissa/contracts/services-marketplace/provider-packages';

/** Who holds a subscription: a provider (its plan) or a company (its media package). */
export type Subscriber = { kind: 'provider'; providerId: number } | { kind: 'company'; companyId: number };

/** One thing that can be subscribed to, priced from the contracts catalogue (halalas, net of VAT). */
export type Product = {
  kind: 'provider_plan' | 'media_package';
  code: string;
  nameEn: string;
  nameAr: string;
  period: BillingPeriod;
  months: number;
  priceHalalas: number;
  packageId: number;
};

/** Provider plan `code` for `period` (catalog PROVIDER_PLANS). */
export function planProduct(code: ProviderPackageCode, period: BillingPeriod): Product {
  const plan = PROVIDER_PLANS[code];
  return {
    kind: 'provider_plan',
    code,
    nameEn: plan.nameEn,
    nameAr: plan.nameAr,
    period,
    months: BILLING_PERIOD_MONTHS[period],
    priceHalalas: plan.priceHalalas[period],
    packageId: plan.packageIds[period],
  };
}

/** Media package `code`, always monthly (catalog MEDIA_PACKAGES); undefined for an unknown code. */
export function mediaProduct(code: string): Product | undefined {
  const item = MEDIA_PACKAGES.find((entry) => entry.code === code);
  if (!item) return undefined;
  return {
    kind: 'media_package',
    code: item.code,
    nameEn: item.nameEn,
    nameAr: item.nameAr,
    period: 'monthly',
    months: 1,
    priceHalalas: item.priceHalalas,
    packageId: MEDIA_SUBSCRIPTION_PACKAGE_IDS[item.code],
  };
}

/** The product a subscription row (or payment details) names. */
export function productOf(kind: Product['kind'], code: string, period: BillingPeriod): Product {
  if (kind === 'media_package') {
    const product = mediaProduct(code);
    if (!product) throw new Error(`unknown media package ${code}`);
    return product;
  }
  if (!(code in PROVIDER_PLANS)) throw new Error(`unknown plan ${code}`);
  return planProduct(code as ProviderPackageCode, period);
}

/**
 * `date` plus `months` calendar months in UTC, clamped to the last day of the target month
 * (31 January + 1 month = 28/29 February), as Stripe bills month ends.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
