import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REQUEST_TITLE_MAX_LENGTH, REQUEST_TYPES } from '@hissa/contracts/requests';
import { companies } from './directory.ts';
import { users } from './users.ts';

/** Stored statuses; "expired" is derived when read from `expires_at` (contracts/requests.ts). */
export const STORED_REQUEST_STATUSES = ['pending', 'responded'] as const;

/**
 * Requests between parties (decision 006; rules in contracts/requests.ts). The sender is a user, or
 * a visitor (sender_user_id null, visitor_* set) whose request the admin follows up. The recipient
 * is a company (its company user answers) or a user: exactly one of recipient_company_id and
 * recipient_user_id is set. `expires_at` is the end of `expiry_date` in Riyadh. `search_text` holds
 * normalizeSearchText(title + message) for the search calls. Attachments are stored_files rows with
 * owner_type 'request'.
 */
export const requests = pgTable(
  'requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: REQUEST_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    searchText: text('search_text').notNull(),
    meetingAt: timestamp('meeting_at', { withTimezone: true }),
    meetingLink: text('meeting_link'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    status: text('status', { enum: STORED_REQUEST_STATUSES }).notNull().default('pending'),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    visitorPhone: text('visitor_phone'),
    /** When the admin marked a visitor's request as contacted, and who did. */
    visitorContactedAt: timestamp('visitor_contacted_at', { withTimezone: true }),
    visitorContactedBy: integer('visitor_contacted_by').references(() => users.id),
    recipientCompanyId: integer('recipient_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('requests_one_recipient', sql`(${table.recipientCompanyId} is null) <> (${table.recipientUserId} is null)`),
    check('requests_sender_or_visitor', sql`(${table.senderUserId} is null) <> (${table.visitorEmail} is null)`),
    check(
      'requests_title_length',
      sql`char_length(${table.title}) between 1 and ${sql.raw(String(REQUEST_TITLE_MAX_LENGTH))}`,
    ),
    check('requests_meeting', sql`(${table.type} = 'one_to_one_meeting') = (${table.meetingAt} is not null)`),
    index('requests_sender').on(table.senderUserId, table.createdAt),
    index('requests_recipient_company').on(table.recipientCompanyId, table.createdAt),
    index('requests_recipient_user').on(table.recipientUserId, table.createdAt),
  ],
);

/** The recipient's answers to a request (add-request-response); files are stored_files with owner_type 'request_response'. */
export const requestResponses = pgTable(
  'request_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    responderUserId: integer('responder_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_responses_request').on(table.requestId, table.createdAt)],
);
