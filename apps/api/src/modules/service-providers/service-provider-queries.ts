import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { type Language, localName } from '@hissa/contracts/languages';
import type {
  ProviderCategory,
  ProviderListItem,
  ProviderPage,
  ServiceProviderProfile,
} from '@hissa/contracts/service-providers';
import type { Db } from '../../db/client.ts';
import { isicClasses, isicDivisions } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { cities, regions } from '../../db/schema/geography.ts';
import { joinedCodeName, staticCodeName } from '../../lib/code-name.ts';

/** A provider row with its city, region, ISIC class (sub-category) and division (category). */
function selectProviders(db: Db) {
  return db
    .select({
      provider: serviceProviders,
      city: cities,
      region: regions,
      industry: isicClasses,
      division: isicDivisions,
    })
    .from(serviceProviders)
    .leftJoin(cities, eq(cities.id, serviceProviders.cityId))
    .leftJoin(regions, eq(regions.id, cities.regionId))
    .leftJoin(isicClasses, eq(isicClasses.code, serviceProviders.isicClassCode))
    .leftJoin(isicDivisions, eq(isicDivisions.code, isicClasses.divisionCode));
}

type ProviderRow = Awaited<ReturnType<ReturnType<typeof selectProviders>['where']>>[number];

function toProfile(
  { provider, city, region, industry, division }: ProviderRow,
  language: Language,
): ServiceProviderProfile {
  return {
    providerId: provider.id,
    providerName: localName(provider, language),
    nameEn: provider.nameEn,
    nameAr: provider.nameAr,
    logoUrl: provider.logoUrl,
    description: (language === 'ar' ? provider.descriptionAr : provider.descriptionEn) ?? null,
    category: division && joinedCodeName(division.code, division.nameEn, division.nameAr, language),
    subCategory: industry && joinedCodeName(industry.code, industry.nameEn, industry.nameAr, language),
    city: city && joinedCodeName(city.id, city.nameEn, city.nameAr, language),
    region: region && joinedCodeName(region.id, region.nameEn, region.nameAr, language),
    businessType: staticCodeName('business-types', provider.businessType, language),
    numberOfEmployees: staticCodeName('number-of-employees', provider.employeesBracket, language),
    establishedDate: provider.establishedDate,
    website: provider.website,
    email: provider.email,
    phone: provider.phone,
    isFeatured: provider.isFeatured,
  };
}

function toListItem(row: ProviderRow, language: Language): ProviderListItem {
  const { providerId, providerName, logoUrl, category, city, businessType, establishedDate, isFeatured } = toProfile(
    row,
    language,
  );
  return { providerId, providerName, logoUrl, category, city, businessType, establishedDate, isFeatured };
}

/** The profile of provider `providerId` in `language` (about and business info), or null when there is none. */
export async function findProviderProfile(
  db: Db,
  providerId: number,
  language: Language,
): Promise<ServiceProviderProfile | null> {
  const [row] = await selectProviders(db).where(eq(serviceProviders.id, providerId));
  return row ? toProfile(row, language) : null;
}

/**
 * A page of recommended providers (RecommendedProvidersEndpoint) of one category (ISIC division
 * code) and city when given: featured providers first (they pay to be featured; decision 008), then
 * the longest established, then by id. `page` is 0-based.
 */
export async function listRecommendedProviders(
  db: Db,
  filters: { category?: string; cityId?: number },
  paging: { page: number; size: number },
  language: Language,
): Promise<ProviderPage> {
  const where: SQL | undefined = and(
    filters.category === undefined ? undefined : eq(isicClasses.divisionCode, filters.category),
    filters.cityId === undefined ? undefined : eq(serviceProviders.cityId, filters.cityId),
  );
  const [rows, [total]] = await Promise.all([
    selectProviders(db)
      .where(where)
      .orderBy(
        desc(serviceProviders.isFeatured),
        sql`${serviceProviders.establishedDate} asc nulls last`,
        asc(serviceProviders.id),
      )
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db
      .select({ total: count() })
      .from(serviceProviders)
      .leftJoin(isicClasses, eq(isicClasses.code, serviceProviders.isicClassCode))
      .where(where),
  ]);
  return {
    data: rows.map((row) => toListItem(row, language)),
    page: paging.page,
    size: paging.size,
    total: Number(total?.total ?? 0),
  };
}

/** The service categories (ISIC divisions) providers offer, with their provider counts, most first. */
export async function listProviderCategories(db: Db, language: Language): Promise<ProviderCategory[]> {
  const rows = await db
    .select({
      code: isicDivisions.code,
      nameEn: isicDivisions.nameEn,
      nameAr: isicDivisions.nameAr,
      providers: count(),
    })
    .from(serviceProviders)
    .innerJoin(isicClasses, eq(isicClasses.code, serviceProviders.isicClassCode))
    .innerJoin(isicDivisions, eq(isicDivisions.code, isicClasses.divisionCode))
    .where(isNotNull(serviceProviders.isicClassCode))
    .groupBy(isicDivisions.code, isicDivisions.nameEn, isicDivisions.nameAr)
    .orderBy(desc(count()), asc(isicDivisions.code));
  return rows.map((row) => ({ code: row.code, name: localName(row, language), providers: Number(row.providers) }));
}
