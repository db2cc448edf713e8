/*
 * The services-marketplace packages a provider can be on (marketplace spec §9) and what each
 * allows. Which package a provider is on is read in one place on the server
 * (service_providers.package_code, owned by the plans work; every provider starts on Basic).
 */

/** Package codes, cheapest first. */
export const PROVIDER_PACKAGE_CODES = ['basic', 'standard', 'premium'] as const;
export type ProviderPackageCode = (typeof PROVIDER_PACKAGE_CODES)[number];

/** The package every provider has until it pays for another. */
export const DEFAULT_PROVIDER_PACKAGE: ProviderPackageCode = 'basic';

/**
 * How many services and projects a provider on each package may publish; null means unlimited.
 * Basic: 1 service and 1 project; Standard: 5 services and 5 projects (the stricter of the spec's
 * two readings until the plans decision settles it); Premium: unlimited.
 */
export const PROVIDER_PACKAGE_LIMITS: Record<
  ProviderPackageCode,
  { services: number | null; projects: number | null }
> = {
  basic: { services: 1, projects: 1 },
  standard: { services: 5, projects: 5 },
  premium: { services: null, projects: null },
};

/** Where a provider upgrades its package (the web's subscription step, spec §2 sp/sp-subscription-step). */
export const PROVIDER_UPGRADE_PATH = '/sp/sp-subscription-step';

/** Whether one more item fits a limit (null: unlimited) when `used` items exist. */
export function canAddWithinLimit(limit: number | null, used: number): boolean {
  return limit === null || used < limit;
}
