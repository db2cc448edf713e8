import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_FILE_MAX_BYTES,
  COMPANY_PROFILE_KEYS,
  companyFileRule,
  NEWS_ATTACHMENT_FIELD,
  NewsRequestSchema,
} from '@hissa/contracts/company-profile';
import {
  AllNewsEndpoint,
  CompanyNewsEndpoint,
  DeleteNewsEndpoint,
  MyCompaniesNewsEndpoint,
  MyCompanyNewsEndpoint,
  NewsItemEndpoint,
  PublishNewsEndpoint,
} from '@hissa/contracts/company-profile-endpoints';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import type { Db } from '../../db/client.ts';
import { companyNews } from '../../db/schema/company-content.ts';
import { companies } from '../../db/schema/directory.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { companyOfUser } from './company-access.ts';
import { createNews, findNews, listNews } from './company-news-queries.ts';
import { deleteSectionItem } from './company-section-writes.ts';

/**
 * News and announcements of companies (contracts company-profile-endpoints.ts; decision 007):
 * every company's, one company's (404 when there is no such company) and one item, for anyone;
 * the company user's company's; the news of the companies a shareholder or investor follows or
 * holds shares in (the dashboards' news); publishing (multipart: type, titles, bodies, an
 * optional attachment pdf / png / jpeg under 2 MB judged by content; headline at most 300
 * characters) and deleting, for company users on their own company only (403
 * companyProfile.notYourCompany for another company's; the attachment goes too; the web asks
 * for confirmation first). Lists are pages {data, page, size, total}, latest first, texts in
 * the request's language.
 * Errors: 400 field errors, 401, 403, 404, 413.
 */
export const companyNewsRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (
  app,
  { db, fileStore },
) => {
  const K = COMPANY_PROFILE_KEYS;
  const attachmentRule = companyFileRule('presentation');

  app.route({
    ...endpointRoute(app, AllNewsEndpoint),
    handler: async (request) => {
      const { type, page, size } = request.query;
      return listNews(db, { type }, { page, size }, request.language);
    },
  });

  app.route({
    ...endpointRoute(app, CompanyNewsEndpoint),
    handler: async (request) => {
      const { companyId } = request.params;
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      if (!company) throw new AppError(404, ERROR_KEYS.companyNotFound);
      const { type, page, size } = request.query;
      return listNews(db, { companyId, type }, { page, size }, request.language);
    },
  });

  app.route({
    ...endpointRoute(app, NewsItemEndpoint),
    handler: async (request) => {
      const item = await findNews(db, request.params.newsId, request.language);
      if (!item) throw new AppError(404, K.newsNotFound);
      return { data: item };
    },
  });

  app.route({
    ...endpointRoute(app, MyCompanyNewsEndpoint),
    handler: async (request) => {
      const companyId = await companyOfUser(db, requireUser(request).id);
      const { type, page, size } = request.query;
      return listNews(db, { companyId, type }, { page, size }, request.language);
    },
  });

  app.route({
    ...endpointRoute(app, MyCompaniesNewsEndpoint),
    handler: async (request) => {
      const { type, page, size } = request.query;
      return listNews(db, { followerUserId: requireUser(request).id, type }, { page, size }, request.language);
    },
  });

  app.route({
    ...endpointRoute(app, PublishNewsEndpoint),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...endpointRoute(app, DeleteNewsEndpoint),
    handler: async (request) => {
      const removed = await deleteSectionItem(
        db,
        companyNews,
        requireUser(request).id,
        request.params.newsId,
        'company_news',
        K.newsNotFound,
      );
      await Promise.all(removed.map((fileId) => fileStore.delete(fileId)));
      return { message: translate(request.language, K.newsDeleted) };
    },
  });
};
