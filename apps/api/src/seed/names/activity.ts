import type { BusinessType } from '@hissa/contracts/lookups/static-lists';

/**
 * A line of business as it appears in a trade name. `en` is the English wording
 * ("Contracting"); `ar` is the Arabic field with its article ("المقاولات"), which the trade
 * name takes after لِـ ("شركة الزامل للمقاولات"). `isicClass` is the ISIC Rev.4 class
 * (data/isic4) the company is registered under.
 */
export type Activity = {
  readonly en: string;
  readonly ar: string;
  readonly isicClass: string;
  /** Wording inside an English sentence, when lower-casing `en` would be wrong ("IT consulting"). */
  readonly fieldEn?: string;
  /** Trade-name wording when it is not لِـ + field ("محاسبون ومراجعون قانونيون"). */
  readonly nameAr?: string;
};

export type Weighted<T> = { readonly value: T; readonly weight: number };

/** Activities that share a customer base, hence the business types they are run as. */
export type ActivityGroup = {
  readonly businessTypes: readonly Weighted<BusinessType>[];
  readonly activities: readonly Activity[];
};

/**
 * The Arabic activity as a trade name writes it: لِـ joined to the field. With the article
 * the alif drops (ال + مقاولات -> للمقاولات), and a word starting with lam keeps two lams
 * only (اللحوم -> للحوم).
 */
export function activityNameAr(activity: Activity): string {
  if (activity.nameAr) return activity.nameAr;
  const field = activity.ar;
  if (field.startsWith('الل')) return `ل${field.slice(2)}`;
  if (field.startsWith('ال')) return `لل${field.slice(2)}`;
  return `ل${field}`;
}

/** The activity inside an English sentence ("working in contracting"). */
export function activityFieldEn(activity: Activity): string {
  return activity.fieldEn ?? activity.en.toLowerCase();
}
