import { count, desc, eq } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  type ArticleStatus,
  NEWS_KEYS,
  type NewsroomArticle,
  type SaveArticleSchema,
} from '@hissa/contracts/news/news-articles';
import { RICH_TEXT_KEYS, richTextPlain } from '@hissa/contracts/rich-text';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { newsArticles } from '../../db/schema/news.ts';
import { publishMoment, statusAt, statusFilter } from '../../lib/publication.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { AppError } from '../../plugins/errors.ts';
import { coverUrl } from './news-feed.ts';

/*
 * The newsroom's writes (decision 029), used by the admin's routes and by the seed alike: an
 * article's bodies are sanitised before storing, its search text derived, its publication moment
 * set by its status.
 */

/** An article as the newsroom sends it (contracts SaveArticleSchema's output). */
export type ArticleValues = z.output<typeof SaveArticleSchema>;
type ArticleRow = typeof newsArticles.$inferSelect;

/** The editor's view of an article row at `now`. */
export function toNewsroomArticle(row: ArticleRow, now: Date = new Date()): NewsroomArticle {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    summaryEn: row.summaryEn,
    summaryAr: row.summaryAr,
    bodyEn: row.bodyEn,
    bodyAr: row.bodyAr,
    category: row.category,
    kind: row.kind,
    status: statusAt(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    coverUrl: coverUrl(row.coverFileId),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A body sanitised; 400 richText.required on `field` when nothing readable is left. */
function cleanBody(html: string, field: string): string {
  const clean = sanitizeRichText(html);
  if (richTextPlain(clean) === '')
    throw new AppError(400, ERROR_KEYS.validation, {}, [{ field, key: RICH_TEXT_KEYS.required }]);
  return clean;
}

/** The stored columns of `values` (sanitised bodies, search texts, publication moment). */
function columnsOf(values: ArticleValues, existing: ArticleRow | undefined, now: Date) {
  const bodyEn = cleanBody(values.bodyEn, 'body.bodyEn');
  const bodyAr = cleanBody(values.bodyAr, 'body.bodyAr');
  const plain = [
    values.titleEn,
    values.titleAr,
    values.summaryEn,
    values.summaryAr,
    richTextPlain(bodyEn),
    richTextPlain(bodyAr),
  ];
  return {
    kind: values.kind,
    category: values.category,
    status: values.status,
    titleEn: values.titleEn,
    titleAr: values.titleAr,
    summaryEn: values.summaryEn,
    summaryAr: values.summaryAr,
    bodyEn,
    bodyAr,
    publishAt: publishMoment(values, existing, now),
    searchText: normalizeSearchText(plain.join(' ')),
    titleSearch: normalizeSearchText(`${values.titleEn} ${values.titleAr}`),
    updatedAt: now,
  };
}

/**
 * Writes a new article by `authorUserId` (null for the seed's archive); returns its row.
 * Errors: 400 richText.required (a body with no text once sanitised), publication.publishAtPast.
 */
export async function createArticle(
  db: Db,
  authorUserId: number | null,
  values: ArticleValues,
  now: Date = new Date(),
): Promise<ArticleRow> {
  const [row] = await db
    .insert(newsArticles)
    .values({ ...columnsOf(values, undefined, now), authorUserId, createdAt: now })
    .returning();
  if (!row) throw new Error('article not inserted');
  return row;
}

/** Saves article `articleId` (same rules as createArticle); 404 news.notFound. */
export async function updateArticle(db: Db, articleId: number, values: ArticleValues): Promise<ArticleRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(newsArticles).where(eq(newsArticles.id, articleId)).for('update');
    if (!existing) throw new AppError(404, NEWS_KEYS.notFound);
    const [row] = await tx
      .update(newsArticles)
      .set(columnsOf(values, existing, new Date()))
      .where(eq(newsArticles.id, articleId))
      .returning();
    if (!row) throw new AppError(404, NEWS_KEYS.notFound);
    return row;
  });
}

/** Article `articleId`, or undefined. */
export async function findArticle(db: Db, articleId: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, articleId));
  return row;
}

/**
 * A page of the newsroom, latest change first; `status` as stored ('published' also finds
 * scheduled articles whose time has come, 'scheduled' only those still ahead).
 */
export async function newsroomPage(
  db: Db,
  query: { status?: ArticleStatus; page: number; size: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = statusFilter(newsArticles, query.status, new Date());
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}
