import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AwardRequestSchema,
  AwardSavedSchema,
  COMPANY_FILE_MAX_BYTES,
  COMPANY_PROFILE_KEYS,
  companyFileRule,
  InvestmentRequestSchema,
  InvestmentSavedSchema,
  ProductServiceRequestSchema,
  ProductServiceSavedSchema,
  ProfileIdSchema,
  ProfileMessageSchema,
  TEAM_PHOTO_FIELD,
  TeamMemberRequestSchema,
  TeamMemberSavedSchema,
} from '@hissa/contracts/company-profile';
import type { Language } from '@hissa/contracts/languages';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyAwards, companyInvestments, companyProducts, companyTeamMembers } from '../../db/schema/company-content.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import type { CompanyItemTable } from './company-access.ts';
import { teamPhotos, toAward, toInvestment, toProductService, toTeamMember } from './company-content-queries.ts';
import { createSectionItem, createTeamMember, deleteSectionItem, updateSectionItem, updateTeamMember } from './company-section-writes.ts';

const BASE = '/user-api/company';
const tags = ['company-profile'];
const ItemParams = z.object({ itemId: ProfileIdSchema });

/** What one JSON list section needs: its table, paths, body and answer schemas, item mapping and messages. */
type SectionConfig<T extends CompanyItemTable, B extends z.ZodType> = {
  name: string;
  table: T;
  createPath: string;
  updatePath: string;
  deletePath: string;
  body: B;
  saved: z.ZodType;
  toItem: (row: T['$inferSelect'], language: Language) => unknown;
  savedKey: string;
  deletedKey: string;
};

/**
 * Registers POST {createPath} (201), PUT {updatePath}/{itemId} and DELETE {deletePath}/{itemId}
 * of one list section for company users, each on the user's own company.
 */
function registerSection<T extends CompanyItemTable, B extends z.ZodType>(app: FastifyInstance, db: Db, config: SectionConfig<T, B>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authorize([USER_TYPES.company]);
  const userOf = (request: FastifyRequest) => requireUser(request).id;
  // A request schema's output is a plain object of the section's columns.
  const valuesOf = (body: unknown) => body as Record<string, unknown>;

  typed.post(
    `${BASE}/${config.createPath}`,
    { onRequest, schema: { tags, summary: `Add ${config.name}`, body: config.body, response: { 201: config.saved } } },
    async (request, reply) => {
      const row = await createSectionItem(db, config.table, userOf(request), valuesOf(request.body));
      return reply.status(201).send({ message: translate(request.language, config.savedKey), data: config.toItem(row, request.language) });
    },
  );

  typed.put(
    `${BASE}/${config.updatePath}/:itemId`,
    { onRequest, schema: { tags, summary: `Update ${config.name}`, params: ItemParams, body: config.body, response: { 200: config.saved } } },
    async (request) => {
      const row = await updateSectionItem(db, config.table, userOf(request), request.params.itemId, valuesOf(request.body));
      return { message: translate(request.language, config.savedKey), data: config.toItem(row, request.language) };
    },
  );

  typed.delete(
    `${BASE}/${config.deletePath}/:itemId`,
    { onRequest, schema: { tags, summary: `Delete ${config.name}`, params: ItemParams, response: { 200: ProfileMessageSchema } } },
    async (request) => {
      await deleteSectionItem(db, config.table, userOf(request), request.params.itemId);
      return { message: translate(request.language, config.deletedKey) };
    },
  );
}

/**
 * The list sections of the company user's profile (marketplace.txt sections 2 "Company profile
 * tabs", 3 Company "team members (with title, biography), awards", 4 "deleting investments ...
 * ask for confirmation" (the web asks), 6, 7 update-product-service, update-investment-section).
 * Company users only; items of another company answer 403 companyProfile.notYourCompany, absent
 * ones 404 companyProfile.itemNotFound, and nothing is written. Answers {message, data: item}.
 * - POST update-product-service, PUT update-product-service/{id}, DELETE delete-product-service/{id}.
 * - POST update-investment-section, PUT update-investment-section/{id}, DELETE delete-investment/{id}.
 * - POST save-award, PUT update-award/{id}, DELETE delete-award/{id}.
 * - POST save-team-member, PUT update-team-member/{id} (multipart: the text fields and an optional
 *   photo in `photo`, png or jpeg under 2 MB judged by content; removePhoto=true drops it),
 *   DELETE delete-team-member/{id} (with its photo).
 * Errors: 400 field errors, 401, 403, 404, 409 companyProfile.tooManyItems (50 per section), 413.
 */
