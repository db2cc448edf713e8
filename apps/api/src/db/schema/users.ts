import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, serviceProviders } from './directory.ts';

/**
 * Accounts that sign in (decisions 002 and 009). `email` is stored lower-cased;
 * `userType` is a USER_TYPES code; bumping `tokenVersion` ends every session of the account.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userType: smallint('user_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The names in Arabic letters, shown to Arabic readers; null when not given (decision 044). */
    firstNameAr: text('first_name_ar'),
    lastNameAr: text('last_name_ar'),
    /** The private company a company user (type 3) acts for. */
    companyId: integer('company_id').references(() => companies.id),
    /** The service-provider company a provider user (type 9) acts for. */
    serviceProviderId: integer('service_provider_id').references(() => serviceProviders.id),
    isFirstTimeLogin: boolean('is_first_time_login').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The language the user reads (LANGUAGES codes): the Accept-Language of the registration,
     * then the one last chosen in the web while signed in; null when unknown. E-mails are sent
     * in it (in both languages when null).
     */
    preferredLanguage: text('preferred_language', { enum: ['en', 'ar'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_preferred_language', sql`${table.preferredLanguage} in ('en', 'ar')`),
  ],
);

export const ONE_TIME_TOKEN_PURPOSES = ['password_reset', 'email_confirmation'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Single-use links sent by e-mail (password reset, e-mail confirmation). Only the SHA-256 of
 * the token is stored, so a leaked table does not give working links.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_tokens_user_purpose').on(table.userId, table.purpose)],
);
