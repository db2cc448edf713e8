import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { IndividualProfileValues, InstitutionalProfileValues } from '@hissa/contracts/account-profiles';
import { PROFILE_KINDS } from '@hissa/contracts/account-profiles';
import { SHARE_TYPE_CODES } from '@hissa/contracts/lookups/static-lists';
import { fundRounds } from './funding.ts';
import { users } from './users.ts';

/**
 * Interests registered in funding rounds (RegisterInterestEndpoint; rules in contracts
 * funding-opportunities.ts). One per account and round: registering again replaces it. The
 * transaction size is price x shares, stored so the company's totals are a plain sum.
 */
export const fundingInterests = pgTable(
  'funding_interests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer('round_id')
      .notNull()
      .references(() => fundRounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shareType: text('share_type', { enum: SHARE_TYPE_CODES }).notNull(),
    numberOfShares: integer('number_of_shares').notNull(),
    pricePerShare: numeric('price_per_share', { precision: 18, scale: 2 }).notNull(),
    transactionSize: numeric('transaction_size', { precision: 18, scale: 2 }).notNull(),
    minimumTransaction: numeric('minimum_transaction', { precision: 18, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('funding_interests_round_user').on(table.roundId, table.userId),
    index('funding_interests_user').on(table.userId),
    check(
      'funding_interests_amounts',
      sql`${table.numberOfShares} > 0 and ${table.pricePerShare} > 0 and ${table.minimumTransaction} > 0 and ${table.minimumTransaction} <= ${table.transactionSize}`,
    ),
  ],
);

/**
 * The profile of a shareholder or investor account (contracts account-profiles.ts: individual or
 * institutional): one row per account once it is first saved. `details` holds the checked fields of
 * IndividualProfileRequestSchema or InstitutionalProfileRequestSchema (the registration's fields),
 * read back through the contracts' values schemas.
 */
export const accountProfiles = pgTable('account_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: PROFILE_KINDS }).notNull(),
  details: jsonb('details').$type<Partial<IndividualProfileValues> | Partial<InstitutionalProfileValues>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account's previous investments (company name, ownership, ownership date). */
export const profilePreviousInvestments = pgTable(
  'profile_previous_investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /** Ownership percentage, more than 0 and at most 100. */
    ownershipPercentage: numeric('ownership_percentage', { precision: 5, scale: 2 }).notNull(),
    ownershipDate: date('ownership_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_previous_investments_user').on(table.userId),
    check(
      'profile_previous_investments_percentage',
      sql`${table.ownershipPercentage} > 0 and ${table.ownershipPercentage} <= 100`,
    ),
  ],
);

/** Key members of an institutional account (name, designation, degree). */
export const profileKeyMembers = pgTable(
  'profile_key_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** A designations lookup code. */
    designation: text('designation').notNull(),
    degree: text('degree').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_key_members_user').on(table.userId)],
);
