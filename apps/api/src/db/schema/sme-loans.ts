import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type DraftStep, LOAN_STATUSES } from '@hissa/contracts/sme-loans/loan-application';
import { payments } from './billing.ts';
import { companies } from './directory.ts';
import { users } from './users.ts';

/**
 * An SME loan application (docs/decisions/026-sme-loans.md): a company user's draft, saved step
 * by step (`formValues`: the steps' fields as typed, strings; `savedSteps`: the steps saved),
 * then submitted and moved by the team. The chosen business-plan package (contracts
 * LOAN_PACKAGES) is paid through `packagePaymentId`; `packagePaidAt` is set in the paying
 * transaction. Documents are stored_files with owner type loan_application.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    status: text('status', { enum: LOAN_STATUSES }).notNull().default('draft'),
    formValues: jsonb('form_values').$type<Record<string, string>>().notNull().default({}),
    savedSteps: jsonb('saved_steps').$type<DraftStep[]>().notNull().default([]),
    packageCode: text('package_code'),
    packagePaymentId: integer('package_payment_id').references(() => payments.id),
    packagePaidAt: timestamp('package_paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('loan_applications_applicant').on(table.applicantUserId, table.createdAt),
    index('loan_applications_status').on(table.status, table.submittedAt),
  ],
);

/**
 * The status history of an application: one row per change (submission, a team move with its
 * note, the applicant's answer), the timeline the applicant sees.
 */
export const loanApplicationEvents = pgTable(
  'loan_application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LOAN_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    byTeam: boolean('by_team').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('loan_application_events_application').on(table.applicationId, table.createdAt)],
);
