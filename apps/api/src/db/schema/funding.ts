import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FUNDING_PROFILE_STATUSES, FUNDING_ROUND_STATUS_CODES, FUNDING_STAGE_CODES } from '@hissa/contracts/funding';
import { companies } from './directory.ts';

/**
 * A company's funding profile (contracts funding.ts FundingProfileSchema). Only what the company
 * states is stored; total raised, number of rounds and last funding amount are derived from
 * fund_rounds (decision 005). SAR amounts are numeric(18,2).
 */
export const fundingProfiles = pgTable(
  'funding_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FUNDING_PROFILE_STATUSES }).notNull().default('active'),
    totalTargetFunding: numeric('total_target_funding', { precision: 18, scale: 2 }).notNull(),
    preMoneyValuation: numeric('pre_money_valuation', { precision: 18, scale: 2 }),
    /** A FUNDING_TYPES code (lookup funding-types). */
    fundingType: text('funding_type').notNull(),
    leadInvestor: text('lead_investor'),
    ownershipStructure: text('ownership_structure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'funding_profiles_amounts',
      sql`${table.totalTargetFunding} >= 0 and (${table.preMoneyValuation} is null or ${table.preMoneyValuation} >= 0)`,
    ),
  ],
);

/**
 * Funding rounds of a company (contracts funding.ts FundingRoundSchema). The required amount is
 * target - raised, computed when read. Raised never exceeds target and a round concludes on or
 * after it was announced (decision 005); the checks hold the rule even for writes that skip the
 * API.
 */
export const fundRounds = pgTable(
  'fund_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roundNameEn: text('round_name_en').notNull(),
    roundNameAr: text('round_name_ar').notNull(),
    stage: text('stage', { enum: FUNDING_STAGE_CODES }).notNull(),
    /** A FUNDING_TYPES code. */
    investmentType: text('investment_type').notNull(),
    targetAmount: numeric('target_amount', { precision: 18, scale: 2 }).notNull(),
    raisedAmount: numeric('raised_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    status: text('status', { enum: FUNDING_ROUND_STATUS_CODES }).notNull(),
    announcedDate: date('announced_date').notNull(),
    concludedDate: date('concluded_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fund_rounds_company').on(table.companyId),
    index('fund_rounds_announced').on(table.announcedDate, table.id),
    check(
      'fund_rounds_amounts',
      sql`${table.targetAmount} > 0 and ${table.raisedAmount} >= 0 and ${table.raisedAmount} <= ${table.targetAmount}`,
    ),
    check('fund_rounds_dates', sql`${table.concludedDate} is null or ${table.concludedDate} >= ${table.announcedDate}`),
  ],
);
