import { SimpleFaker } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import type { ArticleStatus } from '@hissa/contracts/news/news-articles';
import type { Db } from '../db/client.ts';
import { companies, serviceProviders } from '../db/schema/directory.ts';
import { cities } from '../db/schema/geography.ts';
import { newsArticleReads } from '../db/schema/news.ts';
import { createArticle } from '../modules/news/newsroom-service.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { INTERVIEW_PEOPLE, NEWS_TEMPLATES, type NewsTemplate, QUARTERS } from './news-texts.ts';
import { SEED } from './seed-context.ts';

/** Articles at scale 1, spread over ARCHIVE_DAYS before the seed's run. */
const FULL_SCALE_ARTICLES = 480;
/** Fewest articles at any scale: every template (so every category and kind) at least once, plus a few. */
const MIN_ARTICLES = NEWS_TEMPLATES.length + 4;
const ARCHIVE_DAYS = 730;
/** Articles with reads over the last week (trending), and the days counted. */
const TRENDING_ARTICLES = 8;
const READ_DAYS = 7;
const DAY_MS = 86_400_000;

type Names = { en: string; ar: string };

/** Fills a template's placeholders from `values` (the language's side of each pair). */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** Arabic text with Arabic-Indic digits and percent sign, as Saudi business press writes it. */
function arabicDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit).replace(/%/g, '٪');
}

function paragraphs(lines: readonly string[], values: Record<string, string>, language: 'en' | 'ar'): string {
  return lines
    .map((line) => `<p>${language === 'ar' ? arabicDigits(fill(line, values)) : fill(line, values)}</p>`)
    .join('');
}

/**
 * The demo news archive (decision 029), written through the newsroom's service as the admin
 * would: round(480 x scale) articles (at least one per template, so every category and kind
 * shows at 0.01) published over the two years before `now`, the newest first, templates taking
 * turns; two scheduled for the coming days and two drafts; and per-day read counters over the
 * last week for the newest few, so trending has something to show. Deterministic but for `now`.
 * Returns the number of articles written.
 */
export async function insertNewsDemo(tx: Db, scale: number, now: Date = new Date()): Promise<number> {
  const random = new SimpleFaker({ seed: SEED + 29 });
  const count = Math.max(MIN_ARTICLES, Math.round(FULL_SCALE_ARTICLES * scale));
  const companyNames: Names[] = (
    await tx
      .select({ en: companies.nameEn, ar: companies.nameAr })
      .from(companies)
      .where(eq(companies.companyType, 'non_listed'))
      .orderBy(asc(companies.id))
      .limit(60)
  ).map((row) => ({ en: row.en, ar: row.ar }));
  const providerNames: Names[] = await tx
    .select({ en: serviceProviders.nameEn, ar: serviceProviders.nameAr })
    .from(serviceProviders)
    .orderBy(asc(serviceProviders.id))
    .limit(30);
  const cityNames: Names[] = await tx
    .select({ en: cities.nameEn, ar: cities.nameAr })
    .from(cities)
    .orderBy(asc(cities.id))
    .limit(20);
  const fallback = { en: 'Hissa', ar: 'حصة' };

  const valuesOf = (template: NewsTemplate, publishedAt: Date) => {
    const company =
      random.helpers.arrayElement(
        template.category === 'providers' && providerNames.length > 0 ? providerNames : companyNames,
      ) ?? fallback;
    const city = random.helpers.arrayElement(cityNames) ?? fallback;
    const person = random.helpers.arrayElement(INTERVIEW_PEOPLE);
    const quarter = QUARTERS[Math.floor(new Date(publishedAt).getUTCMonth() / 3)] ?? (['Q1', 'الربع الأول'] as const);
    const shared = {
      amount: String(random.number.int({ min: 5, max: 450 })),
      percent: String(random.number.int({ min: 6, max: 48 })),
      year: String(publishedAt.getUTCFullYear()),
    };
    return {
      en: { ...shared, company: company.en, city: city.en, person: person[0], quarter: quarter[0] },
      ar: { ...shared, company: company.ar, city: city.ar, person: person[1], quarter: quarter[1] },
    };
  };

  const write = async (index: number, status: ArticleStatus, publishAt: Date, writtenAt: Date) => {
    const template = NEWS_TEMPLATES[index % NEWS_TEMPLATES.length] ?? NEWS_TEMPLATES[0];
    if (!template) throw new Error('no news templates');
    const values = valuesOf(template, publishAt);
    return createArticle(
      tx,
      null,
      {
        titleEn: fill(template.titleEn, values.en),
        titleAr: arabicDigits(fill(template.titleAr, values.ar)),
        summaryEn: fill(template.summaryEn, values.en),
        summaryAr: arabicDigits(fill(template.summaryAr, values.ar)),
        bodyEn: paragraphs(template.bodyEn, values.en, 'en'),
        bodyAr: paragraphs(template.bodyAr, values.ar, 'ar'),
        category: template.category,
        kind: template.kind,
        status,
        publishAt: publishAt.toISOString(),
      },
      writtenAt,
    );
  };

  const startOfToday = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const published = [];
  // Oldest first, so ids grow with the date; the newest lands a few hours before `now`.
  for (let index = count - 1; index >= 0; index -= 1) {
    const daysAgo = (index * ARCHIVE_DAYS) / count;
    const at = new Date(startOfToday - daysAgo * DAY_MS + random.number.int({ min: 6, max: 14 }) * 3_600_000);
    const publishAt = at < now ? at : new Date(now.getTime() - 3_600_000);
    published.push(await write(index, 'published', publishAt, publishAt));
  }
  for (const days of [2, 5])
    await write(count + days, 'scheduled', new Date(startOfToday + days * DAY_MS + 9 * 3_600_000), now);
  for (const extra of [1, 3]) await write(count + extra, 'draft', new Date(startOfToday + 30 * DAY_MS), now);

  const newest = published.slice(-TRENDING_ARTICLES);
  const reads = newest.flatMap((article, rank) =>
    Array.from({ length: READ_DAYS }, (_, day) => ({
      articleId: article.id,
      day: riyadhToday(new Date(now.getTime() - day * DAY_MS)),
      reads: random.number.int({ min: 5, max: 40 }) * (rank + 1),
    })),
  );
  await insertInBatches(tx, newsArticleReads, reads);
  return count + 4;
}
