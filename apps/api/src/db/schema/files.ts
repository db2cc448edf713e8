import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a stored file belongs to: a registration, a request, or an answer to a request; a
 * company (its logo and documents, `field` the kind), a company's team member (photo) or news item (attachment);
 * a provider's picture (the picture and its thumbnail), a quotation request or a provider's quotation (attachments);
 * a bank-transfer receipt of a payment; a document of an SME loan application; a podcast
 * episode's audio or a report's PDF; a newsroom article's cover.
 */
export const STORED_FILE_OWNER_TYPES = [
  'registration',
  'request',
  'request_response',
  'company',
  'company_team_member',
  'company_news',
  'provider_picture',
  'quotation_request',
  'service_quotation',
  'payment_receipt',
  'loan_application',
  'podcast_episode',
  'media_report',
  'news_article',
] as const;

/**
 * What the platform knows of an uploaded file; the bytes are in the FileStore under `id`
 * (random, never the user's file name). `contentType` is the type detected from the content,
 * not the one the browser claimed. `ownerType` / `ownerId` say what the file belongs to
 * (a registration, a request or a request's answer); `field` is the form field it came in.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    ownerType: text('owner_type', { enum: STORED_FILE_OWNER_TYPES }).notNull(),
    ownerId: integer('owner_id').notNull(),
    field: text('field').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_owner').on(table.ownerType, table.ownerId)],
);
