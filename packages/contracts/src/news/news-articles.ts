import { z } from 'zod';
import { MAX_ID } from '../http/common-schemas.ts';
import { isIsoDate } from '../funding.ts';
import { MAX_PAGE_SIZE, PageRequestSchema, pageSchema } from '../pagination.ts';
import {
  PUBLICATION_KEYS,
  PUBLICATION_STATUSES,
  PUBLISH_AT_REQUIRED,
  publishAtSchema,
  scheduledHasPublishAt,
} from '../publication.ts';
import { richTextSchema } from '../rich-text.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../search.ts';

/*
 * News and the newsroom (spec §2 News screen, §3 "news and announcement", §5 "News headline at most
 * 300 characters"; docs/decisions/029-news-and-newsroom.md). The admin writes bilingual articles
 * (news, expert thoughts, interviews) in the newsroom; readers browse them by category with the
 * company users' own news and announcements in the "private companies" category.
 */

/** The News screen's categories (spec §2), "all" being no category. */
export const NEWS_CATEGORIES = [
  'private-companies',
  'fintech',
  'funding',
  'government-initiatives',
  'investors',
  'providers',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** What an article is: news, an expert's thought (media-hub/experts-thoughts) or an interview (sharikat-news/interviews). */
export const ARTICLE_KINDS = ['news', 'expert-thought', 'interview'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Where an article is in the newsroom: the shared publication states (contracts publication.ts). */
export const ARTICLE_STATUSES = PUBLICATION_STATUSES;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Headline limit (spec §5: "News headline at most 300 characters"). */
export const NEWS_HEADLINE_MAX_LENGTH = 300;
/** Summary limit, in characters (the card's teaser and the Open Graph description). */
export const NEWS_SUMMARY_MAX_LENGTH = 600;
/** Articles per page on the news list. */
export const NEWS_PAGE_SIZE = 12;
/** Trending: the most read articles over the last TRENDING_DAYS days, TRENDING_COUNT of them. */
export const TRENDING_DAYS = 7;
export const TRENDING_COUNT = 5;
/** Related articles under an article. */
export const RELATED_COUNT = 3;
/** Cover images: png, jpeg or webp by content, under 2 MB (spec §5 form limit), longest side resized to 1,600 px. */
export const NEWS_COVER_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const NEWS_COVER_MAX_BYTES = 2 * 1024 * 1024;
export const NEWS_COVER_MAX_SIDE = 1600;
/** The multipart field of a cover upload. */
export const NEWS_COVER_FIELD = 'cover';

/** Message keys (namespace news). */
export const NEWS_KEYS = {
  notFound: 'news.notFound',
  headlineRequired: 'news.headlineRequired',
  headlineTooLong: 'news.headlineTooLong',
  summaryRequired: 'news.summaryRequired',
  summaryTooLong: 'news.summaryTooLong',
  categoryRequired: 'news.categoryRequired',
  kindRequired: 'news.kindRequired',
  statusRequired: 'news.statusRequired',
  publishAtRequired: PUBLICATION_KEYS.publishAtRequired,
  publishAtPast: PUBLICATION_KEYS.publishAtPast,
  dateInvalid: 'news.dateInvalid',
  dateRange: 'news.dateRange',
  coverType: 'news.coverType',
  coverTooLarge: 'news.coverTooLarge',
  saved: 'news.saved',
  coverSaved: 'news.coverSaved',
} as const;

/**
 * The key of a readable item in paths (/news/article/:articleId): the newsroom article's id
 * ('42'), or 'c' and the id of a company user's news item ('c42').
 */
export const ArticleKeySchema = z
  .string()
  .max(12)
  .regex(/^c?[1-9]\d{0,9}$/, 'validation.invalidValue')
  // Both kinds of id are PostgreSQL integers.
  .refine((key) => Number(key.replace(/^c/, '')) <= MAX_ID, 'validation.invalidValue');

/** Where a readable item comes from: the newsroom, or a company user's news and announcements. */
export const NEWS_SOURCES = ['newsroom', 'company'] as const;

/** One item of the news list, in the request's language. `coverUrl` null when it has none. */
export const NewsCardSchema = z.object({
  key: z.string(),
  source: z.enum(NEWS_SOURCES),
  kind: z.enum(ARTICLE_KINDS),
  category: z.enum(NEWS_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  /** The company of a company news item, else null. */
  companyName: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type NewsCard = z.infer<typeof NewsCardSchema>;

/** A page of the news list. */
export const NewsCardPageSchema = pageSchema(NewsCardSchema);
export type NewsCardPage = z.infer<typeof NewsCardPageSchema>;

/** An article to read: the card, its body (sanitised HTML; plain text of a company item) and related items. */
export const NewsArticleSchema = NewsCardSchema.extend({
  bodyHtml: z.string(),
  related: z.array(NewsCardSchema),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

/**
 * The news list's filters: category (absent = all), kind, free text (English or Arabic, matched on
 * normalised words and on title fragments), published from / to (YYYY-MM-DD, Riyadh days,
 * inclusive), page (0-based) and size (default NEWS_PAGE_SIZE). 400 when `from` is after `to`.
 */
export const NewsQuerySchema = PageRequestSchema.extend({
  size: z.coerce
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(MAX_PAGE_SIZE, 'validation.sizeRange')
    .default(NEWS_PAGE_SIZE),
  category: z.enum(NEWS_CATEGORIES, 'validation.invalidValue').optional(),
  kind: z.enum(ARTICLE_KINDS, 'validation.invalidValue').optional(),
  q: z.string().max(SEARCH_TEXT_MAX_LENGTH, 'validation.tooLong').optional(),
  from: z.string().refine(isIsoDate, NEWS_KEYS.dateInvalid).optional(),
  to: z.string().refine(isIsoDate, NEWS_KEYS.dateInvalid).optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  error: NEWS_KEYS.dateRange,
  path: ['to'],
});
export type NewsQuery = z.input<typeof NewsQuerySchema>;
/** Filters the news list applies (NewsQuerySchema's output). */
export type NewsFilters = z.output<typeof NewsQuerySchema>;

/** Filter keys of the spec's search call (searchPrivateEquityNewsWithPagination) and the one operation each accepts. */
export const NEWS_SEARCH_FILTER_KEYS = {
  text: 'contains',
  category: 'equals',
  kind: 'equals',
  fromDate: 'equals',
  toDate: 'equals',
} as const;

/* ---- The newsroom (admin) ---- */

const headline = z
  .string(NEWS_KEYS.headlineRequired)
  .trim()
  .min(1, NEWS_KEYS.headlineRequired)
  .max(NEWS_HEADLINE_MAX_LENGTH, NEWS_KEYS.headlineTooLong);
const summary = z
  .string(NEWS_KEYS.summaryRequired)
  .trim()
  .min(1, NEWS_KEYS.summaryRequired)
  .max(NEWS_SUMMARY_MAX_LENGTH, NEWS_KEYS.summaryTooLong);

/**
 * An article as the newsroom saves it: headline, summary and body in English and Arabic (each
 * required; bodies are rich text the server sanitises), category, kind and status. `publishAt`
 * (ISO date-time) is required for a scheduled article and must be in the future then; for a
 * published one it defaults to the moment of publishing; a draft ignores it.
 */
export const SaveArticleSchema = z
  .object({
    titleEn: headline,
    titleAr: headline,
    summaryEn: summary,
    summaryAr: summary,
    bodyEn: richTextSchema(),
    bodyAr: richTextSchema(),
    category: z.enum(NEWS_CATEGORIES, NEWS_KEYS.categoryRequired),
    kind: z.enum(ARTICLE_KINDS, NEWS_KEYS.kindRequired),
    status: z.enum(ARTICLE_STATUSES, NEWS_KEYS.statusRequired),
    publishAt: publishAtSchema(NEWS_KEYS.dateInvalid),
  })
  .refine(scheduledHasPublishAt, PUBLISH_AT_REQUIRED);
export type SaveArticle = z.input<typeof SaveArticleSchema>;

/** A newsroom article in full, both languages, for the editor and the newsroom list. */
export const NewsroomArticleSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  summaryEn: z.string(),
  summaryAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  kind: z.enum(ARTICLE_KINDS),
  /** As stored; a scheduled article whose time has come reads as 'published'. */
  status: z.enum(ARTICLE_STATUSES),
  publishAt: z.iso.datetime({ offset: true }).nullable(),
  coverUrl: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type NewsroomArticle = z.infer<typeof NewsroomArticleSchema>;

/** The newsroom list's filters: status (absent = all), page, size. */
export const NewsroomQuerySchema = PageRequestSchema.extend({
  status: z.enum(ARTICLE_STATUSES, 'validation.invalidValue').optional(),
});

/** A page of the newsroom list. */
export const NewsroomPageSchema = pageSchema(NewsroomArticleSchema);
