import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ARTICLE_KINDS, ARTICLE_STATUSES, NEWS_CATEGORIES } from '@hissa/contracts/news/news-articles';
import { storedFiles } from './files.ts';
import { users } from './users.ts';

/** PostgreSQL's tsvector, read back as its text form (never read by the app). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A newsroom article (decision 029): bilingual headline, summary and body (sanitised HTML,
 * apps/api lib/rich-text.ts), category and kind, status; readers see it once it is not a draft and
 * `publishAt` has come. `searchText` is normalizeSearchText of both headlines, summaries and the
 * bodies' text; `searchVector` its words under the english and arabic configurations (GIN
 * index), `titleSearch` the normalised headlines for fragment matches (trigram index).
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull(),
    category: text('category', { enum: NEWS_CATEGORIES }).notNull(),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    coverFileId: text('cover_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorUserId: integer('author_user_id').references(() => users.id),
    searchText: text('search_text').notNull(),
    titleSearch: text('title_search').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english'::regconfig, search_text) || to_tsvector('arabic'::regconfig, search_text)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_articles_visible')
      .on(table.publishAt)
      .where(sql`${table.status} <> 'draft'`),
    index('news_articles_search_vector').using('gin', table.searchVector),
    index('news_articles_title_trgm').using('gin', table.titleSearch.op('gin_trgm_ops')),
    index('news_articles_updated').on(table.updatedAt),
  ],
);

/**
 * Reads of an article per Riyadh day: one counter row per article and day, so trending (the most
 * read over the last days) is counted without storing who read what.
 */
export const newsArticleReads = pgTable(
  'news_article_reads',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reads: integer('reads').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.day] }), index('news_article_reads_day').on(table.day)],
);
