import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_PROFILE_KEYS, CompanyContentResponseSchema, ProfileIdSchema } from '@hissa/contracts/company-profile';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { isPublicFile, PUBLIC_FILE_PATH, readCompanyContent } from './company-content-queries.ts';

/**
 * What visitors see of a company's own content (marketplace.txt section 2 "Company profile
 * tabs": basic details, products and services, investments, team; section 3 Company).
 * - GET /public-api/company/profile/company-content/{companyId} -> {data: CompanyContent} (public
 *   files only); 404 errors.companyNotFound.
 * - GET /public-api/company/files/{fileId} -> a public file (logo, presentation, catalog, team
 *   photo, news attachment); 404 companyProfile.fileNotFound for any other id, so private
 *   documents cannot be told apart from absent ones.
 */
export const companyPublicRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  app.get(
    '/public-api/company/profile/company-content/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Company profile: what the company adds (details, products and services, investments, team, awards, public documents)',
        params: z.object({ companyId: ProfileIdSchema }),
        response: { 200: CompanyContentResponseSchema },
      },
    },
    async (request) => {
      const content = await readCompanyContent(db, request.params.companyId, request.language);
      if (!content) throw new AppError(404, ERROR_KEYS.companyNotFound);
      return { data: content };
    },
  );

  app.get(
    `${PUBLIC_FILE_PATH}/:fileId`,
    { schema: { tags: ['companies'], summary: 'Download a public file of a company', params: z.object({ fileId: z.string().max(64, 'validation.tooLong') }) } },
    async (request, reply) => {
      const file = await findStoredFile(db, request.params.fileId);
      if (!file || !isPublicFile(file)) throw new AppError(404, COMPANY_PROFILE_KEYS.fileNotFound);
      return sendStoredFile(reply, fileStore, file);
    },
  );
};
