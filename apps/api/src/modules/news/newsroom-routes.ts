import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  NEWS_COVER_CONTENT_TYPES,
  NEWS_COVER_FIELD,
  NEWS_COVER_MAX_BYTES,
  NEWS_KEYS,
} from '@hissa/contracts/news/news-articles';
import {
  CreateArticleEndpoint,
  NewsroomArticleEndpoint,
  NewsroomListEndpoint,
  UpdateArticleEndpoint,
  UploadArticleCoverEndpoint,
} from '@hissa/contracts/news-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { processCover, setArticleCover } from './news-cover.ts';
import { createArticle, findArticle, newsroomPage, toNewsroomArticle, updateArticle } from './newsroom-service.ts';

/**
 * The newsroom (admin only; contracts news-endpoints.ts, decision 029): the list by status, one
 * article, writing and saving articles (bodies sanitised before storing) and their covers
 * (content-checked, resized). 401/403 for anyone but the admin, before the body is read.
 */
export const newsroomRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (
  app,
  { db, fileStore },
) => {
  app.route({
    ...endpointRoute(app, NewsroomListEndpoint),
    handler: async (request) => {
      const { rows, total } = await newsroomPage(db, request.query);
      const now = new Date();
      return {
        data: rows.map((row) => toNewsroomArticle(row, now)),
        page: request.query.page,
        size: request.query.size,
        total,
      };
    },
  });

  app.route({
    ...endpointRoute(app, NewsroomArticleEndpoint),
    handler: async (request) => {
      const row = await findArticle(db, request.params.articleId);
      if (!row) throw new AppError(404, NEWS_KEYS.notFound);
      return { data: toNewsroomArticle(row) };
    },
  });

  app.route({
    ...endpointRoute(app, CreateArticleEndpoint),
    handler: async (request, reply) => {
      const row = await createArticle(db, requireUser(request).id, request.body);
      return reply
        .status(201)
        .send({ message: translate(request.language, NEWS_KEYS.saved), data: toNewsroomArticle(row) });
    },
  });

  app.route({
    ...endpointRoute(app, UpdateArticleEndpoint),
    handler: async (request) => {
      const row = await updateArticle(db, request.params.articleId, request.body);
      return { message: translate(request.language, NEWS_KEYS.saved), data: toNewsroomArticle(row) };
    },
  });

  app.route({
    ...endpointRoute(app, UploadArticleCoverEndpoint),
    handler: async (request) => {
      const articleId = request.params.articleId;
      if (!(await findArticle(db, articleId))) throw new AppError(404, NEWS_KEYS.notFound);
      const replaced = await receiveMultipartForm(
        request,
        {
          fileStore,
          schema: z.object({}),
          maxFileBytes: NEWS_COVER_MAX_BYTES,
          tooLargeKey: NEWS_KEYS.coverTooLarge,
          accept: (field) =>
            field === NEWS_COVER_FIELD
              ? { contentTypes: NEWS_COVER_CONTENT_TYPES, typeErrorKey: NEWS_KEYS.coverType }
              : undefined,
        },
        async (_fields, files) => {
          const upload = files[0];
          if (!upload)
            throw new AppError(400, ERROR_KEYS.validation, {}, [
              { field: `body.${NEWS_COVER_FIELD}`, key: NEWS_KEYS.coverType },
            ]);
          return setArticleCover(db, articleId, await processCover(fileStore, upload));
        },
      );
      if (replaced) await fileStore.delete(replaced);
      const row = await findArticle(db, articleId);
      if (!row) throw new AppError(404, NEWS_KEYS.notFound);
      return { message: translate(request.language, NEWS_KEYS.coverSaved), data: toNewsroomArticle(row) };
    },
  });
};
