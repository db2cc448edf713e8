import { z } from 'zod';

/**
 * The ~31 lookup lists served by LookupListEndpoint (lookups-endpoints.ts; decision 001).
 * `isPlainArray` lists answer as a bare array; every other list is wrapped in {data}. Each list is
 * sorted ascending by its name in the request's language.
 */
export const LOOKUP_LISTS = {
  'business-types': { isPlainArray: false },
  countries: { isPlainArray: true },
  currencies: { isPlainArray: true },
  designations: { isPlainArray: false },
  'development-stages': { isPlainArray: false },
  'funding-types': { isPlainArray: false },
  'industrial-classification-level-1': { isPlainArray: false },
  'industrial-classification-level-2': { isPlainArray: false },
  'industrial-classification-level-4': { isPlainArray: false },
  'investor-types': { isPlainArray: false },
  'number-of-employees': { isPlainArray: false },
  sectors: { isPlainArray: false },
  titles: { isPlainArray: false },
  'fields-of-study': { isPlainArray: false },
  'years-of-graduation': { isPlainArray: false },
  'years-of-experience': { isPlainArray: false },
  'industries-of-expertise': { isPlainArray: false },
  'areas-of-expertise': { isPlainArray: false },
  'reasons-to-apply': { isPlainArray: false },
  'preferred-hourly-rates': { isPlainArray: false },
  'projects-per-week': { isPlainArray: false },
  'custom-titles': { isPlainArray: false },
  'order-types': { isPlainArray: false },
  'fintech-categories': { isPlainArray: false },
  cities: { isPlainArray: false },
  'share-deal-types': { isPlainArray: false },
  'share-offer-statuses': { isPlainArray: false },
  'share-trade-types': { isPlainArray: false },
  'share-types': { isPlainArray: false },
  'mena-countries': { isPlainArray: true },
  'saudi-country': { isPlainArray: true },
  'legal-forms': { isPlainArray: false },
} as const satisfies Record<string, { isPlainArray: boolean }>;

export type LookupListName = keyof typeof LOOKUP_LISTS;

export const LOOKUP_LIST_NAMES = Object.keys(LOOKUP_LISTS) as LookupListName[];

/** True when `name` is one of the lookup lists. */
export function isLookupListName(name: string): name is LookupListName {
  return Object.hasOwn(LOOKUP_LISTS, name);
}

/**
 * One entry of a lookup list as served. `name` is in the request's language;
 * `parentCode` links a city to its region, an ISIC division to its section and a
 * class to its division.
 */
export const LookupItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  parentCode: z.string().optional(),
});
export type LookupItem = z.infer<typeof LookupItemSchema>;

/** A bilingual entry of a list kept in code. */
export type StaticLookupItem = { code: string; nameEn: string; nameAr: string };
