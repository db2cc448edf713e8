import { type SQL, sql } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { localText } from '@hissa/contracts/company-profile';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { Language } from '@hissa/contracts/languages';
import type { ArticleKind, NewsCard, NewsCategory } from '@hissa/contracts/news/news-articles';
import { NewsCoverEndpoint } from '@hissa/contracts/news-endpoints';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/*
 * The readers' feed (decision 029): visible newsroom articles (not drafts, publishAt come) and, in
 * the "private companies" category, the company users' news and announcements (company_news,
 * read where they are). Both sources are one UNION ALL with the same columns; each branch carries
 * its own filters so PostgreSQL uses each table's indexes.
 */

/** What the feed is narrowed by. Dates are instants (a Riyadh day's start, the next day's start). */
export type FeedFilters = {
  category?: NewsCategory;
  kind?: ArticleKind;
  text?: string;
  from?: Date;
  until?: Date;
  /** Leaves one item out (the article whose related items these are). */
  excludeKey?: string;
};

/** Longest summary of a company item, cut from its body, in characters. */
const COMPANY_SUMMARY_LENGTH = 280;

/** A feed row as selected: both languages of each text. */
export type FeedRow = {
  source: 'newsroom' | 'company';
  id: number;
  kind: ArticleKind;
  category: NewsCategory;
  title_en: string | null;
  title_ar: string | null;
  summary_en: string | null;
  summary_ar: string | null;
  cover_file_id: string | null;
  published_at: Date | string;
  company_name_en: string | null;
  company_name_ar: string | null;
};

/** The readable key of a feed row: '42' for an article, 'c42' for a company item (contracts ArticleKeySchema). */
export function feedKey(row: Pick<FeedRow, 'source' | 'id'>): string {
  return row.source === 'company' ? `c${row.id}` : String(row.id);
}

/** The public URL of a cover image. */
export function coverUrl(fileId: string | null): string | null {
  return fileId ? endpointUrl(NewsCoverEndpoint, { fileId }) : null;
}

