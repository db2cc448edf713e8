import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_SORT_KEYS } from '@hissa/contracts/companies';
import { localText } from '@hissa/contracts/company-profile';
import {
  NEWS_KEYS,
  NEWS_SEARCH_FILTER_KEYS,
  NewsQuerySchema,
  RELATED_COUNT,
  TRENDING_COUNT,
  TRENDING_DAYS,
  type NewsCategory,
  type NewsFilters,
} from '@hissa/contracts/news/news-articles';
import {
  CompanyNewsListEndpoint,
  LatestNewsEndpoint,
  NewsCoverEndpoint,
  NewsDetailEndpoint,
  NewsListEndpoint,
  NewsSearchCompaniesEndpoint,
  ProviderNewsListEndpoint,
  SearchCompanyWithPaginationEndpoint,
  SearchNewsEndpoint,
  SearchProfilesPublicEndpoint,
  TrendingNewsEndpoint,
} from '@hissa/contracts/news-endpoints';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { readFilters, readSort } from '../../lib/search-request.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { companyFilters, searchCompaniesByName } from '../companies/companies-routes.ts';
import { listCompanies } from '../companies/company-queries.ts';
import type { FileStore } from '../files/file-store.ts';
import { FileNotFoundError } from '../files/file-store.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { countRead, type FeedFilters, feedItem, feedPage, toCard, trendingRows } from './news-feed.ts';

const DAY_MS = 86_400_000;

/** The start of Riyadh day `day` (YYYY-MM-DD, UTC+3). */
function riyadhDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** The feed filters of the list's query; `category` fixed by the spec path when given. */
function feedFilters(query: NewsFilters, category?: NewsCategory): FeedFilters {
  return {
    category: category ?? query.category,
    kind: query.kind,
    text: query.q,
    from: query.from ? riyadhDayStart(query.from) : undefined,
    until: query.to ? new Date(riyadhDayStart(query.to).getTime() + DAY_MS) : undefined,
  };
}

/**
 * The readers' news calls (contracts news-endpoints.ts; decision 029): the list and its spec
 * variants (company, service-provider), one article with related items (each read counted per
 * day), trending, the spec's search, home's latest news, covers, and the company searches the
 * spec lists among the news calls (the companies directory's own search). Texts in the request's
 * language; 400 envelope for bad filters, 404 news.notFound.
 */
export const newsRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  const listRoutes = [
    [NewsListEndpoint, undefined],
    [CompanyNewsListEndpoint, 'private-companies'],
    [ProviderNewsListEndpoint, 'providers'],
  ] as const;
  for (const [endpoint, category] of listRoutes) {
    app.route({
      ...endpointRoute(app, endpoint),
      handler: async (request) => {
        const { page, size } = request.query;
        const { rows, total } = await feedPage(db, feedFilters(request.query, category), { page, size });
        return { data: rows.map((row) => toCard(row, request.language)), page, size, total };
      },
    });
  }

  app.route({
    ...endpointRoute(app, NewsDetailEndpoint),
    handler: async (request) => {
      const key = request.params.articleKey;
      const row = await feedItem(db, key);
      if (!row) throw new AppError(404, NEWS_KEYS.notFound);
      if (row.source === 'newsroom') await countRead(db, row.id, riyadhToday());
      const related = await feedPage(db, { category: row.category, excludeKey: key }, { page: 0, size: RELATED_COUNT });
      const body = localText(row.body_en, row.body_ar, request.language) ?? '';
      return {
        data: {
          ...toCard(row, request.language),
          bodyHtml: row.source === 'company' ? plainToHtml(body) : body,
          related: related.rows.map((item) => toCard(item, request.language)),
        },
      };
    },
  });

  app.route({
    ...endpointRoute(app, TrendingNewsEndpoint),
    handler: async (request) => {
      const since = riyadhToday(new Date(Date.now() - (TRENDING_DAYS - 1) * DAY_MS));
      const rows = await trendingRows(db, since, TRENDING_COUNT);
      return { data: rows.map((row) => toCard(row, request.language)) };
    },
  });

  app.route({
    ...endpointRoute(app, LatestNewsEndpoint),
    handler: async (request) => {
      const { rows } = await feedPage(db, {}, { page: 0, size: request.query.size });
      return { data: rows.map((row) => toCard(row, request.language)) };
    },
  });

  app.route({
    ...endpointRoute(app, SearchNewsEndpoint),
    handler: async (request) => {
      const { filters, page, size } = request.body;
      const values = readFilters(filters, NEWS_SEARCH_FILTER_KEYS);
      const parsed = NewsQuerySchema.safeParse({
        page,
        size,
        q: values.text,
        category: values.category,
        kind: values.kind,
        from: values.fromDate,
        to: values.toDate,
      });
      if (!parsed.success) throw validationError(parsed.error.issues);
      const { rows, total } = await feedPage(db, feedFilters(parsed.data), { page, size });
      return { data: rows.map((row) => toCard(row, request.language)), page, size, total };
    },
  });

  app.route({
    ...endpointRoute(app, SearchCompanyWithPaginationEndpoint),
    handler: async (request) => {
      const { filters, page, size, sorts } = request.body;
      const sort = readSort(sorts, COMPANY_SORT_KEYS, { key: 'id', direction: 'asc' });
      return listCompanies(db, { filters: companyFilters(filters), sort, page, size, language: request.language });
    },
  });

  for (const endpoint of [NewsSearchCompaniesEndpoint, SearchProfilesPublicEndpoint]) {
    app.route({
      ...endpointRoute(app, endpoint),
      handler: async (request) => searchCompaniesByName(db, request.body, request.language),
    });
  }

  app.route({
    ...endpointRoute(app, NewsCoverEndpoint),
    handler: async (request, reply) => {
      const file = await findStoredFile(db, request.params.fileId);
      if (file?.ownerType !== 'news_article') throw new AppError(404, NEWS_KEYS.notFound);
      const etag = `"${file.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      try {
        const stream = await fileStore.get(file.id);
        return await reply.type(file.contentType).header('content-length', file.sizeBytes).send(stream);
      } catch (error) {
        if (error instanceof FileNotFoundError) throw new AppError(404, NEWS_KEYS.notFound);
        throw error;
      }
    },
  });
};

/** A company item's plain-text body as paragraphs of escaped HTML (blank lines separate them). */
function plainToHtml(text: string): string {
  const escape = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
