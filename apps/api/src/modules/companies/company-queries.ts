import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CompanyListItem, CompanyPage, CompanyProfile, CompanyType } from '@hissa/contracts/companies';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { exchangeSectors, isicClasses, isicDivisions, isicSections } from '../../db/schema/classification.ts';
import { companies } from '../../db/schema/directory.ts';
import { cities, regions } from '../../db/schema/geography.ts';
import { joinedCodeName, staticCodeName } from '../../lib/code-name.ts';

/** The filters of searchCompaniesWithPagination, already checked. */
export type CompanyFilters = {
  namePattern?: string;
  cityId?: number;
  regionId?: number;
  sectorCode?: string;
  companyType?: CompanyType;
};

type CompanySort = { key: 'id' | 'companyName' | 'establishedDate' | 'paidCapital'; direction: 'asc' | 'desc' };

const listColumns = {
  id: companies.id,
  nameEn: companies.nameEn,
  nameAr: companies.nameAr,
  logoUrl: companies.logoUrl,
  companyType: companies.companyType,
  symbol: companies.symbol,
  legalForm: companies.legalForm,
  establishedDate: companies.establishedDate,
  cityId: cities.id,
  cityEn: cities.nameEn,
  cityAr: cities.nameAr,
  sectionCode: isicSections.code,
  sectionEn: isicSections.nameEn,
  sectionAr: isicSections.nameAr,
};

type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

function toListItem(row: ListRow, language: Language): CompanyListItem {
  return {
    companyId: Number(row.id),
    companyName: localName({ nameEn: row.nameEn ?? '', nameAr: row.nameAr ?? '' }, language),
    companyLogoUrl: row.logoUrl,
    companyType: row.companyType ?? 'non_listed',
    symbol: row.symbol,
    city: joinedCodeName(row.cityId, row.cityEn, row.cityAr, language),
    sector: joinedCodeName(row.sectionCode, row.sectionEn, row.sectionAr, language),
    legalForm: staticCodeName('legal-forms', row.legalForm, language),
    establishedDate: row.establishedDate,
  };
}

function whereClause(filters: CompanyFilters): SQL | undefined {
  return and(
    filters.namePattern ? sql`${companies.searchText} like ${filters.namePattern}` : undefined,
    filters.cityId !== undefined ? eq(companies.cityId, filters.cityId) : undefined,
    filters.regionId !== undefined ? eq(cities.regionId, filters.regionId) : undefined,
    filters.sectorCode ? eq(isicClasses.sectionCode, filters.sectorCode) : undefined,
    filters.companyType ? eq(companies.companyType, filters.companyType) : undefined,
  );
}

/**
 * A page of companies matching `filters`, names in `language`, with the total count
 * (CompaniesPageEndpoint). `page` is 0-based.
 */
export async function listCompanies(
  db: Db,
  options: { filters: CompanyFilters; sort: CompanySort; page: number; size: number; language: Language },
): Promise<CompanyPage> {
  const { filters, sort, page, size, language } = options;
  const where = whereClause(filters);
  const sortColumn = {
    id: companies.id,
    // lower(): the database's collation may be C, which would put "AL X" before "Aba Y"
    companyName: sql`lower(${language === 'ar' ? companies.nameAr : companies.nameEn})`,
    establishedDate: companies.establishedDate,
    paidCapital: companies.paidCapital,
  }[sort.key];
  const order = sort.direction === 'asc' ? asc(sortColumn) : desc(sortColumn);

  const base = () =>
    db
      .select(listColumns)
      .from(companies)
      .leftJoin(cities, eq(cities.id, companies.cityId))
      .leftJoin(isicClasses, eq(isicClasses.code, companies.isicClassCode))
      .leftJoin(isicSections, eq(isicSections.code, isicClasses.sectionCode));
  const rows = await base()
    .where(where)
    .orderBy(sql`${order} nulls last`, desc(companies.id))
    .limit(size)
    .offset(page * size);
  const [totalRow] = await db
    .select({ total: count() })
    .from(companies)
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(isicClasses, eq(isicClasses.code, companies.isicClassCode))
    .where(where);
  return { data: rows.map((row) => toListItem(row, language)), page, size, total: Number(totalRow?.total ?? 0) };
}

/** The basic-details profile of company `id` in `language`, or null when there is none. */
export async function getCompanyProfile(db: Db, id: number, language: Language): Promise<CompanyProfile | null> {
  const [row] = await db
    .select({
      ...listColumns,
      company: companies,
      regionId: regions.id,
      regionEn: regions.nameEn,
      regionAr: regions.nameAr,
      divisionCode: isicDivisions.code,
      divisionEn: isicDivisions.nameEn,
      divisionAr: isicDivisions.nameAr,
      classCode: isicClasses.code,
      classEn: isicClasses.nameEn,
      classAr: isicClasses.nameAr,
      exchangeSectorCode: exchangeSectors.code,
      exchangeSectorEn: exchangeSectors.nameEn,
      exchangeSectorAr: exchangeSectors.nameAr,
    })
    .from(companies)
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(regions, eq(regions.id, cities.regionId))
    .leftJoin(isicClasses, eq(isicClasses.code, companies.isicClassCode))
    .leftJoin(isicDivisions, eq(isicDivisions.code, isicClasses.divisionCode))
    .leftJoin(isicSections, eq(isicSections.code, isicClasses.sectionCode))
    .leftJoin(exchangeSectors, eq(exchangeSectors.code, companies.exchangeSectorCode))
    .where(eq(companies.id, id));
  if (!row) return null;
  const { company } = row;
  const isArabic = language === 'ar';
  return {
    ...toListItem(row, language),
    nameEn: company.nameEn,
    nameAr: company.nameAr,
    tradingName: (isArabic ? company.tradingNameAr : company.tradingNameEn) ?? null,
    description: (isArabic ? company.descriptionAr : company.descriptionEn) ?? null,
    market: company.market,
    isin: company.isin,
    exchangeSector: joinedCodeName(row.exchangeSectorCode, row.exchangeSectorEn, row.exchangeSectorAr, language),
    region: joinedCodeName(row.regionId, row.regionEn, row.regionAr, language),
    industryGroup: joinedCodeName(row.divisionCode, row.divisionEn, row.divisionAr, language),
    industry: joinedCodeName(row.classCode, row.classEn, row.classAr, language),
    businessType: staticCodeName('business-types', company.businessType, language),
    developmentStage: staticCodeName('development-stages', company.developmentStage, language),
    numberOfEmployees: staticCodeName('number-of-employees', company.employeesBracket, language),
    registrationNumber: company.registrationNumber,
    paidCapital: company.paidCapital,
    authorizedCapital: company.authorizedCapital,
    website: company.website,
    email: company.email,
    phone: company.phone,
    // The Arabic address for an Arabic reader when given (decision 044).
    address: (language === 'ar' ? company.addressAr : null) ?? company.address,
  };
}
