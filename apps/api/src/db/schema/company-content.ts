import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { NEWS_TITLE_MAX_LENGTH, NEWS_TYPES, PRODUCT_KINDS } from '@hissa/contracts/company-profile';
import { oneLanguage } from './bilingual-check.ts';
import { companies } from './directory.ts';
import { tsvector } from './news.ts';
import { users } from './users.ts';

/*
 * What a company user adds to their company (the company profile tabs, the company fields, news and
 * announcements; rules in contracts/company-profile.ts). Texts a company writes are kept in English
 * and Arabic (`*_en`, `*_ar`); a required pair needs at least one of them, which the checks below
 * hold even for writes that skip the API. Files (logo, documents, team photos, news attachments)
 * are stored_files rows owned by 'company', 'company_team_member' or 'company_news'.
 */

/**
 * The company fields (contracts UpdateCompanyProfileRequestSchema) that the directory row lacks,
 * one row per company (created on its first save). Branches are Saudi city ids; expansion countries
 * ISO 3166-1 alpha-2 codes; key highlights one per line. Share counts are whole numbers; the
 * percentage numeric(5,2).
 */
export const companyDetails = pgTable(
  'company_details',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull().default('SA'),
    headquarters: text('headquarters'),
    branchCityIds: integer('branch_city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    expansionCountryCodes: text('expansion_country_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productUrl: text('product_url'),
    keyHighlightsEn: text('key_highlights_en'),
    keyHighlightsAr: text('key_highlights_ar'),
    /** A REVENUE_BRACKET_CODES code. */
    revenueBracket: text('revenue_bracket'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    linkedinUrl: text('linkedin_url'),
    totalShares: bigint('total_shares', { mode: 'number' }),
    offeredShares: bigint('offered_shares', { mode: 'number' }),
    effectiveShares: bigint('effective_shares', { mode: 'number' }),
    ownershipPercentage: numeric('ownership_percentage', { precision: 5, scale: 2 }),
    contactPersonName: text('contact_person_name'),
    /** The contact person's name in Arabic letters, shown to Arabic readers (decision 044). */
    contactPersonNameAr: text('contact_person_name_ar'),
    contactPersonEmail: text('contact_person_email'),
    contactPersonPhone: text('contact_person_phone'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'company_details_shares',
      sql`(${table.offeredShares} is null or ${table.totalShares} is null or ${table.offeredShares} <= ${table.totalShares})
        and (${table.effectiveShares} is null or ${table.totalShares} is null or ${table.effectiveShares} <= ${table.totalShares})`,
    ),
    check(
      'company_details_percentage',
      sql`${table.ownershipPercentage} is null or (${table.ownershipPercentage} > 0 and ${table.ownershipPercentage} <= 100)`,
    ),
  ],
);

/** Products and services of the company (the "products and services" tab). */
export const companyProducts = pgTable(
  'company_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_products_company').on(table.companyId, table.id),
    check('company_products_name', oneLanguage(table.nameEn, table.nameAr)),
  ],
);

/** Companies this company invested in (the "investments" tab); SAR numeric(18,2). */
export const companyInvestments = pgTable(
  'company_investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyNameEn: text('company_name_en'),
    companyNameAr: text('company_name_ar'),
    ownershipPercentage: numeric('ownership_percentage', { precision: 5, scale: 2 }).notNull(),
    investedOn: date('invested_on').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_investments_company').on(table.companyId, table.investedOn),
    check('company_investments_name', oneLanguage(table.companyNameEn, table.companyNameAr)),
    check(
      'company_investments_percentage',
      sql`${table.ownershipPercentage} > 0 and ${table.ownershipPercentage} <= 100`,
    ),
    check('company_investments_amount', sql`${table.amount} is null or ${table.amount} >= 0`),
  ],
);

/** The company's team (team members with title and biography); the photo is a stored file. */
export const companyTeamMembers = pgTable(
  'company_team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    titleEn: text('title_en'),
    titleAr: text('title_ar'),
    biographyEn: text('biography_en'),
    biographyAr: text('biography_ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_team_members_company').on(table.companyId, table.id),
    check('company_team_members_name', oneLanguage(table.nameEn, table.nameAr)),
    check('company_team_members_title', oneLanguage(table.titleEn, table.titleAr)),
    check('company_team_members_biography', oneLanguage(table.biographyEn, table.biographyAr)),
  ],
);

/** Honours and awards of the company (year, title, description, issuing institute). */
export const companyAwards = pgTable(
  'company_awards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    titleEn: text('title_en'),
    titleAr: text('title_ar'),
    issuerEn: text('issuer_en'),
    issuerAr: text('issuer_ar'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_awards_company').on(table.companyId, table.year),
    check('company_awards_title', oneLanguage(table.titleEn, table.titleAr)),
    check('company_awards_issuer', oneLanguage(table.issuerEn, table.issuerAr)),
  ],
);

/**
 * News and announcements of a company (type, title, body, attachment), latest first by
 * `published_at`; the headline is at most 300 characters (contracts company-profile.ts
 * NEWS_TITLE_MAX_LENGTH). The attachment is a stored file owned by 'company_news'.
 */
export const companyNews = pgTable(
  'company_news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NEWS_TYPES }).notNull(),
    titleEn: text('title_en'),
    titleAr: text('title_ar'),
    bodyEn: text('body_en'),
    bodyAr: text('body_ar'),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The news search's words (decisions 029 and 040): both titles and bodies normalised by the
     * SQL function news_normalize (migration 0023), under the english and arabic configurations,
     * kept by PostgreSQL, so a search does not compute them for every row.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english'::regconfig, news_normalize(coalesce(title_en, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(body_en, '') || ' ' || coalesce(body_ar, '')))
          || to_tsvector('arabic'::regconfig, news_normalize(coalesce(title_en, '') || ' ' || coalesce(title_ar, '') || ' ' || coalesce(body_en, '') || ' ' || coalesce(body_ar, '')))`,
      ),
    /** Both titles normalised, for headline fragment matches (trigram index). */
    titleSearch: text('title_search')
      .notNull()
      .generatedAlwaysAs(sql`news_normalize(coalesce(title_en, '') || ' ' || coalesce(title_ar, ''))`),
  },
  (table) => [
    index('company_news_company').on(table.companyId, table.publishedAt),
    index('company_news_published').on(table.publishedAt, table.id),
    index('company_news_search_vector').using('gin', table.searchVector),
    index('company_news_title_trgm').using('gin', table.titleSearch.op('gin_trgm_ops')),
    check('company_news_title', oneLanguage(table.titleEn, table.titleAr)),
    check('company_news_body', oneLanguage(table.bodyEn, table.bodyAr)),
    check(
      'company_news_title_length',
      sql`char_length(coalesce(${table.titleEn}, '')) <= ${sql.raw(String(NEWS_TITLE_MAX_LENGTH))} and char_length(coalesce(${table.titleAr}, '')) <= ${sql.raw(String(NEWS_TITLE_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * What a company user keeps besides the names of the users row (UserProfileEndpoint and
 * UpdateUserProfileEndpoint): a phone and a designation. One row per user, created on first save.
 */
export const companyUserProfiles = pgTable('company_user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  designation: text('designation'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