/** A feed row as a card in `language` (the other language when one is missing). */
export function toCard(row: FeedRow, language: Language): NewsCard {
  return {
    key: feedKey(row),
    source: row.source,
    kind: row.kind,
    category: row.category,
    title: localText(row.title_en, row.title_ar, language) ?? '',
    summary: localText(row.summary_en, row.summary_ar, language) ?? '',
    coverUrl: coverUrl(row.cover_file_id),
    companyName: row.company_name_en === null ? null : localText(row.company_name_en, row.company_name_ar, language),
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

/** The text query: the normalised words under both configurations, and a fragment pattern for headlines. */
function textMatch(text: string | undefined): { words: string; pattern: string } | null {
  if (text === undefined) return null;
  const words = normalizeSearchText(text);
  const pattern = containsPattern(text);
  return words && pattern ? { words, pattern } : null;
}

const visibleArticle = sql`a.status <> 'draft' and a.publish_at <= now()`;

function articleBranch(filters: FeedFilters): SQL {
  const match = textMatch(filters.text);
  const excluded = filters.excludeKey && /^\d+$/.test(filters.excludeKey) ? Number(filters.excludeKey) : null;
  const conditions: SQL[] = [visibleArticle];
  if (filters.category) conditions.push(sql`a.category = ${filters.category}`);
  if (filters.kind) conditions.push(sql`a.kind = ${filters.kind}`);
  if (filters.from) conditions.push(sql`a.publish_at >= ${filters.from.toISOString()}`);
  if (filters.until) conditions.push(sql`a.publish_at < ${filters.until.toISOString()}`);
  if (excluded !== null) conditions.push(sql`a.id <> ${excluded}`);
  if (match)
    conditions.push(
      sql`(a.search_vector @@ (plainto_tsquery('english', ${match.words}) || plainto_tsquery('arabic', ${match.words}))
           or a.title_search like ${match.pattern})`,
    );
  return sql`select 'newsroom' as source, a.id, a.kind, a.category, a.title_en, a.title_ar, a.summary_en, a.summary_ar,
      a.cover_file_id, a.publish_at as published_at, null::text as company_name_en, null::text as company_name_ar
    from news_articles a where ${sql.join(conditions, sql` and `)}`;
}

function companyBranch(filters: FeedFilters): SQL | null {
  if (filters.category && filters.category !== 'private-companies') return null;
  if (filters.kind && filters.kind !== 'news') return null;
  const match = textMatch(filters.text);
  const excluded = filters.excludeKey?.startsWith('c') ? Number(filters.excludeKey.slice(1)) : null;
  const conditions: SQL[] = [sql`true`];
  if (filters.from) conditions.push(sql`n.published_at >= ${filters.from.toISOString()}`);
  if (filters.until) conditions.push(sql`n.published_at < ${filters.until.toISOString()}`);
  if (excluded !== null) conditions.push(sql`n.id <> ${excluded}`);
  if (match)
    conditions.push(
      sql`(n.search_vector @@ (plainto_tsquery('english', ${match.words}) || plainto_tsquery('arabic', ${match.words}))
           or n.title_search like ${match.pattern})`,
    );
  return sql`select 'company' as source, n.id, 'news' as kind, 'private-companies' as category, n.title_en, n.title_ar,
      left(n.body_en, ${COMPANY_SUMMARY_LENGTH}) as summary_en, left(n.body_ar, ${COMPANY_SUMMARY_LENGTH}) as summary_ar,
      null::text as cover_file_id, n.published_at, c.name_en as company_name_en, c.name_ar as company_name_ar
    from company_news n join companies c on c.id = n.company_id where ${sql.join(conditions, sql` and `)}`;
}

/** The feed's branches for `filters`, as one UNION ALL. */
function feedSql(filters: FeedFilters): SQL {
  const company = companyBranch(filters);
  return company ? sql`${articleBranch(filters)} union all ${company}` : articleBranch(filters);
}

/**
 * A page of the feed, latest first (ties by source and id), with the total; `page` 0-based.
 */
export async function feedPage(
  db: Db,
  filters: FeedFilters,
  paging: { page: number; size: number },
): Promise<{ rows: FeedRow[]; total: number }> {
  const feed = feedSql(filters);
  const [rows, [counted]] = await Promise.all([
    queryRows<FeedRow>(
      db,
      sql`select * from (${feed}) feed order by published_at desc, source desc, id desc
          limit ${paging.size} offset ${paging.page * paging.size}`,
    ),
    queryRows<{ total: number | string }>(db, sql`select count(*) as total from (${feed}) feed`),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** One readable item by key ('42' visible article, 'c42' company item), or undefined. */
export async function feedItem(
  db: Db,
  key: string,
): Promise<(FeedRow & { body_en: string | null; body_ar: string | null }) | undefined> {
  const id = Number(key.replace(/^c/, ''));
  const query = key.startsWith('c')
    ? sql`select 'company' as source, n.id, 'news' as kind, 'private-companies' as category, n.title_en, n.title_ar,
          left(n.body_en, ${COMPANY_SUMMARY_LENGTH}) as summary_en, left(n.body_ar, ${COMPANY_SUMMARY_LENGTH}) as summary_ar,
          null::text as cover_file_id, n.published_at, c.name_en as company_name_en, c.name_ar as company_name_ar,
          n.body_en, n.body_ar
        from company_news n join companies c on c.id = n.company_id where n.id = ${id}`
    : sql`select 'newsroom' as source, a.id, a.kind, a.category, a.title_en, a.title_ar, a.summary_en, a.summary_ar,
          a.cover_file_id, a.publish_at as published_at, null::text as company_name_en, null::text as company_name_ar,
          a.body_en, a.body_ar
        from news_articles a where a.id = ${id} and ${visibleArticle}`;
  const [row] = await queryRows<FeedRow & { body_en: string | null; body_ar: string | null }>(db, query);
  return row;
}

/** The most read visible articles since Riyadh day `sinceDay` (YYYY-MM-DD), `count` of them. */
export async function trendingRows(db: Db, sinceDay: string, count: number): Promise<FeedRow[]> {
  return queryRows<FeedRow>(
    db,
    sql`select 'newsroom' as source, a.id, a.kind, a.category, a.title_en, a.title_ar, a.summary_en, a.summary_ar,
          a.cover_file_id, a.publish_at as published_at, null::text as company_name_en, null::text as company_name_ar
        from (select article_id, sum(reads) as reads from news_article_reads where day >= ${sinceDay}
              group by article_id) r
        join news_articles a on a.id = r.article_id
        where ${visibleArticle}
        order by r.reads desc, a.publish_at desc, a.id desc limit ${count}`,
  );
}

/** Adds one read of article `articleId` to Riyadh day `day`'s counter. */
export async function countRead(db: Db, articleId: number, day: string): Promise<void> {
  await db.execute(
    sql`insert into news_article_reads (article_id, day, reads) values (${articleId}, ${day}, 1)
        on conflict (article_id, day) do update set reads = news_article_reads.reads + 1`,
  );
}
