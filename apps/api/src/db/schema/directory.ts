import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from './geography.ts';
import { exchangeSectors, isicClasses } from './classification.ts';
import { PROVIDER_SOURCES } from '@hissa/contracts/services-marketplace/provider-accounts';
import {
  DEFAULT_PROVIDER_PACKAGE,
  PROVIDER_PACKAGE_CODES,
} from '@hissa/contracts/services-marketplace/provider-packages';

/**
 * Columns every directory entry (company, provider, investor) shares. `searchText` holds
 * normalizeSearchText(nameEn + ' ' + nameAr) and carries a trigram index for the header search.
 */
function directoryColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    searchText: text('search_text').notNull(),
    logoUrl: text('logo_url'),
    cityId: integer('city_id').references(() => cities.id),
    isicClassCode: text('isic_class_code').references(() => isicClasses.code),
    businessType: text('business_type'),
    employeesBracket: text('employees_bracket'),
    establishedDate: date('established_date'),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** Listed (Saudi Exchange) and private companies (contracts companies.ts COMPANY_TYPES). */
export const companies = pgTable(
  'companies',
  {
    ...directoryColumns(),
    companyType: text('company_type', { enum: ['listed', 'non_listed'] }).notNull(),
    tradingNameEn: text('trading_name_en'),
    tradingNameAr: text('trading_name_ar'),
    symbol: text('symbol').unique(),
    isin: text('isin'),
    market: text('market', { enum: ['main', 'nomu'] }),
    exchangeSectorCode: text('exchange_sector_code').references(() => exchangeSectors.code),
    legalForm: text('legal_form'),
    developmentStage: text('development_stage'),
    registrationNumber: text('registration_number'),
    paidCapital: numeric('paid_capital', { precision: 18, scale: 2 }),
    authorizedCapital: numeric('authorized_capital', { precision: 18, scale: 2 }),
    address: text('address'),
    /** The address in Arabic, shown to Arabic readers when given (decision 044). */
    addressAr: text('address_ar'),
  },
  (table) => [
    // fastupdate off: a bulk load leaves no pending list for every search to scan (decision 051)
    index('companies_search_text_trgm').using('gin', table.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('companies_type_id').on(table.companyType, table.id),
    index('companies_city').on(table.cityId),
    index('companies_isic_class').on(table.isicClassCode),
  ],
);

/**
 * Service-provider companies of the services marketplace (contracts service-providers.ts and
 * services-marketplace/). `industryGroupCodes` are the exchange industry groups (the "sectors"
 * lookup) whose companies the provider serves; `developmentStage` a DEVELOPMENT_STAGE_CODES code.
 * `packageCode` is the provider's package (PROVIDER_PACKAGE_CODES), owned by the plans work and
 * read through one function. Only active providers are recommended and listed in the screener.
 */
export const serviceProviders = pgTable(
  'service_providers',
  {
    ...directoryColumns(),
    isFeatured: boolean('is_featured').notNull().default(false),
    source: text('source', { enum: PROVIDER_SOURCES }).notNull().default('directory'),
    isActive: boolean('is_active').notNull().default(true),
    developmentStage: text('development_stage'),
    industryGroupCodes: text('industry_group_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    packageCode: text('package_code', { enum: PROVIDER_PACKAGE_CODES }).notNull().default(DEFAULT_PROVIDER_PACKAGE),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // fastupdate off, as companies_search_text_trgm (decision 051)
    index('service_providers_search_text_trgm')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('service_providers_isic_class').on(table.isicClassCode),
    index('service_providers_city').on(table.cityId),
    index('service_providers_industry_groups').using('gin', table.industryGroupCodes),
  ],
);

/** Individual and institutional investors (contracts investors.ts INVESTOR_KINDS). */
export const investors = pgTable(
  'investors',
  {
    ...directoryColumns(),
    investorType: text('investor_type', { enum: ['individual', 'institutional'] }).notNull(),
    countryCode: text('country_code')
      .notNull()
      .default(sql`'SA'`),
    /** ISIC section letters the investor invests in (decision 005). */
    sectorFocus: text('sector_focus')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO 3166-1 alpha-2 codes of the countries the investor invests in. */
    geographicFocus: text('geographic_focus')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An INVESTMENT_STRATEGIES code (contracts/investors.ts). */
    investmentStrategy: text('investment_strategy'),
    biographyEn: text('biography_en'),
    biographyAr: text('biography_ar'),
  },
  (table) => [
    index('investors_search_text_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    index('investors_type').on(table.investorType),
    index('investors_sector_focus').using('gin', table.sectorFocus),
    index('investors_geographic_focus').using('gin', table.geographicFocus),
  ],
);
