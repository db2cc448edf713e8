import { and, count, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { localText, type NewsItem, type NewsPage, type NewsType } from '@hissa/contracts/company-profile';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { companyNews } from '../../db/schema/company-content.ts';
import { companies } from '../../db/schema/directory.ts';
import { companyFollows } from '../../db/schema/follows.ts';
import { holdings } from '../../db/schema/trading.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';
import { filesByOwner, toAttachment } from './company-content-queries.ts';

/**
 * Which news: of one company (`companyId`), of the companies user `followerUserId` follows or
 * holds shares in, of one type; every company's when neither company filter is given.
 */
type NewsFilters = { companyId?: number; followerUserId?: number; type?: NewsType };

const newsColumns = {
  news: companyNews,
  nameEn: companies.nameEn,
  nameAr: companies.nameAr,
  logoUrl: companies.logoUrl,
};

/** News of the companies `userId` follows or holds shares in (more than zero). */
function ofMyCompanies(db: Db, userId: number): SQL | undefined {
  return or(
    inArray(
      companyNews.companyId,
      db.select({ id: companyFollows.companyId }).from(companyFollows).where(eq(companyFollows.userId, userId)),
    ),
    inArray(
      companyNews.companyId,
      db
        .select({ id: holdings.companyId })
        .from(holdings)
        .where(and(eq(holdings.userId, userId), gt(holdings.shares, 0))),
    ),
  );
}

function whereOf(db: Db, filters: NewsFilters): SQL | undefined {
  return and(
    filters.companyId === undefined ? undefined : eq(companyNews.companyId, filters.companyId),
    filters.followerUserId === undefined ? undefined : ofMyCompanies(db, filters.followerUserId),
    filters.type === undefined ? undefined : eq(companyNews.type, filters.type),
  );
}

/** News rows with their companies and attachments, as answered in `language`. */
async function toNewsItems(
  db: Db,
  rows: { news: typeof companyNews.$inferSelect; nameEn: string; nameAr: string; logoUrl: string | null }[],
  language: Language,
): Promise<NewsItem[]> {
  const attachments = await filesByOwner(
    db,
    'company_news',
    rows.map((row) => row.news.id),
  );
  return rows.map(({ news, nameEn, nameAr, logoUrl }) => {
    const attachment = attachments.get(news.id)?.[0];
    return {
      id: news.id,
      type: news.type,
      companyId: news.companyId,
      companyName: localName({ nameEn, nameAr }, language),
      companyLogoUrl: logoUrl,
      title: localText(news.titleEn, news.titleAr, language) ?? '',
      body: localText(news.bodyEn, news.bodyAr, language) ?? '',
      titleEn: news.titleEn,
      titleAr: news.titleAr,
      bodyEn: news.bodyEn,
      bodyAr: news.bodyAr,
      publishedAt: news.publishedAt.toISOString(),
      attachment: attachment ? toAttachment(attachment) : null,
    };
  });
}

/**
 * A page of news and announcements, latest first (CompanyNewsEndpoint; the dashboards'
 * AllNewsEndpoint across companies), narrowed by `filters` (one company, the companies a user
 * follows or holds, one type). `page` is 0-based.
 */
export async function listNews(
  db: Db,
  filters: NewsFilters,
  paging: { page: number; size: number },
  language: Language,
): Promise<NewsPage> {
  const where = whereOf(db, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(newsColumns)
      .from(companyNews)
      .innerJoin(companies, eq(companies.id, companyNews.companyId))
      .where(where)
      .orderBy(desc(companyNews.publishedAt), desc(companyNews.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(companyNews).where(where),
  ]);
  return {
    data: await toNewsItems(db, rows, language),
    page: paging.page,
    size: paging.size,
    total: Number(total?.total ?? 0),
  };
}

/** News item `newsId` in `language`, or null when there is none. */
export async function findNews(db: Db, newsId: number, language: Language): Promise<NewsItem | null> {
  const rows = await db
    .select(newsColumns)
    .from(companyNews)
    .innerJoin(companies, eq(companies.id, companyNews.companyId))
    .where(eq(companyNews.id, newsId));
  const [item] = await toNewsItems(db, rows, language);
  return item ?? null;
}

type NewsValues = {
  type: NewsType;
  titleEn: string | null;
  titleAr: string | null;
  bodyEn: string | null;
  bodyAr: string | null;
};

/** Publishes a news item or announcement of company `companyId` by user `authorUserId`, with its attachment; returns its id. */
export async function createNews(
  db: Db,
  companyId: number,
  authorUserId: number,
  values: NewsValues,
  attachment: ReceivedFile | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyNews)
      .values({ ...values, companyId, authorUserId })
      .returning({ id: companyNews.id });
    if (!row) throw new Error('news not inserted');
    if (attachment) await recordStoredFiles(tx, { ownerType: 'company_news', ownerId: row.id }, [attachment]);
    return row.id;
  });
}
