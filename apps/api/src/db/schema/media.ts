import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EVENT_MODES, PUBLICATION_STATUSES, REPORT_CATEGORIES } from '@hissa/contracts/media/media';
import { NEWSLETTER_DELIVERY_STATUSES, NEWSLETTER_ISSUE_STATUSES } from '@hissa/contracts/media/newsletter-issues';
import { newsletterSubscriptions } from './public-forms.ts';
import { storedFiles } from './files.ts';
import { users } from './users.ts';

/*
 * The media hub's events and podcasts, the sharikat-news reports and newsletter issues
 * (docs/decisions/030-events-podcasts-reports.md). Titles and descriptions are written in both
 * languages; descriptions are HTML already sanitised (lib/rich-text.ts). Files (audio, PDF) are
 * stored_files rows; the item points at its current one. Readers see an item once it is not a
 * draft and `publishAt` has come (decision 040, like the newsroom's articles).
 */

/** An event: when (UTC), and where (a place, optionally with coordinates) or a meeting link. */
export const mediaEvents = pgTable(
  'media_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('draft'),
    /** When readers see it (lib/publication.ts): a scheduled item's time, a published one's moment. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    mode: text('mode', { enum: EVENT_MODES }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    locationEn: text('location_en'),
    locationAr: text('location_ar'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    meetingUrl: text('meeting_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_events_status_start').on(table.status, table.startsAt)],
);

/** A podcast episode; `audioFileId` is its current audio (stored_files, owner podcast_episode). */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('draft'),
    /** When readers see it (lib/publication.ts): a scheduled item's time, a published one's moment. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    episodeNumber: integer('episode_number').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    audioFileId: text('audio_file_id').references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('podcast_episodes_status_published').on(table.status, table.publishedOn)],
);

/** A report; `fileId` is its current PDF (stored_files, owner media_report). */
export const mediaReports = pgTable(
  'media_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('draft'),
    /** When readers see it (lib/publication.ts): a scheduled item's time, a published one's moment. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    publisher: text('publisher').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    fileId: text('file_id').references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_reports_status_published').on(table.status, table.publishedOn)],
);

/** Who asked for a report (spec §3 report request); the download link was e-mailed to `email`. */
export const reportRequests = pgTable(
  'report_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => mediaReports.id),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    designation: text('designation').notNull(),
    languageCode: text('language_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_requests_created').on(table.createdAt)],
);

/**
 * A newsletter issue: draft, then claimed for sending by one request (status 'sending', so a
 * second send finds no draft), then sent with the number of subscribers mailed.
 */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subjectEn: text('subject_en').notNull(),
  subjectAr: text('subject_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  status: text('status', { enum: NEWSLETTER_ISSUE_STATUSES }).notNull().default('draft'),
  recipientCount: integer('recipient_count'),
  sentBy: integer('sent_by').references(() => users.id),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The newsletter outbox (decision 040): one row per issue and confirmed subscriber, written when
 * the admin sends the issue; the background job mails the pending rows. A row is claimed
 * (pending -> sending) before its mail goes out, so no subscriber gets an issue twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id),
    status: text('status', { enum: NEWSLETTER_DELIVERY_STATUSES }).notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_issue_subscription').on(table.issueId, table.subscriptionId),
    index('newsletter_deliveries_pending')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);