export const companySectionRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  const K = COMPANY_PROFILE_KEYS;
  registerSection(app, db, {
    name: 'a product or service',
    table: companyProducts,
    createPath: 'update-product-service',
    updatePath: 'update-product-service',
    deletePath: 'delete-product-service',
    body: ProductServiceRequestSchema,
    saved: ProductServiceSavedSchema,
    toItem: toProductService,
    savedKey: K.productSaved,
    deletedKey: K.productDeleted,
  });
  registerSection(app, db, {
    name: 'an investment',
    table: companyInvestments,
    createPath: 'update-investment-section',
    updatePath: 'update-investment-section',
    deletePath: 'delete-investment',
    body: InvestmentRequestSchema,
    saved: InvestmentSavedSchema,
    toItem: toInvestment,
    savedKey: K.investmentSaved,
    deletedKey: K.investmentDeleted,
  });
  registerSection(app, db, {
    name: 'an award',
    table: companyAwards,
    createPath: 'save-award',
    updatePath: 'update-award',
    deletePath: 'delete-award',
    body: AwardRequestSchema,
    saved: AwardSavedSchema,
    toItem: toAward,
    savedKey: K.awardSaved,
    deletedKey: K.awardDeleted,
  });

  const onRequest = app.authorize([USER_TYPES.company]);
  const photoRule = companyFileRule('logo');
  const receiveMember = <R>(request: FastifyRequest, store: Parameters<typeof receiveMultipartForm<typeof TeamMemberRequestSchema, R>>[2]) =>
    receiveMultipartForm(
      request,
      {
        fileStore,
        schema: TeamMemberRequestSchema,
        maxFileBytes: COMPANY_FILE_MAX_BYTES,
        tooLargeKey: K.fileTooLarge,
        accept: (field) => (field === TEAM_PHOTO_FIELD ? photoRule : undefined),
      },
      store,
    );
  const memberOf = async (memberId: number, language: Language) => {
    const [row] = await db.select().from(companyTeamMembers).where(eq(companyTeamMembers.id, memberId));
    if (!row) throw new Error('team member missing after save');
    return toTeamMember(row, (await teamPhotos(db, [memberId])).get(memberId), language);
  };

  app.post(
    `${BASE}/save-team-member`,
    { onRequest, schema: { tags, summary: 'Add a team member (multipart, optional photo)', consumes: ['multipart/form-data'], response: { 201: TeamMemberSavedSchema } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const memberId = await receiveMember(request, ({ removePhoto: _removePhoto, ...values }, files) => createTeamMember(db, userId, values, files[0]));
      return reply.status(201).send({ message: translate(request.language, K.teamMemberSaved), data: await memberOf(memberId, request.language) });
    },
  );

  app.put(
    `${BASE}/update-team-member/:itemId`,
    { onRequest, schema: { tags, summary: 'Update a team member (multipart, optional new photo)', consumes: ['multipart/form-data'], params: ItemParams, response: { 200: TeamMemberSavedSchema } } },
    async (request) => {
      const userId = requireUser(request).id;
      const { itemId } = request.params;
      const replaced = await receiveMember(request, ({ removePhoto, ...values }, files) => updateTeamMember(db, userId, itemId, values, files[0], removePhoto));
      await Promise.all(replaced.map((fileId) => fileStore.delete(fileId)));
      return { message: translate(request.language, K.teamMemberSaved), data: await memberOf(itemId, request.language) };
    },
  );

  app.delete(
    `${BASE}/delete-team-member/:itemId`,
    { onRequest, schema: { tags, summary: 'Remove a team member and their photo', params: ItemParams, response: { 200: ProfileMessageSchema } } },
    async (request) => {
      const removed = await deleteSectionItem(db, companyTeamMembers, requireUser(request).id, request.params.itemId, 'company_team_member');
      await Promise.all(removed.map((fileId) => fileStore.delete(fileId)));
      return { message: translate(request.language, K.teamMemberDeleted) };
    },
  );
};
