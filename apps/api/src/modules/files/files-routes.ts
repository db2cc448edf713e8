import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { AdminFileEndpoint } from '@hissa/contracts/files-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import type { FileStore } from './file-store.ts';
import { sendStoredFile } from './send-stored-file.ts';
import { findStoredFile } from './stored-files.ts';

/**
 * Stored files: the admin's download (AdminFileEndpoint), the file as an attachment,
 * Content-Type the type detected at upload, its original name in Content-Disposition.
 * Errors: 401, 403, 404.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  app.route({
    ...endpointRoute(app, AdminFileEndpoint),
    handler: async (request, reply) => {
      const file = await findStoredFile(db, request.params.fileId);
      if (!file) throw new AppError(404, ERROR_KEYS.notFound);
      return sendStoredFile(reply, fileStore, file);
    },
  });
};
