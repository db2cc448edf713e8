import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** ISIC Rev.4 level 1 (data/isic4). */
export const isicSections = pgTable('isic_sections', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** ISIC Rev.4 level 2. */
export const isicDivisions = pgTable('isic_divisions', {
  code: text('code').primaryKey(),
  sectionCode: text('section_code')
    .notNull()
    .references(() => isicSections.code),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** ISIC Rev.4 level 3. */
export const isicGroups = pgTable('isic_groups', {
  code: text('code').primaryKey(),
  divisionCode: text('division_code')
    .notNull()
    .references(() => isicDivisions.code),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** ISIC Rev.4 level 4; a company's industry is one class. */
export const isicClasses = pgTable('isic_classes', {
  code: text('code').primaryKey(),
  groupCode: text('group_code')
    .notNull()
    .references(() => isicGroups.code),
  divisionCode: text('division_code')
    .notNull()
    .references(() => isicDivisions.code),
  sectionCode: text('section_code')
    .notNull()
    .references(() => isicSections.code),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** The Saudi Exchange's 22 industry groups (data/tadawul sectors.json): the "sectors" lookup. */
export const exchangeSectors = pgTable('exchange_sectors', {
  code: text('code').primaryKey(),
  displayOrder: integer('display_order').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  gicsSectorEn: text('gics_sector_en'),
});
