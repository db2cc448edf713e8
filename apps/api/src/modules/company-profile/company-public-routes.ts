import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_PROFILE_KEYS } from '@hissa/contracts/company-profile';
import { CompanyContentEndpoint, PublicCompanyFileEndpoint } from '@hissa/contracts/company-profile-endpoints';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { isPublicFile, readCompanyContent } from './company-content-queries.ts';

/**
 * What visitors see of a company's own content (contracts company-profile-endpoints.ts): the
 * profile tabs' content (basic details, products and services, investments, team, awards) with
 * the public files only, 404 errors.companyNotFound; and the public files themselves (logo,
 * presentation, catalog, team photo, news attachment), 404 companyProfile.fileNotFound for any
 * other id, so private documents cannot be told apart from absent ones.
 */
export const companyPublicRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (
  app,
  { db, fileStore },
) => {
  app.route({
    ...endpointRoute(app, CompanyContentEndpoint),
    handler: async (request) => {
      const content = await readCompanyContent(db, request.params.companyId, request.language);
      if (!content) throw new AppError(404, ERROR_KEYS.companyNotFound);
      return { data: content };
    },
  });

  app.route({
    ...endpointRoute(app, PublicCompanyFileEndpoint),
    handler: async (request, reply) => {
      const file = await findStoredFile(db, request.params.fileId);
      if (!file || !isPublicFile(file)) throw new AppError(404, COMPANY_PROFILE_KEYS.fileNotFound);
      return sendStoredFile(reply, fileStore, file);
    },
  });
};
