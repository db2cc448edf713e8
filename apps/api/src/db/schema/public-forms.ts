import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CONTACT_MESSAGE_KINDS,
  CONTACT_MESSAGE_STATUSES,
  NEWSLETTER_STATUSES,
} from '@hissa/contracts/public-forms/public-forms';
import { users } from './users.ts';

/*
 * The site's public forms (docs/decisions/027-public-forms-and-site-pages.md).
 */

/**
 * A contact-us message or a demo tour booking, as sent; the admin follows it up (status, note,
 * who handled it). `userId` is set when a signed-in user sent it.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: CONTACT_MESSAGE_KINDS }).notNull(),
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    userId: integer('user_id').references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name'),
    message: text('message'),
    adminNote: text('admin_note'),
    handledBy: integer('handled_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_status').on(table.status, table.createdAt)],
);

/**
 * One newsletter subscription per e-mail (lower case). Its confirmation and unsubscribe links
 * carry tokens signed with the server secret (lib/signed-token.ts), so nothing secret is stored
 * and every future mail can carry a working unsubscribe link. A signed-in user is "subscribed" when a pending or
 * confirmed row has their account's e-mail (not users.is_subscribed: that is the plan, decision 022).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    designation: text('designation'),
    companyName: text('company_name'),
    languageCode: text('language_code').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email').on(table.email)],
);
