import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROVIDER_CLAIM_STATUSES } from '@hissa/contracts/services-marketplace/provider-accounts';
import { serviceProviders } from './directory.ts';
import { users } from './users.ts';

/**
 * Claims on a directory provider (sp/register/search-company, sp-claim-ownership): a provider user
 * asks to act for an existing provider; the claim becomes effective when the claimant confirms
 * the e-mail (then users.service_provider_id is set), and an admin can revoke a wrong one (which
 * clears it). At most one open (awaiting or effective) claim per provider and user.
 */
export const providerClaims = pgTable(
  'provider_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PROVIDER_CLAIM_STATUSES }).notNull().default('awaiting_email'),
    /** The claimant's role at the provider, as typed. */
    designation: text('designation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    uniqueIndex('provider_claims_one_open')
      .on(table.providerId, table.userId)
      .where(sql`${table.status} <> 'revoked'`),
    index('provider_claims_status').on(table.status, table.createdAt),
  ],
);

/**
 * What a buyer (user type 11) registers beyond the users row: title (TITLE_CODES), phone, country
 * (ISO 3166-1 alpha-2), optional company, and the service categories (ISIC division codes) they
 * are looking for.
 */
export const buyerProfiles = pgTable('buyer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  titleCode: text('title_code').notNull(),
  phone: text('phone').notNull(),
  countryCode: text('country_code').notNull().default('SA'),
  companyName: text('company_name'),
  preferredCategoryCodes: text('preferred_category_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
