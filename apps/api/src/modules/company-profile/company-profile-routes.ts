import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_FILE_FIELD,
  COMPANY_FILE_KINDS,
  COMPANY_FILE_MAX_BYTES,
  COMPANY_PROFILE_KEYS,
  CompanyFileSavedSchema,
  companyFileRule,
  MainProfileResponseSchema,
  MainProfileSavedSchema,
  ProfileMessageSchema,
  UpdateCompanyProfileRequestSchema,
  UpdateUserProfileRequestSchema,
  UserProfileResponseSchema,
  UserProfileSavedSchema,
} from '@hissa/contracts/company-profile';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { type Language, localName } from '@hissa/contracts/languages';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { companyOfUser } from './company-access.ts';
import { readCompanyContent, readProfileValues } from './company-content-queries.ts';
import { deleteCompanyFile, readUserProfile, replaceCompanyFile, saveMainProfile, saveUserProfile } from './company-profile-writes.ts';

const BASE = '/user-api/company';
const tags = ['company-profile'];
const KindParams = z.object({ kind: z.enum(COMPANY_FILE_KINDS, 'validation.invalidValue') });

/** The company user's main profile: the company's names, logo, form values and content with every file. */
async function mainProfileOf(db: Db, companyId: number, language: Language) {
  const [company] = await db.select({ nameEn: companies.nameEn, nameAr: companies.nameAr, logoUrl: companies.logoUrl }).from(companies).where(eq(companies.id, companyId));
  const [values, content] = await Promise.all([readProfileValues(db, companyId), readCompanyContent(db, companyId, language, true)]);
  if (!company || !values || !content) throw new AppError(404, ERROR_KEYS.companyNotFound);
  return { companyId, companyName: localName(company, language), nameEn: company.nameEn, nameAr: company.nameAr, companyLogoUrl: company.logoUrl, values, content };
}

/**
 * The company user's own profile and their company's profile (marketplace.txt sections 2
 * user-profile, update-user-profile, profile-view, update-profile; 3 Company; 6; 7 "User
 * profile": company user-profile, main-profile, update-user-profile). Company users only (type
 * 3); the company is always the user's own (users.company_id), so no other company's profile
 * can be written here. Messages in the request's language.
 * - GET user-profile -> {data: UserProfile}; PUT update-user-profile UpdateUserProfileRequest -> {message, data}.
 * - GET main-profile -> {data: MainProfile}; PUT update-main-profile UpdateCompanyProfileRequest -> {message, data}.
 * - POST upload-document/{kind} (multipart, one file in `file`: an image for the logo, pdf/png/jpeg
 *   otherwise, under 2 MB, judged by content) -> 201 {message, data: CompanyFile}; it replaces the old one.
 * - DELETE delete-document/{kind} -> {message}; 404 when there is none.
 * - GET files/{fileId} -> a file of the user's company (private documents too); 404 otherwise.
 * Errors: 400 field errors, 401, 403 (other types; companyProfile.noCompany), 404, 413.
 */
export const companyProfileRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  const onRequest = app.authorize([USER_TYPES.company]);
  const companyOf = (request: FastifyRequest) => companyOfUser(db, requireUser(request).id);
  const userProfileOf = async (request: FastifyRequest) => {
    const row = await readUserProfile(db, requireUser(request).id);
    if (!row) throw new AppError(404, ERROR_KEYS.notFound);
    const { companyNameEn, companyNameAr, ...profile } = row;
    const companyName = companyNameEn !== null && companyNameAr !== null ? localName({ nameEn: companyNameEn, nameAr: companyNameAr }, request.language) : null;
    return { ...profile, companyName };
  };

  app.get(
    `${BASE}/user-profile`,
    { onRequest, schema: { tags, summary: "The company user's own profile", response: { 200: UserProfileResponseSchema } } },
    async (request) => ({ data: await userProfileOf(request) }),
  );

  app.put(
    `${BASE}/update-user-profile`,
    { onRequest, schema: { tags, summary: "Update the company user's names, phone and designation", body: UpdateUserProfileRequestSchema, response: { 200: UserProfileSavedSchema } } },
    async (request) => {
      await saveUserProfile(db, requireUser(request).id, request.body);
      return { message: translate(request.language, COMPANY_PROFILE_KEYS.userProfileSaved), data: await userProfileOf(request) };
    },
  );

  app.get(
    `${BASE}/main-profile`,
    { onRequest, schema: { tags, summary: "The company user's company: form values and content, with every file", response: { 200: MainProfileResponseSchema } } },
    async (request) => ({ data: await mainProfileOf(db, await companyOf(request), request.language) }),
  );

  app.put(
    `${BASE}/update-main-profile`,
    { onRequest, schema: { tags, summary: "Update the company user's company profile", body: UpdateCompanyProfileRequestSchema, response: { 200: MainProfileSavedSchema } } },
    async (request) => {
      const companyId = await companyOf(request);
      await saveMainProfile(db, companyId, request.body);
      return { message: translate(request.language, COMPANY_PROFILE_KEYS.profileSaved), data: await mainProfileOf(db, companyId, request.language) };
    },
  );

  app.post(
    `${BASE}/upload-document/:kind`,
    {
      onRequest,
      schema: { tags, summary: 'Upload the logo or a document of the company (multipart, replaces the old one)', consumes: ['multipart/form-data'], params: KindParams, response: { 201: CompanyFileSavedSchema } },
    },
    async (request, reply) => {
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
          if (!file) throw new AppError(400, ERROR_KEYS.validation, {}, [{ field: `body.${COMPANY_FILE_FIELD}`, key: COMPANY_PROFILE_KEYS.fileRequired }]);
          companyId = await companyOf(request);
          return replaceCompanyFile(db, companyId, kind, file);
        },
      );
      await Promise.all(replaced.map((fileId) => fileStore.delete(fileId)));
      const stored = (await mainProfileOf(db, companyId, request.language)).content.documents.find((document) => document.kind === kind);
      if (!stored) throw new Error('uploaded file missing');
      return reply.status(201).send({ message: translate(request.language, COMPANY_PROFILE_KEYS.documentUploaded), data: stored });
    },
  );

  app.delete(
    `${BASE}/delete-document/:kind`,
    { onRequest, schema: { tags, summary: 'Remove the logo or a document of the company', params: KindParams, response: { 200: ProfileMessageSchema } } },
    async (request) => {
      const removed = await deleteCompanyFile(db, await companyOf(request), request.params.kind);
      await Promise.all(removed.map((fileId) => fileStore.delete(fileId)));
      return { message: translate(request.language, COMPANY_PROFILE_KEYS.documentDeleted) };
    },
  );

  app.get(
    `${BASE}/files/:fileId`,
    { onRequest, schema: { tags, summary: "Download a file of the company user's company", params: z.object({ fileId: z.string().max(64, 'validation.tooLong') }) } },
    async (request, reply) => {
      // the file first: an unknown id answers 404 to every company user alike
      const file = await findStoredFile(db, request.params.fileId);
      if (!file || file.ownerType !== 'company' || file.ownerId !== (await companyOf(request))) throw new AppError(404, COMPANY_PROFILE_KEYS.fileNotFound);
      return sendStoredFile(reply, fileStore, file);
    },
  );
};
