import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_FILE_FIELD,
  COMPANY_FILE_MAX_BYTES,
  COMPANY_PROFILE_KEYS,
  companyFileRule,
} from '@hissa/contracts/company-profile';
import {
  DeleteCompanyFileEndpoint,
  MainProfileEndpoint,
  OwnCompanyFileEndpoint,
  UpdateMainProfileEndpoint,
  UpdateUserProfileEndpoint,
  UploadCompanyFileEndpoint,
  UserProfileEndpoint,
} from '@hissa/contracts/company-profile-endpoints';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { companyOfUser } from './company-access.ts';
import { readCompanyContent, readProfileValues } from './company-content-queries.ts';
import {
  deleteCompanyFile,
  readUserProfile,
  replaceCompanyFile,
  saveMainProfile,
  saveUserProfile,
} from './company-profile-writes.ts';

/** The company user's main profile: the company's names, logo, form values and content with every file. */
async function mainProfileOf(db: Db, companyId: number, language: Language) {
  const [company] = await db
    .select({ nameEn: companies.nameEn, nameAr: companies.nameAr, logoUrl: companies.logoUrl })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [values, content] = await Promise.all([
    readProfileValues(db, companyId),
    readCompanyContent(db, companyId, language, true),
  ]);
  if (!company || !values || !content) throw new AppError(404, ERROR_KEYS.companyNotFound);
  return {
    companyId,
    companyName: localName(company, language),
    nameEn: company.nameEn,
    nameAr: company.nameAr,
    companyLogoUrl: company.logoUrl,
    values,
    content,
  };
}

/**
 * The company user's own profile and their company's profile, logo, documents and files
 * (contracts company-profile-endpoints.ts). Company users only (type 3); the company is always
 * the user's own (users.company_id), so no other company's profile can be written here. An
 * upload replaces the file of its kind. Messages in the request's language.
 * Errors: 400 field errors, 401, 403 (other types; companyProfile.noCompany), 404, 413.
 */
export const companyProfileRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (
  app,
  { db, fileStore },
) => {
  const companyOf = (request: FastifyRequest) => companyOfUser(db, requireUser(request).id);
  const userProfileOf = async (request: FastifyRequest) => {
    const row = await readUserProfile(db, requireUser(request).id);
    if (!row) throw new AppError(404, ERROR_KEYS.notFound);
    const { companyNameEn, companyNameAr, ...profile } = row;
    const companyName =
      companyNameEn !== null && companyNameAr !== null
        ? localName({ nameEn: companyNameEn, nameAr: companyNameAr }, request.language)
        : null;
    return { ...profile, companyName };
  };

  app.route({
    ...endpointRoute(app, UserProfileEndpoint),
    handler: async (request) => ({ data: await userProfileOf(request) }),
  });

  app.route({
    ...endpointRoute(app, UpdateUserProfileEndpoint),
    handler: async (request) => {
      await saveUserProfile(db, requireUser(request).id, request.body);
      return {
        message: translate(request.language, COMPANY_PROFILE_KEYS.userProfileSaved),
        data: await userProfileOf(request),
      };
    },
  });

  app.route({
    ...endpointRoute(app, MainProfileEndpoint),
    handler: async (request) => ({ data: await mainProfileOf(db, await companyOf(request), request.language) }),
  });

  app.route({
    ...endpointRoute(app, UpdateMainProfileEndpoint),
    handler: async (request) => {
      const companyId = await companyOf(request);
      await saveMainProfile(db, companyId, request.body);
      return {
        message: translate(request.language, COMPANY_PROFILE_KEYS.profileSaved),
        data: await mainProfileOf(db, companyId, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, UploadCompanyFileEndpoint),
    handler: async (request, reply) => {
      const { kind } = request.params;
      const rule = companyFileRule(kind);
      let companyId = 0;
      const replaced = await receiveMultipartForm(
        request,
        {
          fileStore,
          schema: z.object({}),
          maxFileBytes: COMPANY_FILE_MAX_BYTES,
          tooLargeKey: COMPANY_PROFILE_KEYS.fileTooLarge,
          accept: (field) => (field === COMPANY_FILE_FIELD ? rule : undefined),
        },
        async (_fields, files) => {
          const [file] = files;
          if (!file)
            throw new AppError(400, ERROR_KEYS.validation, {}, [
              { field: `body.${COMPANY_FILE_FIELD}`, key: COMPANY_PROFILE_KEYS.fileRequired },
            ]);
          companyId = await companyOf(request);
          return replaceCompanyFile(db, companyId, kind, file);
        },
      );
      await Promise.all(replaced.map((fileId) => fileStore.delete(fileId)));
      const stored = (await mainProfileOf(db, companyId, request.language)).content.documents.find(
        (document) => document.kind === kind,
      );
      if (!stored) throw new Error('uploaded file missing');
      return reply
        .status(201)
        .send({ message: translate(request.language, COMPANY_PROFILE_KEYS.documentUploaded), data: stored });
    },
  });

  app.route({
    ...endpointRoute(app, DeleteCompanyFileEndpoint),
    handler: async (request) => {
      const removed = await deleteCompanyFile(db, await companyOf(request), request.params.kind);
      await Promise.all(removed.map((fileId) => fileStore.delete(fileId)));
      return { message: translate(request.language, COMPANY_PROFILE_KEYS.documentDeleted) };
    },
  });

  app.route({
    ...endpointRoute(app, OwnCompanyFileEndpoint),
    handler: async (request, reply) => {
      // the file first: an unknown id answers 404 to every company user alike
      const file = await findStoredFile(db, request.params.fileId);
      if (!file || file.ownerType !== 'company' || file.ownerId !== (await companyOf(request)))
        throw new AppError(404, COMPANY_PROFILE_KEYS.fileNotFound);
      return sendStoredFile(reply, fileStore, file);
    },
  });
};
