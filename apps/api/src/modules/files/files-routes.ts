import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { FileStore } from './file-store.ts';
import { sendStoredFile } from './send-stored-file.ts';
import { findStoredFile } from './stored-files.ts';

/**
 * Stored files.
 * - GET /admin-api/files/{fileId} (admin only): the file as an attachment, Content-Type the
 *   type detected at upload, its original name in Content-Disposition. 401, 403, 404.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  app.get(
    '/admin-api/files/:fileId',
    {
      schema: { tags: ['admin'], summary: 'Download an uploaded file', params: z.object({ fileId: z.string().max(64, 'validation.tooLong') }) },
      onRequest: app.authorize([USER_TYPES.admin]),
    },
    async (request, reply) => {
      const file = await findStoredFile(db, request.params.fileId);
      if (!file) throw new AppError(404, ERROR_KEYS.notFound);
      return sendStoredFile(reply, fileStore, file);
    },
  );
};
