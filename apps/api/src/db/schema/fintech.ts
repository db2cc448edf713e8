import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FintechCategory } from '@hissa/contracts/lookups/static-lists';
import { FINTECH_CLAIM_STATUSES } from '@hissa/contracts/fintech/fintech-claims';
import {
  FIGURE_SOURCES,
  FINTECH_COUNTRIES,
  FINTECH_STAGES,
  FINTECH_STATUSES,
} from '@hissa/contracts/fintech/fintech-directory';
import type { Screen } from '@hissa/contracts/fintech/fintech-screener';
import { companies } from './directory.ts';
import { users } from './users.ts';

/**
 * The fintech hub's directory (docs/decisions/031-fintech-hub.md): fintech companies, kept apart
 * from the companies directory and optionally linked to one (`companyId`). `searchText` is the
 * normalised names (contracts arabic-text.ts). The listing's stage, dates and amounts are derived
 * from the rounds when read. `profileSource` / `profileVerified` are the provenance of the
 * profile's facts; the owner's edit makes them the company's and verified.
 */
export const fintechCompanies = pgTable(
  'fintech_companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    searchText: text('search_text').notNull(),
    countryCode: text('country_code', { enum: FINTECH_COUNTRIES }).notNull(),
    cityEn: text('city_en').notNull(),
    cityAr: text('city_ar').notNull(),
    categoryCode: text('category_code').$type<FintechCategory>().notNull(),
    status: text('status', { enum: FINTECH_STATUSES }).notNull().default('active'),
    foundedYear: integer('founded_year').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    website: text('website'),
    employees: integer('employees'),
    profileSource: text('profile_source', { enum: FIGURE_SOURCES }).notNull().default('media'),
    profileVerified: boolean('profile_verified').notNull().default(false),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fintech_companies_search_text_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('fintech_companies_category').on(table.categoryCode),
    index('fintech_companies_company').on(table.companyId),
  ],
);

/**
 * A funding round of a fintech: stage, announced and (once closed) funded dates, the amount in
 * SAR (numeric, two places), its investors' names in both languages, and where the figure comes
 * from (`source`, `isVerified` once the company's owner confirmed it).
 */
export const fintechRounds = pgTable(
  'fintech_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fintechId: integer('fintech_id')
      .notNull()
      .references(() => fintechCompanies.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: FINTECH_STAGES }).notNull(),
    announcedDate: date('announced_date').notNull(),
    fundedDate: date('funded_date'),
    raisedSar: numeric('raised_sar', { precision: 18, scale: 2 }).notNull(),
    investors: jsonb('investors').$type<{ en: string; ar: string }[]>().notNull().default([]),
    investorsText: text('investors_text').notNull().default(''),
    source: text('source', { enum: FIGURE_SOURCES }).notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fintech_rounds_company').on(table.fintechId, table.announcedDate),
    index('fintech_rounds_announced').on(table.announcedDate, table.id),
    index('fintech_rounds_created').on(table.createdAt),
  ],
);

/**
 * A user's saved screen (name + screen as the screener's query reads it). `lastAlertAt` is when
 * the alert job last compared it; `knownFintechIds` and `knownRoundIds` what matched then, so the
 * next run mails only what is new.
 */
export const fintechSavedScreens = pgTable(
  'fintech_saved_screens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    screen: jsonb('screen').$type<Screen>().notNull(),
    knownFintechIds: integer('known_fintech_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    knownRoundIds: integer('known_round_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fintech_saved_screens_user').on(table.userId, table.createdAt)],
);

/**
 * Claims on a fintech profile (decision 031, on decision 015's pattern): effective once the
 * claimant opens the mailed link (a signed token naming the claim and `link_sent_at`, so only the
 * newest link works; decision 041); the team then approves (`reviewed_at`) or revokes it. One open
 * claim per company and user, and at most one effective claim per company (its owner).
 */
export const fintechClaims = pgTable(
  'fintech_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fintechId: integer('fintech_id')
      .notNull()
      .references(() => fintechCompanies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FINTECH_CLAIM_STATUSES }).notNull().default('awaiting_email'),
    designation: text('designation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the newest confirmation link was mailed (millisecond precision: the link carries it). */
    linkSentAt: timestamp('link_sent_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    uniqueIndex('fintech_claims_one_open')
      .on(table.fintechId, table.userId)
      .where(sql`${table.status} <> 'revoked'`),
    uniqueIndex('fintech_claims_one_owner')
      .on(table.fintechId)
      .where(sql`${table.status} = 'effective'`),
    index('fintech_claims_status').on(table.status, table.createdAt),
  ],
);
