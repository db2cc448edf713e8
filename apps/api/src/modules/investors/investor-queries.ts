import countries from 'i18n-iso-countries';
import countriesAr from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import countriesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { and, arrayContains, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CodeName } from '@hissa/contracts/companies';
import {
  INVESTMENT_STRATEGIES,
  type InvestmentStrategy,
  type InvestorDetailsResponse,
  type InvestorKind,
  type InvestorListItem,
  type InvestorPage,
} from '@hissa/contracts/investors';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { isicSections } from '../../db/schema/classification.ts';
import { investors } from '../../db/schema/directory.ts';
import { cities } from '../../db/schema/geography.ts';
import { investorKeyMembers, investorPreviousInvestments } from '../../db/schema/investor-profiles.ts';
import { joinedCodeName, staticCodeName } from '../../lib/code-name.ts';

countries.registerLocale(countriesEn);
countries.registerLocale(countriesAr);

/** The checked filters of filter-investors. */
export type InvestorFilters = {
  type?: InvestorKind;
  countryCode?: string;
  sectorFocus?: string;
  geographicFocus?: string;
  strategy?: InvestmentStrategy;
  namePattern?: string;
};
type InvestorSort = { key: 'id' | 'name'; direction: 'asc' | 'desc' };

function countryCodeName(code: string, language: Language): CodeName {
  return { code, name: countries.getName(code, language) ?? code };
}

/** The columns of an investors list row (the investor and its city). */
export const listColumns = {
  investor: investors,
  cityId: cities.id,
  cityEn: cities.nameEn,
  cityAr: cities.nameAr,
};

export type ListRow = {
  investor: typeof investors.$inferSelect;
  cityId: number | null;
  cityEn: string | null;
  cityAr: string | null;
};

/** ISIC section code -> {code, name} in `language` (21 rows, read per request). */
export async function sectionNames(db: Db, language: Language): Promise<Map<string, CodeName>> {
  const rows = await db
    .select({ code: isicSections.code, nameEn: isicSections.nameEn, nameAr: isicSections.nameAr })
    .from(isicSections);
  return new Map(rows.map((row) => [row.code, { code: row.code, name: localName(row, language) }]));
}

/** A list row as the contract's InvestorListItem, names in `language`. */
export function toListItem(row: ListRow, sections: Map<string, CodeName>, language: Language): InvestorListItem {
  const { investor } = row;
  const strategy = INVESTMENT_STRATEGIES.find((entry) => entry.code === investor.investmentStrategy);
  return {
    investorId: investor.id,
    name: localName(investor, language),
    logoUrl: investor.logoUrl,
    type: investor.investorType,
    country: countryCodeName(investor.countryCode, language),
    city: joinedCodeName(row.cityId, row.cityEn, row.cityAr, language),
    sectorFocus: investor.sectorFocus.map((code) => sections.get(code) ?? { code, name: code }),
    geographicFocus: investor.geographicFocus.map((code) => countryCodeName(code, language)),
    strategy: strategy ? { code: strategy.code, name: localName(strategy, language) } : null,
  };
}

function whereClause(filters: InvestorFilters): SQL | undefined {
  return and(
    filters.type ? eq(investors.investorType, filters.type) : undefined,
    filters.countryCode ? eq(investors.countryCode, filters.countryCode) : undefined,
    filters.sectorFocus ? arrayContains(investors.sectorFocus, [filters.sectorFocus]) : undefined,
    filters.geographicFocus ? arrayContains(investors.geographicFocus, [filters.geographicFocus]) : undefined,
    filters.strategy ? eq(investors.investmentStrategy, filters.strategy) : undefined,
    filters.namePattern ? sql`${investors.searchText} like ${filters.namePattern}` : undefined,
  );
}

/** A page of investors matching `filters`, names in `language`, with the total (FilterInvestorsEndpoint). */
export async function listInvestors(
  db: Db,
  options: { filters: InvestorFilters; sort: InvestorSort; page: number; size: number; language: Language },
): Promise<InvestorPage> {
  const { filters, sort, page, size, language } = options;
  const where = whereClause(filters);
  const sortColumn =
    sort.key === 'id' ? investors.id : sql`lower(${language === 'ar' ? investors.nameAr : investors.nameEn})`;
  const rows = await db
    .select(listColumns)
    .from(investors)
    .leftJoin(cities, eq(cities.id, investors.cityId))
    .where(where)
    .orderBy(sort.direction === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(investors.id))
    .limit(size)
    .offset(page * size);
  const [totalRow] = await db.select({ total: count() }).from(investors).where(where);
  const sections = await sectionNames(db, language);
  return {
    data: rows.map((row) => toListItem(row, sections, language)),
    page,
    size,
    total: Number(totalRow?.total ?? 0),
  };
}

/** The profile of investor `id` with its previous investments (newest first) and key members (leader first), or null. */
export async function getInvestorDetails(
  db: Db,
  id: number,
  language: Language,
): Promise<InvestorDetailsResponse['data'] | null> {
  const [row] = await db
    .select(listColumns)
    .from(investors)
    .leftJoin(cities, eq(cities.id, investors.cityId))
    .where(eq(investors.id, id));
  if (!row) return null;
  const [previous, keyMembers] = await Promise.all([
    db
      .select()
      .from(investorPreviousInvestments)
      .where(eq(investorPreviousInvestments.investorId, id))
      .orderBy(desc(investorPreviousInvestments.ownershipDate), desc(investorPreviousInvestments.id)),
    db
      .select()
      .from(investorKeyMembers)
      .where(eq(investorKeyMembers.investorId, id))
      .orderBy(asc(investorKeyMembers.id)),
  ]);
  const { investor } = row;
  const isArabic = language === 'ar';
  return {
    ...toListItem(row, await sectionNames(db, language), language),
    nameEn: investor.nameEn,
    nameAr: investor.nameAr,
    biography: (isArabic ? investor.biographyAr : investor.biographyEn) ?? null,
    description: (isArabic ? investor.descriptionAr : investor.descriptionEn) ?? null,
    website: investor.website,
    email: investor.email,
    phone: investor.phone,
    establishedDate: investor.establishedDate,
    numberOfEmployees: staticCodeName('number-of-employees', investor.employeesBracket, language),
    previousInvestments: previous.map((investment) => ({
      companyName: isArabic ? investment.companyNameAr : investment.companyNameEn,
      ownershipPercentage: investment.ownershipPercentage,
      ownershipDate: investment.ownershipDate,
    })),
    keyMembers: keyMembers.map((member) => ({
      fullName: isArabic ? member.fullNameAr : member.fullNameEn,
      designation: staticCodeName('designations', member.designation, language),
      degree: isArabic ? member.degreeAr : member.degreeEn,
    })),
  };
}
