import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The 13 administrative regions of Saudi Arabia (data/saudi-geo). */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  isoCode: text('iso_code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  capitalCityId: integer('capital_city_id'),
  population: integer('population'),
});

/** Saudi cities, towns and villages with their region (data/saudi-geo). */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
});
