import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { investors } from './directory.ts';

/**
 * An investor's previous investments (an individual investor's previous investments: company name,
 * ownership, ownership date). The company is named, not linked: it may be outside the directory.
 */
export const investorPreviousInvestments = pgTable(
  'investor_previous_investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    companyNameEn: text('company_name_en').notNull(),
    companyNameAr: text('company_name_ar').notNull(),
    /** Ownership percentage, 0 to 100. */
    ownershipPercentage: numeric('ownership_percentage', { precision: 5, scale: 2 }).notNull(),
    ownershipDate: date('ownership_date').notNull(),
  },
  (table) => [index('investor_previous_investments_investor').on(table.investorId)],
);

/**
 * Key members of an institutional investor of the directory (the institutional investor profile:
 * name, designation, degree), in both languages.
 */
export const investorKeyMembers = pgTable(
  'investor_key_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investorId: integer('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    fullNameEn: text('full_name_en').notNull(),
    fullNameAr: text('full_name_ar').notNull(),
    /** A designations lookup code. */
    designation: text('designation').notNull(),
    degreeEn: text('degree_en').notNull(),
    degreeAr: text('degree_ar').notNull(),
  },
  (table) => [index('investor_key_members_investor').on(table.investorId)],
);
