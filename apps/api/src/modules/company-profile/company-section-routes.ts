import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  COMPANY_FILE_MAX_BYTES,
  COMPANY_PROFILE_KEYS,
  companyFileRule,
  TEAM_PHOTO_FIELD,
  TeamMemberRequestSchema,
} from '@hissa/contracts/company-profile';
import {
  AddAwardEndpoint,
  AddInvestmentEndpoint,
  AddProductServiceEndpoint,
  AddTeamMemberEndpoint,
  DeleteAwardEndpoint,
  DeleteInvestmentEndpoint,
  DeleteProductServiceEndpoint,
  DeleteTeamMemberEndpoint,
  UpdateAwardEndpoint,
  UpdateInvestmentEndpoint,
  UpdateProductServiceEndpoint,
  UpdateTeamMemberEndpoint,
} from '@hissa/contracts/company-profile-endpoints';
import type { Endpoint } from '@hissa/contracts/http/endpoint';
import type { IdSchema } from '@hissa/contracts/http/common-schemas';
import type { Language } from '@hissa/contracts/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyAwards,
  companyInvestments,
  companyProducts,
  companyTeamMembers,
} from '../../db/schema/company-content.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import type { CompanyItemTable } from './company-access.ts';
import { teamPhotos, toAward, toInvestment, toProductService, toTeamMember } from './company-content-queries.ts';
import {
  createSectionItem,
  createTeamMember,
  deleteSectionItem,
  updateSectionItem,
  updateTeamMember,
} from './company-section-writes.ts';

/** An endpoint on one item of a section: its path names the item (`:itemId`). */
type ItemEndpoint = Endpoint & { readonly params: z.ZodObject<{ itemId: typeof IdSchema }> };

/** What one JSON list section needs: its table, its add, update and delete endpoints, item mapping and messages. */
type SectionConfig<T extends CompanyItemTable> = {
  table: T;
  create: Endpoint;
  update: ItemEndpoint;
  remove: ItemEndpoint;
  toItem: (row: T['$inferSelect'], language: Language) => unknown;
  savedKey: string;
  deletedKey: string;
};

/**
 * Registers the add (201), update and delete endpoints of one list section for company users,
 * each on the user's own company.
 */
function registerSection<T extends CompanyItemTable>(app: FastifyInstance, db: Db, config: SectionConfig<T>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: FastifyRequest) => requireUser(request).id;
  // A request schema's output is a plain object of the section's columns.
  const valuesOf = (body: unknown) => body as Record<string, unknown>;

  typed.route({
    ...endpointRoute(typed, config.create),
    handler: async (request, reply) => {
      const row = await createSectionItem(db, config.table, userOf(request), valuesOf(request.body));
      return reply
        .status(201)
        .send({ message: translate(request.language, config.savedKey), data: config.toItem(row, request.language) });
    },
  });

  typed.route({
    ...endpointRoute(typed, config.update),
    handler: async (request) => {
      const row = await updateSectionItem(
        db,
        config.table,
        userOf(request),
        request.params.itemId,
        valuesOf(request.body),
      );
      return { message: translate(request.language, config.savedKey), data: config.toItem(row, request.language) };
    },
  });

  typed.route({
    ...endpointRoute(typed, config.remove),
    handler: async (request) => {
      await deleteSectionItem(db, config.table, userOf(request), request.params.itemId);
      return { message: translate(request.language, config.deletedKey) };
    },
  });
}

/**
 * The list sections of the company user's profile (contracts company-profile-endpoints.ts;
 * decision 007): products and services, investments, awards (JSON) and the team (multipart: the
 * text fields and an optional photo in `photo`, png or jpeg under 2 MB judged by content;
 * removePhoto=true drops it; deleting a member deletes the photo). Company users only; items
 * of another company answer 403 companyProfile.notYourCompany, absent ones 404
 * companyProfile.itemNotFound, and nothing is written; the web asks before deleting.
 * Answers {message, data: item}.
 * Errors: 400 field errors, 401, 403, 404, 409 companyProfile.tooManyItems (50 per section), 413.
 */
export const companySectionRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (
  app,
  { db, fileStore },
) => {
  const K = COMPANY_PROFILE_KEYS;
  registerSection(app, db, {
    table: companyProducts,
    create: AddProductServiceEndpoint,
    update: UpdateProductServiceEndpoint,
    remove: DeleteProductServiceEndpoint,
    toItem: toProductService,
    savedKey: K.productSaved,
    deletedKey: K.productDeleted,
  });
  registerSection(app, db, {
    table: companyInvestments,
    create: AddInvestmentEndpoint,
    update: UpdateInvestmentEndpoint,
    remove: DeleteInvestmentEndpoint,
    toItem: toInvestment,
    savedKey: K.investmentSaved,
    deletedKey: K.investmentDeleted,
  });
  registerSection(app, db, {
    table: companyAwards,
    create: AddAwardEndpoint,
    update: UpdateAwardEndpoint,
    remove: DeleteAwardEndpoint,
    toItem: toAward,
    savedKey: K.awardSaved,
    deletedKey: K.awardDeleted,
  });

  const photoRule = companyFileRule('logo');
  const receiveMember = <R>(
    request: FastifyRequest,
    store: Parameters<typeof receiveMultipartForm<typeof TeamMemberRequestSchema, R>>[2],
  ) =>
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

  app.route({
    ...endpointRoute(app, AddTeamMemberEndpoint),
    handler: async (request, reply) => {
      const userId = requireUser(request).id;
      const memberId = await receiveMember(request, ({ removePhoto: _removePhoto, ...values }, files) =>
        createTeamMember(db, userId, values, files[0]),
      );
      return reply.status(201).send({
        message: translate(request.language, K.teamMemberSaved),
        data: await memberOf(memberId, request.language),
      });
    },
  });

  app.route({
    ...endpointRoute(app, UpdateTeamMemberEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const { itemId } = request.params;
      const replaced = await receiveMember(request, ({ removePhoto, ...values }, files) =>
        updateTeamMember(db, userId, itemId, values, files[0], removePhoto),
      );
      await Promise.all(replaced.map((fileId) => fileStore.delete(fileId)));
      return {
        message: translate(request.language, K.teamMemberSaved),
        data: await memberOf(itemId, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteTeamMemberEndpoint),
    handler: async (request) => {
      const removed = await deleteSectionItem(
        db,
        companyTeamMembers,
        requireUser(request).id,
        request.params.itemId,
        'company_team_member',
      );
      await Promise.all(removed.map((fileId) => fileStore.delete(fileId)));
      return { message: translate(request.language, K.teamMemberDeleted) };
    },
  });
};
