import { z } from 'zod';
import { CompanyPageSchema } from './companies.ts';
import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, IdSchema, MessageDataSchema } from './http/common-schemas.ts';
import {
  ArticleKeySchema,
  NewsArticleSchema,
  NewsCardPageSchema,
  NewsCardSchema,
  NewsQuerySchema,
  NewsroomArticleSchema,
  NewsroomPageSchema,
  NewsroomQuerySchema,
  SaveArticleSchema,
} from './news/news-articles.ts';
import { PageRequestSchema } from './pagination.ts';
import { SearchRequestSchema } from './search.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * News reading and the newsroom (contracts news/news-articles.ts; decision 029). The spec's news
 * calls (§7: /news/company/, /news/service-provider/, /news/, /news/detail/,
 * /privateEquityNews/searchPrivateEquityNewsWithPagination/ and the company searches beside them)
 * are served under the public API base; everything is public except the newsroom (admin, type 1).
 * Texts come in the request's language. Errors in the envelope: 400 field errors, 401/403 for the
 * newsroom, 404 news.notFound, 413 a cover over 2 MB.
 */

const tags = ['news'] as const;
const NEWS = '/public-api/news';
const NEWSROOM = '/admin-api/newsroom/articles';
const ADMIN = [USER_TYPES.admin] as const;
const ArticleParams = z.object({ articleId: IdSchema });

/** The news list: every category, or one (query category), kind, text, date range; latest first. */
export const NewsListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/`,
  summary: 'News, latest first: category, kind, text and date-range filters, paginated',
  tags,
  query: NewsQuerySchema,
  responses: { 200: NewsCardPageSchema },
});

/** The private companies' news: company users' news and announcements, with the newsroom's in that category. */
export const CompanyNewsListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/company/`,
  summary: "Private companies' news (company users' news and announcements included), latest first",
  tags,
  query: NewsQuerySchema,
  responses: { 200: NewsCardPageSchema },
});

/** Service providers' news (the "provider news" category), latest first. */
export const ProviderNewsListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/service-provider/`,
  summary: 'Service providers news, latest first',
  tags,
  query: NewsQuerySchema,
  responses: { 200: NewsCardPageSchema },
});

/**
 * One item to read ('42' newsroom article, 'c42' company news item) with its related items; each
 * read of a newsroom article adds one to that day's counter (no reader is recorded). 404 news.notFound.
 */
export const NewsDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/detail/:articleKey`,
  summary: 'One news article with related news',
  tags,
  params: z.object({ articleKey: ArticleKeySchema }),
  responses: { 200: DataSchema(NewsArticleSchema) },
});

/** The most read articles of the last 7 days (TRENDING_COUNT of them). */
export const TrendingNewsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/trending`,
  summary: 'Most read news of the last 7 days',
  tags,
  responses: { 200: DataSchema(z.array(NewsCardSchema)) },
});

/**
 * The spec's news search: filters text (contains), category, kind, fromDate, toDate (equals,
 * YYYY-MM-DD), page, size; latest first. 400 for another key, a bad value or a reversed range.
 */
export const SearchNewsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/privateEquityNews/searchPrivateEquityNewsWithPagination/',
  readOnly: true,
  summary: 'Search news (spec filters), paginated',
  tags,
  body: SearchRequestSchema,
  responses: { 200: NewsCardPageSchema },
});

/** Companies list with the spec's filters (the companies directory's search, under the news calls' path). */
export const SearchCompanyWithPaginationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/company/searchCompanyWithPagination/',
  readOnly: true,
  summary: 'Filtered, paginated companies (as the companies directory)',
  tags,
  body: SearchRequestSchema,
  responses: { 200: CompanyPageSchema },
});

/** Companies by name, English or Arabic (filter companyName contains, required). */
export const NewsSearchCompaniesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/company/search-companies',
  readOnly: true,
  summary: 'Companies by name, paginated (as the companies search)',
  tags,
  body: SearchRequestSchema,
  responses: { 200: CompanyPageSchema },
});

/** Public company profiles by name (filter companyName contains, required). */
export const SearchProfilesPublicEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/company/searchProfilesPublic/',
  readOnly: true,
  summary: 'Public company profiles by name, paginated',
  tags,
  body: SearchRequestSchema,
  responses: { 200: CompanyPageSchema },
});

/** A cover image of an article (public, cached; 404 news.notFound). */
export const NewsCoverEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/covers/:fileId`,
  summary: "An article's cover image",
  tags,
  file: true,
  params: z.object({ fileId: z.string().max(100) }),
  responses: {},
});

/* ---- Newsroom (admin) ---- */

/** The newsroom list, latest change first, by status. */
export const NewsroomListEndpoint = defineEndpoint({
  method: 'GET',
  path: NEWSROOM,
  summary: 'Newsroom articles, latest change first',
  tags,
  access: ADMIN,
  query: NewsroomQuerySchema,
  responses: { 200: NewsroomPageSchema },
});

/** One article for the editor; 404 news.notFound. */
export const NewsroomArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWSROOM}/:articleId`,
  summary: 'One newsroom article, both languages',
  tags,
  access: ADMIN,
  params: ArticleParams,
  responses: { 200: DataSchema(NewsroomArticleSchema) },
});

/** Writes a new article (bodies sanitised before storing); 400 field errors, publishAtPast for a schedule in the past. */
export const CreateArticleEndpoint = defineEndpoint({
  method: 'POST',
  path: NEWSROOM,
  summary: 'Write a newsroom article',
  tags,
  access: ADMIN,
  body: SaveArticleSchema,
  responses: { 201: MessageDataSchema(NewsroomArticleSchema) },
});

/** Saves an article (same rules as creating); 404 news.notFound. */
export const UpdateArticleEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${NEWSROOM}/:articleId`,
  summary: 'Save a newsroom article',
  tags,
  access: ADMIN,
  params: ArticleParams,
  body: SaveArticleSchema,
  responses: { 200: MessageDataSchema(NewsroomArticleSchema) },
});

/**
 * Sets the article's cover (multipart, field cover: png, jpeg or webp by content, under 2 MB;
 * resized to 1,600 px at most). 400 news.coverType, 413 news.coverTooLarge, 404 news.notFound.
 */
export const UploadArticleCoverEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${NEWSROOM}/:articleId/cover`,
  summary: "Set a newsroom article's cover image (multipart)",
  tags,
  access: ADMIN,
  params: ArticleParams,
  multipart: true,
  responses: { 200: MessageDataSchema(NewsroomArticleSchema) },
});

/** Home's market news: the latest few items of every category. */
export const LatestNewsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/latest`,
  summary: 'The latest news (home page)',
  tags,
  query: PageRequestSchema.pick({ size: true }),
  responses: { 200: DataSchema(z.array(NewsCardSchema)) },
});
