import { desc, eq, inArray, sql } from 'drizzle-orm';
import { featuringState, type MyFeaturings } from '@hissa/contracts/billing/featuring';
import type { Language } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { featurings, payments } from '../../db/schema/billing.ts';
import { isicClasses } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { providerServices } from '../../db/schema/provider-content.ts';

/** The ISIC class codes provider `providerId` offers: its own class and its services' classes. */
export async function providerClassCodes(db: Db, providerId: number): Promise<string[]> {
  const [own] = await db
    .select({ code: serviceProviders.isicClassCode })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId));
  const services = await db
    .selectDistinct({ code: providerServices.isicClassCode })
    .from(providerServices)
    .where(eq(providerServices.providerId, providerId));
  return [...new Set([own?.code, ...services.map((row) => row.code)].filter((code): code is string => !!code))];
}

/** The provider's classes with their names in `language`, sorted by name. */
export async function providerClasses(db: Db, providerId: number, language: Language) {
  const codes = await providerClassCodes(db, providerId);
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: isicClasses.code, nameEn: isicClasses.nameEn, nameAr: isicClasses.nameAr })
    .from(isicClasses)
    .where(inArray(isicClasses.code, codes));
  const collator = new Intl.Collator(language);
  return rows
    .map((row) => ({ code: row.code, name: language === 'ar' ? row.nameAr : row.nameEn }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The provider's featurings (newest end first) with their state at `now`, whether a company
 * featuring covers now, and the end of its last company featuring still to come (featuredUntil).
 */
export async function myFeaturings(
  db: Db,
  providerId: number,
  language: Language,
  now = new Date(),
): Promise<MyFeaturings> {
  const rows = await db
    .select({
      id: featurings.id,
      kind: featurings.kind,
      durationCode: featurings.durationCode,
      isicClassCode: featurings.isicClassCode,
      classEn: isicClasses.nameEn,
      classAr: isicClasses.nameAr,
      startsAt: featurings.startsAt,
      endsAt: featurings.endsAt,
      reference: payments.reference,
    })
    .from(featurings)
    .innerJoin(payments, eq(payments.id, featurings.paymentId))
    .leftJoin(isicClasses, eq(isicClasses.code, featurings.isicClassCode))
    .where(eq(featurings.providerId, providerId))
    .orderBy(desc(featurings.endsAt), desc(featurings.id));
  const items = rows.map((row) => ({
    featuringId: row.id,
    kind: row.kind,
    durationCode: row.durationCode,
    isicClassCode: row.isicClassCode,
    className: row.isicClassCode ? ((language === 'ar' ? row.classAr : row.classEn) ?? null) : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: featuringState(row.startsAt.getTime(), row.endsAt.getTime(), now.getTime()),
    paymentReference: row.reference,
  }));
  const company = items.filter((item) => item.kind === 'company');
  const [flag] = await db
    .select({ isFeatured: serviceProviders.isFeatured })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId));
  const coming = company.filter((item) => item.state !== 'past');
  return {
    isFeaturedNow: company.some((item) => item.state === 'current') || (company.length === 0 && !!flag?.isFeatured),
    featuredUntil: coming[0]?.endsAt ?? null,
    featurings: items,
  };
}

/**
 * SQL true when the provider aliased `alias` (its id column `<alias>.id`) has a featured listing
 * covering now at the top of ISIC class `classCode` (FEATURED_LISTING).
 */
export function listedInClass(alias: 'p' | 'c', classCode: string) {
  return sql`exists (select 1 from featurings fl where fl.provider_id = ${sql.raw(alias)}.id
    and fl.kind = 'sub_industry' and fl.isic_class_code = ${classCode}
    and fl.starts_at <= now() and fl.ends_at > now())`;
}
