import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REGISTRATION_KINDS, REGISTRATION_STATUSES } from '@hissa/contracts/registration/registration-journey';
import { users } from './users.ts';

/**
 * Registration applications (decision 003, issue 3) waiting for, or done with, the admin's review.
 * `payload` holds the checked fields of the journey's schema; `fileIds` the stored_files ids of its
 * documents. One pending application per e-mail (partial unique index). Approval links the account
 * it created (`userId`).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: REGISTRATION_KINDS }).notNull(),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('submitted'),
    email: text('email').notNull(),
    /** The account the approval creates is for this person (journey.accountOf). */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The Arabic forms of the names, when the applicant gave them (decision 047). */
    firstNameAr: text('first_name_ar'),
    lastNameAr: text('last_name_ar'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    fileIds: text('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    userId: integer('user_id').references(() => users.id),
  },
  (table) => [
    check('registrations_email_lower_case', sql`${table.email} = lower(${table.email})`),
    uniqueIndex('registrations_one_pending_per_email')
      .on(table.email)
      .where(sql`${table.status} = 'submitted'`),
    index('registrations_status_submitted').on(table.status, table.submittedAt),
  ],
);

/**
 * E-mail verification codes of the consultant journey (contracts registration-api.ts OTP_*): one
 * row per e-mail, replaced by each new code. Only the code's SHA-256 is stored. `sentAt` drives the
 * resend countdown, `attempts` the limit of wrong tries, `verifiedAt` the submission check.
 */
export const emailOtps = pgTable('email_otps', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});
