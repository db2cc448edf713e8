import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  CONSULTANT_VERIFICATION_STATUSES,
  HOURLY_RATE_MAX_HALALAS,
  HOURLY_RATE_MIN_HALALAS,
} from '@hissa/contracts/consultants';
import { users } from './users.ts';

/**
 * The profile of an independent financial consultant (user type 8; decision 043), one per
 * account, made when the admin approves the consultant's registration (from its answers) and
 * saved by the consultant from then on. Only `verified` profiles are listed in the consultants
 * directory. Codes are static lookup codes (areas-of-expertise, industries-of-expertise,
 * years-of-experience, projects-per-week) or AVAILABILITY_OPTIONS codes; `searchText` is
 * normalizeSearchText of both names, both headlines and the expertise names in both languages.
 */
export const consultantProfiles = pgTable(
  'consultant_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    verificationStatus: text('verification_status', { enum: CONSULTANT_VERIFICATION_STATUSES })
      .notNull()
      .default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id),
    /** True once the consultant saved the profile (before, it holds the registration's answers). */
    isComplete: boolean('is_complete').notNull().default(false),
    fullNameAr: text('full_name_ar').notNull().default(''),
    headlineEn: text('headline_en').notNull(),
    headlineAr: text('headline_ar').notNull().default(''),
    summaryEn: text('summary_en').notNull(),
    summaryAr: text('summary_ar').notNull().default(''),
    areasOfExpertise: text('areas_of_expertise').array().notNull(),
    industries: text('industries').array().notNull(),
    yearsOfExperience: text('years_of_experience').notNull(),
    linkedInUrl: text('linkedin_url').notNull().default(''),
    availability: text('availability').notNull(),
    projectsPerWeek: text('projects_per_week').notNull(),
    hourlyRateHalalas: integer('hourly_rate_halalas').notNull(),
    /** From the registration, checked by the team: DEGREE_LEVELS code and the CFA charter. */
    highestDegree: text('highest_degree').notNull(),
    isCfaCharterholder: boolean('is_cfa_charterholder').notNull(),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'consultant_profiles_hourly_rate',
      sql`${table.hourlyRateHalalas} between ${sql.raw(String(HOURLY_RATE_MIN_HALALAS))} and ${sql.raw(String(HOURLY_RATE_MAX_HALALAS))}`,
    ),
    check(
      'consultant_profiles_verified_at',
      sql`(${table.verificationStatus} = 'verified') = (${table.verifiedAt} is not null)`,
    ),
    index('consultant_profiles_verified').on(table.verificationStatus, table.verifiedAt),
  ],
);
