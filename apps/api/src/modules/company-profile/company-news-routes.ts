import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_FILE_MAX_BYTES,
  COMPANY_PROFILE_KEYS,
  companyFileRule,
  NEWS_ATTACHMENT_FIELD,
  NewsItemResponseSchema,
  NewsPageSchema,
  NewsPublishedSchema,
  NewsQuerySchema,
  NewsRequestSchema,
  ProfileIdSchema,
  ProfileMessageSchema,
} from '@hissa/contracts/company-profile';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { FOLLOWER_USER_TYPES } from '@hissa/contracts/follow';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyNews } from '../../db/schema/company-content.ts';
import { companies } from '../../db/schema/directory.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { companyOfUser } from './company-access.ts';
import { createNews, findNews, listNews } from './company-news-queries.ts';
import { deleteSectionItem } from './company-section-writes.ts';

const tags = ['company-news'];
const NewsParams = z.object({ newsId: ProfileIdSchema });

/**
 * News and announcements of companies (marketplace.txt sections 2 news-and-announcements,
 * news-and-announcement-all, the profile's "news and announcements" tab; 3 "News and
 * announcement: type, title, body, attachment"; 4 deleting announcements asks for confirmation
 * (the web asks); 5 headline at most 300 characters, files under 2 MB; 7 "Company news").
 * Lists are pages {data, page, size, total}, latest first, texts in the request's language.
 * - GET /public-api/company-news-announcements?type&page&size: across companies.
 * - GET /public-api/company-news-announcements/{companyId}?type&page&size: one company's; 404 no company.
 * - GET /public-api/company-news-announcement/{newsId} -> {data}; 404 companyProfile.newsNotFound.
 * - GET /common-api/company-news/user-company-news?type&page&size (company users): their company's.
 * - GET /common-api/company-news/my-companies-news?type&page&size (shareholders and investors):
 *   the news of the companies they follow or hold shares in (the dashboards' "news").
 * - POST /common-api/company-news/ (company users; multipart: type, titleEn, titleAr, bodyEn,
 *   bodyAr, optional attachment pdf/png/jpeg under 2 MB judged by content) -> 201 {message, data}.
 * - DELETE /common-api/company-news/{newsId} (company users, their company's only) -> {message};
 *   403 companyProfile.notYourCompany for another company's, 404 when absent; the attachment goes too.
 * Errors: 400 field errors, 401, 403, 404, 413.
 */
export const companyNewsRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  const K = COMPANY_PROFILE_KEYS;
  const onRequest = app.authorize([USER_TYPES.company]);
  const attachmentRule = companyFileRule('presentation');

  app.get(
    '/public-api/company-news-announcements',
    { schema: { tags, summary: 'News and announcements of all companies, latest first', querystring: NewsQuerySchema, response: { 200: NewsPageSchema } } },
    async (request) => {
      const { type, page, size } = request.query;
      return listNews(db, { type }, { page, size }, request.language);
    },
  );

  app.get(
    '/public-api/company-news-announcements/:companyId',
    {
      schema: { tags, summary: "A company's news and announcements, latest first", params: z.object({ companyId: ProfileIdSchema }), querystring: NewsQuerySchema, response: { 200: NewsPageSchema } },
    },
    async (request) => {
      const { companyId } = request.params;
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      if (!company) throw new AppError(404, ERROR_KEYS.companyNotFound);
      const { type, page, size } = request.query;
      return listNews(db, { companyId, type }, { page, size }, request.language);
    },
  );

  app.get(
    '/public-api/company-news-announcement/:newsId',
    { schema: { tags, summary: 'One news item or announcement', params: NewsParams, response: { 200: NewsItemResponseSchema } } },
    async (request) => {
      const item = await findNews(db, request.params.newsId, request.language);
      if (!item) throw new AppError(404, K.newsNotFound);
      return { data: item };
    },
  );

  app.get(
    '/common-api/company-news/user-company-news',
    { onRequest, schema: { tags, summary: "The company user's company's news and announcements", querystring: NewsQuerySchema, response: { 200: NewsPageSchema } } },
    async (request) => {
      const companyId = await companyOfUser(db, requireUser(request).id);
      const { type, page, size } = request.query;
      return listNews(db, { companyId, type }, { page, size }, request.language);
    },
  );

  app.get(
    '/common-api/company-news/my-companies-news',
    {
      onRequest: app.authorize(FOLLOWER_USER_TYPES),
      schema: { tags, summary: 'News of the companies the user follows or holds shares in', querystring: NewsQuerySchema, response: { 200: NewsPageSchema } },
    },
    async (request) => {
      const { type, page, size } = request.query;
      return listNews(db, { followerUserId: requireUser(request).id, type }, { page, size }, request.language);
    },
  );

  app.post(
    '/common-api/company-news/',
    { onRequest, schema: { tags, summary: 'Publish a news item or announcement (multipart, optional attachment)', consumes: ['multipart/form-data'], response: { 201: NewsPublishedSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const newsId = await receiveMultipartForm(
        request,
        {
          fileStore,
          schema: NewsRequestSchema,
          maxFileBytes: COMPANY_FILE_MAX_BYTES,
          tooLargeKey: K.fileTooLarge,
          accept: (field) => (field === NEWS_ATTACHMENT_FIELD ? attachmentRule : undefined),
        },
        async (values, files) => createNews(db, await companyOfUser(db, user.id), user.id, values, files[0]),
      );
      const item = await findNews(db, newsId, request.language);
      if (!item) throw new Error('news missing after insert');
      return reply.status(201).send({ message: translate(request.language, K.newsPublished), data: item });
    },
  );

  app.delete(
    '/common-api/company-news/:newsId',
    { onRequest, schema: { tags, summary: "Delete a news item or announcement of the user's company", params: NewsParams, response: { 200: ProfileMessageSchema } } },
    async (request) => {
      const removed = await deleteSectionItem(db, companyNews, requireUser(request).id, request.params.newsId, 'company_news', K.newsNotFound);
      await Promise.all(removed.map((fileId) => fileStore.delete(fileId)));
      return { message: translate(request.language, K.newsDeleted) };
    },
  );
};
