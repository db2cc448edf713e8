import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { PROVIDER_PICTURE_KINDS } from '@hissa/contracts/services-marketplace/provider-content';
import { oneLanguage } from './bilingual-check.ts';
import { isicClasses } from './classification.ts';
import { serviceProviders } from './directory.ts';
import { storedFiles } from './files.ts';

/*
 * The sections a provider writes on its profile (contracts services-marketplace/provider-content.ts):
 * service portfolio, projects, clients, team members, honors and awards, testimonials. The about
 * and business-info sections are columns of service_providers. Texts are kept in English and
 * Arabic (`*_en`, `*_ar`); a required pair needs at least one of them. Category and sub-category
 * are an ISIC class (its division is the category). Pictures are provider_pictures rows.
 */

/** The provider's services (service portfolio); the starting fee is in halalas. */
export const providerServices = pgTable(
  'provider_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    isicClassCode: text('isic_class_code')
      .notNull()
      .references(() => isicClasses.code),
    titleEn: text('title_en'),
    titleAr: text('title_ar'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    startingFeeHalalas: bigint('starting_fee_halalas', { mode: 'number' }),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_services_provider').on(table.providerId, table.displayOrder, table.id),
    index('provider_services_isic_class').on(table.isicClassCode),
    check('provider_services_title', oneLanguage(table.titleEn, table.titleAr)),
    check('provider_services_fee', sql`${table.startingFeeHalalas} is null or ${table.startingFeeHalalas} >= 0`),
  ],
);

/**
 * The provider's projects. `searchText` holds normalizeSearchText of the titles, descriptions and
 * client names, with a trigram index for the screener's search by project.
 */
export const providerProjects = pgTable(
  'provider_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    isicClassCode: text('isic_class_code')
      .notNull()
      .references(() => isicClasses.code),
    titleEn: text('title_en'),
    titleAr: text('title_ar'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    clientNameEn: text('client_name_en'),
    clientNameAr: text('client_name_ar'),
    completedYear: smallint('completed_year'),
    searchText: text('search_text').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_projects_provider').on(table.providerId, table.displayOrder, table.id),
    index('provider_projects_isic_class').on(table.isicClassCode),
    index('provider_projects_search_text_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    check('provider_projects_title', oneLanguage(table.titleEn, table.titleAr)),
  ],
);

/** The provider's clients: name, description and designation in both languages; the logo is a picture. */
export const providerClients = pgTable(
  'provider_clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    designationEn: text('designation_en'),
    designationAr: text('designation_ar'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_clients_provider').on(table.providerId, table.displayOrder, table.id),
    check('provider_clients_name', oneLanguage(table.nameEn, table.nameAr)),
  ],
);

/** The provider's team: a title (TITLE_CODES: Dr., Mr., Ms.), name and designation; the photo is a picture. */
export const providerTeamMembers = pgTable(
  'provider_team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    titleCode: text('title_code'),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    designationEn: text('designation_en'),
    designationAr: text('designation_ar'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_team_members_provider').on(table.providerId, table.displayOrder, table.id),
    check('provider_team_members_name', oneLanguage(table.nameEn, table.nameAr)),
  ],
);

/** The provider's honors and awards: year, title, description and issuing institute. */
export const providerAwards = pgTable(
  'provider_awards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    titleEn: text('title_en'),
    titleAr: text('title_ar'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    issuerEn: text('issuer_en'),
    issuerAr: text('issuer_ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_awards_provider').on(table.providerId, table.year),
    check('provider_awards_title', oneLanguage(table.titleEn, table.titleAr)),
    check('provider_awards_issuer', oneLanguage(table.issuerEn, table.issuerAr)),
    check('provider_awards_year', sql`${table.year} between 1900 and 2100`),
  ],
);

/**
 * Testimonials the provider quotes on its profile (from its own clients; shown as "shared by the
 * provider"). Reviews from buyers of completed engagements are provider_reviews and show as verified.
 */
export const providerTestimonials = pgTable(
  'provider_testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    authorNameEn: text('author_name_en'),
    authorNameAr: text('author_name_ar'),
    authorDesignationEn: text('author_designation_en'),
    authorDesignationAr: text('author_designation_ar'),
    quoteEn: text('quote_en'),
    quoteAr: text('quote_ar'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_testimonials_provider').on(table.providerId, table.displayOrder, table.id),
    check('provider_testimonials_author', oneLanguage(table.authorNameEn, table.authorNameAr)),
    check('provider_testimonials_quote', oneLanguage(table.quoteEn, table.quoteAr)),
  ],
);

/**
 * Pictures of a provider (PROVIDER_PICTURE_KINDS): its logo, or a picture of one of its services,
 * projects, clients or team members (`ownerId` that row's id; null for the logo). `fileId` is the
 * re-encoded picture and `thumbnailFileId` its thumbnail, both stored_files rows owned by
 * 'provider_picture' (this row's id); width and height are the stored picture's pixels.
 */
export const providerPictures = pgTable(
  'provider_pictures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROVIDER_PICTURE_KINDS }).notNull(),
    ownerId: integer('owner_id'),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id),
    thumbnailFileId: text('thumbnail_file_id')
      .notNull()
      .references(() => storedFiles.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_pictures_owner').on(table.providerId, table.kind, table.ownerId),
    check('provider_pictures_owner', sql`(${table.kind} = 'logo') = (${table.ownerId} is null)`),
  ],
);
