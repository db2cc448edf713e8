import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './directory.ts';
import { users } from './users.ts';

/** Companies a shareholder or investor follows (FollowCompanyEndpoint; decision 005); one row per pair. */
export const companyFollows = pgTable(
  'company_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('company_follows_company').on(table.companyId),
  ],
);
