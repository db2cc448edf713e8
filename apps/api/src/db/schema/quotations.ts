import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  QUOTATION_TITLE_MAX_LENGTH,
  REQUIREMENT_STATUSES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  STORED_SERVICE_QUOTATION_STATUSES,
} from '@hissa/contracts/services-marketplace/quotations';
import { exchangeSectors, isicClasses } from './classification.ts';
import { serviceProviders } from './directory.ts';
import { cities } from './geography.ts';
import { users } from './users.ts';

/*
 * Buyers' requirements, the providers recommended for them, quotation requests and the providers'
 * quotations, and reviews of completed engagements (contracts services-marketplace/quotations.ts).
 * Money is in halalas.
 */

/**
 * A requirement a buyer posts through the wizard: the service wanted (an ISIC class: category and
 * sub-category), the buyer's industry group and city, the wizard's two answers, title and
 * description. A public requirement is listed for providers to answer while open.
 * `searchText` holds normalizeSearchText(title + description).
 */
export const serviceRequirements = pgTable(
  'service_requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isicClassCode: text('isic_class_code')
      .notNull()
      .references(() => isicClasses.code),
    industryGroupCode: text('industry_group_code').references(() => exchangeSectors.code),
    cityId: integer('city_id').references(() => cities.id),
    /** The wizard's answers: a budget range code and a timeline code. */
    budgetCode: text('budget_code').notNull(),
    timelineCode: text('timeline_code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    searchText: text('search_text').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    status: text('status', { enum: REQUIREMENT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_requirements_buyer').on(table.buyerUserId, table.createdAt),
    index('service_requirements_public_open').on(table.status, table.isPublic, table.createdAt),
    check(
      'service_requirements_title_length',
      sql`char_length(${table.title}) between 1 and ${sql.raw(String(QUOTATION_TITLE_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * The providers recommended for a requirement, ranked 1 to 5, with the score, each factor's
 * normalised value, the weights and the scoring version used, and whether featuring boosted it
 * (a separate, labelled boost, never part of the score).
 */
export const providerRecommendations = pgTable(
  'provider_recommendations',
  {
    requirementId: integer('requirement_id')
      .notNull()
      .references(() => serviceRequirements.id, { onDelete: 'cascade' }),
    rank: smallint('rank').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    score: numeric('score', { precision: 7, scale: 6 }).notNull(),
    factors: jsonb('factors').$type<Record<string, number>>().notNull(),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    scoringVersion: text('scoring_version').notNull(),
    featuredBoost: boolean('featured_boost').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.requirementId, table.rank] }),
    uniqueIndex('provider_recommendations_provider').on(table.requirementId, table.providerId),
  ],
);

/**
 * A buyer's quotation request (title ≤ 255, description, submission deadline, attachments as
 * stored_files owned by 'quotation_request'), sent to one or more providers: one
 * service_quotations row each. `deadlineAt` is the end of `submissionDeadline` in Riyadh.
 */
export const quotationRequests = pgTable(
  'quotation_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requirementId: integer('requirement_id').references(() => serviceRequirements.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    submissionDeadline: date('submission_deadline', { mode: 'string' }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quotation_requests_buyer').on(table.buyerUserId, table.createdAt),
    check(
      'quotation_requests_title_length',
      sql`char_length(${table.title}) between 1 and ${sql.raw(String(QUOTATION_TITLE_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * One provider's side of a quotation request (STORED_SERVICE_QUOTATION_STATUSES). The response
 * (price and VAT in halalas, delivery time in days, message; attachments as stored_files owned by
 * 'service_quotation') is set together once the provider responds.
 */
export const serviceQuotations = pgTable(
  'service_quotations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quotationRequestId: integer('quotation_request_id')
      .notNull()
      .references(() => quotationRequests.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STORED_SERVICE_QUOTATION_STATUSES }).notNull().default('pending'),
    priceHalalas: bigint('price_halalas', { mode: 'number' }),
    vatHalalas: bigint('vat_halalas', { mode: 'number' }),
    deliveryDays: integer('delivery_days'),
    responseMessage: text('response_message'),
    respondedBy: integer('responded_by').references(() => users.id),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_quotations_request_provider').on(table.quotationRequestId, table.providerId),
    index('service_quotations_provider').on(table.providerId, table.status, table.createdAt),
    check(
      'service_quotations_response_together',
      sql`(${table.respondedAt} is null) = (${table.priceHalalas} is null)
        and (${table.respondedAt} is null) = (${table.vatHalalas} is null)
        and (${table.respondedAt} is null) = (${table.deliveryDays} is null)`,
    ),
    // a declined quotation may or may not have been answered (the buyer declines pending ones too; decision 018)
    check(
      'service_quotations_response_status',
      sql`${table.status} = 'declined' or (${table.status} = 'pending') = (${table.respondedAt} is null)`,
    ),
    check(
      'service_quotations_amounts',
      sql`(${table.priceHalalas} is null or ${table.priceHalalas} > 0) and (${table.vatHalalas} is null or ${table.vatHalalas} >= 0)
        and (${table.deliveryDays} is null or ${table.deliveryDays} > 0)`,
    ),
  ],
);

/**
 * A buyer's review of a completed engagement: one per service quotation, which must be completed;
 * shown as "verified" on the provider's profile. `comment` is in the reviewer's `languageCode`.
 */
export const providerReviews = pgTable(
  'provider_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceQuotationId: integer('service_quotation_id')
      .notNull()
      .unique()
      .references(() => serviceQuotations.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    reviewerUserId: integer('reviewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    languageCode: text('language_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_reviews_provider').on(table.providerId, table.createdAt),
    check(
      'provider_reviews_rating',
      sql`${table.rating} between ${sql.raw(String(REVIEW_RATING_MIN))} and ${sql.raw(String(REVIEW_RATING_MAX))}`,
    ),
  ],
);

/**
 * service-provider/unregistered-user: a buyer asks for a directory provider that no user acts for;
 * the request waits in the admin's queue until the admin has connected the buyer to that company
 * (`connectedAt`, `connectedBy`, the admin's note).
 */
export const providerConnectionRequests = pgTable(
  'provider_connection_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    connectedBy: integer('connected_by').references(() => users.id),
    adminNote: text('admin_note'),
  },
  (table) => [
    index('provider_connection_requests_open').on(table.connectedAt, table.createdAt),
    uniqueIndex('provider_connection_requests_one_open')
      .on(table.providerId, table.buyerUserId)
      .where(sql`${table.connectedAt} is null`),
  ],
);
