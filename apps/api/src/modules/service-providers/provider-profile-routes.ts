import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import type { Endpoint } from '@hissa/contracts/http/endpoint';
import {
  AddProviderAwardEndpoint,
  AddProviderClientEndpoint,
  AddProviderProjectEndpoint,
  AddProviderServiceEndpoint,
  AddProviderTeamMemberEndpoint,
  AddProviderTestimonialEndpoint,
  DeleteProviderAwardEndpoint,
  DeleteProviderClientEndpoint,
  DeleteProviderPictureEndpoint,
  DeleteProviderProjectEndpoint,
  DeleteProviderServiceEndpoint,
  DeleteProviderTeamMemberEndpoint,
  DeleteProviderTestimonialEndpoint,
  ProviderEditorEndpoint,
  ProviderPictureFileEndpoint,
  ProviderPublicProfileEndpoint,
  ProviderThumbnailFileEndpoint,
  ReorderProviderPicturesEndpoint,
  UpdateProviderAboutEndpoint,
  UpdateProviderAwardEndpoint,
  UpdateProviderClientEndpoint,
  UpdateProviderProjectEndpoint,
  UpdateProviderServiceEndpoint,
  UpdateProviderTeamMemberEndpoint,
  UpdateProviderTestimonialEndpoint,
  UploadProviderPictureEndpoint,
} from '@hissa/contracts/service-providers-endpoints';
import {
  MAX_PICTURES_PER_ITEM,
  PROVIDER_PICTURE_CONTENT_TYPES,
  PROVIDER_PICTURE_FIELD,
  PROVIDER_PICTURE_MAX_BYTES,
  PROVIDER_PROFILE_KEYS,
  type ProviderPictureKind,
  ProviderPictureRequestSchema,
  SINGLE_PICTURE_KINDS,
} from '@hissa/contracts/services-marketplace/provider-content';
import { canAddWithinLimit, PROVIDER_UPGRADE_PATH } from '@hissa/contracts/services-marketplace/provider-packages';
import type { Db } from '../../db/client.ts';
import { exchangeSectors, isicClasses } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { cities } from '../../db/schema/geography.ts';
import {
  providerAwards,
  providerClients,
  providerPictures,
  providerProjects,
  providerServices,
  providerTeamMembers,
  providerTestimonials,
} from '../../db/schema/provider-content.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import { FileNotFoundError, type FileStore } from '../files/file-store.ts';
import { receiveMultipartForm } from '../files/receive-multipart-form.ts';
import { providerOfUser } from './provider-access.ts';
import { loadProviderEditor, loadProviderPublicProfile, pictureOwnerExists } from './provider-content-queries.ts';
import { providerPackage } from './provider-package.ts';
import { processPicture } from './provider-pictures.ts';
import { nextPictureOrder, writePictureOrder } from './provider-picture-order.ts';

const K = PROVIDER_PROFILE_KEYS;

type SectionTable =
  | typeof providerServices
  | typeof providerProjects
  | typeof providerClients
  | typeof providerTeamMembers
  | typeof providerAwards
  | typeof providerTestimonials;

/** The picture kind an item of the table owns, if any. */
const PICTURE_KIND = new Map<SectionTable, ProviderPictureKind>([
  [providerServices, 'service'],
  [providerProjects, 'project'],
  [providerClients, 'client'],
  [providerTeamMembers, 'team_member'],
]);

/** A 400 with one field error (the body's `field`). */
function fieldError(field: string, key: string): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [{ field: `body.${field}`, key }]);
}

/** The editor read of provider `providerId`; it exists (the user is linked to it). */
async function editorOf(db: Db, providerId: number) {
  const editor = await loadProviderEditor(db, providerId);
  if (!editor) throw new AppError(404, ERROR_KEYS.providerNotLinked);
  return editor;
}

/** Locks provider `providerId`'s row for the transaction (concurrent creates wait their turn). */
async function lockProvider(tx: Db, providerId: number): Promise<void> {
  await tx.execute(sql`select id from ${serviceProviders} where ${serviceProviders.id} = ${providerId} for update`);
}

/** 400 when the ISIC class `code` is not in the lookup. */
async function checkIsicClass(db: Db, code: string | null | undefined, field = 'isicClassCode'): Promise<void> {
  if (code === null || code === undefined) return;
  const [row] = await db.select({ code: isicClasses.code }).from(isicClasses).where(eq(isicClasses.code, code));
  if (!row) throw fieldError(field, K.categoryInvalid);
}

/**
 * Refuses one more service or project past the provider's package limit (contracts
 * PROVIDER_PACKAGE_LIMITS, read through providerPackage). Call inside the transaction that
 * locked the provider row. Errors: 409 providerProfile.{services,projects}LimitReached naming
 * the package and the limit, with a Link header rel="upgrade" to PROVIDER_UPGRADE_PATH.
 */
async function checkPackageLimit(
  tx: Db,
  providerId: number,
  table: typeof providerServices | typeof providerProjects,
  language: FastifyRequest['language'],
): Promise<void> {
  const isService = table === providerServices;
  const pack = await providerPackage(tx, providerId);
  const limit = isService ? pack.limits.services : pack.limits.projects;
  const [used] = await tx.select({ total: count() }).from(table).where(eq(table.providerId, providerId));
  if (canAddWithinLimit(limit, Number(used?.total ?? 0))) return;
  throw new AppError(
    409,
    isService ? K.servicesLimitReached : K.projectsLimitReached,
    { limit, package: translate(language, `providerProfile.packages.${pack.code}`) },
    [],
    { link: `<${PROVIDER_UPGRADE_PATH}>; rel="upgrade"` },
  );
}

/** Removes stored files from the FileStore, ignoring ones already gone. */
async function dropFiles(fileStore: FileStore, fileIds: readonly string[]): Promise<void> {
  await Promise.all(fileIds.map((fileId) => fileStore.delete(fileId)));
}

/** Deletes picture rows (and their stored_files rows) matching `where`; answers the file ids to remove after commit. */
async function deletePictures(tx: Db, where: ReturnType<typeof and>): Promise<string[]> {
  const removed = await tx.delete(providerPictures).where(where).returning();
  const fileIds = removed.flatMap((picture) => [picture.fileId, picture.thumbnailFileId]);
  if (fileIds.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
  return fileIds;
}

/** Values of a section body ready to write: projects also get their search text. */
function rowValues(table: SectionTable, body: Record<string, unknown>): Record<string, unknown> {
  if (table !== providerProjects) return body;
  const parts = ['titleEn', 'titleAr', 'descriptionEn', 'descriptionAr', 'clientNameEn', 'clientNameAr']
    .map((key) => body[key])
    .filter((value): value is string => typeof value === 'string');
  return { ...body, searchText: normalizeSearchText(parts.join(' ')) };
}

/**
 * Registers add (201), update and delete of one list section for the provider user, on the
 * provider the account acts for; each answers {message, data: editor}. Items of another provider
 * or absent ones answer 404 providerProfile.itemNotFound; services and projects are held to the
 * package limit (409); deleting an item deletes its pictures. Nothing is written on a refusal.
 */
function registerSection(
  app: FastifyInstance,
  db: Db,
  fileStore: FileStore,
  table: SectionTable,
  endpoints: { create: Endpoint; update: Endpoint; remove: Endpoint },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const bodyOf = (request: FastifyRequest) => request.body as Record<string, unknown>;
  const itemIdOf = (request: FastifyRequest) => (request.params as { itemId: number }).itemId;
  const hasClass = table === providerServices || table === providerProjects;

  typed.route({
    ...endpointRoute(typed, endpoints.create),
    handler: async (request, reply) => {
      const providerId = await providerOfUser(db, requireUser(request).id);
      const body = bodyOf(request);
      if (hasClass) await checkIsicClass(db, body.isicClassCode as string);
      await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        if (table === providerServices || table === providerProjects)
          await checkPackageLimit(tx, providerId, table, request.language);
        const [held] = await tx.select({ total: count() }).from(table).where(eq(table.providerId, providerId));
        const order = 'displayOrder' in table ? { displayOrder: Number(held?.total ?? 0) + 1 } : {};
        await tx.insert(table).values({ ...rowValues(table, body), providerId, ...order } as never);
      });
      return reply
        .status(201)
        .send({ message: translate(request.language, K.itemSaved), data: await editorOf(db, providerId) });
    },
  });

  typed.route({
    ...endpointRoute(typed, endpoints.update),
    handler: async (request) => {
      const providerId = await providerOfUser(db, requireUser(request).id);
      const body = bodyOf(request);
      if (hasClass) await checkIsicClass(db, body.isicClassCode as string);
      const extra = 'updatedAt' in table ? { updatedAt: new Date() } : {};
      const updated = await db
        .update(table)
        .set({ ...rowValues(table, body), ...extra } as never)
        .where(and(eq(table.id, itemIdOf(request)), eq(table.providerId, providerId)))
        .returning({ id: table.id });
      if (updated.length === 0) throw new AppError(404, K.itemNotFound);
      return { message: translate(request.language, K.itemSaved), data: await editorOf(db, providerId) };
    },
  });

  typed.route({
    ...endpointRoute(typed, endpoints.remove),
    handler: async (request) => {
      const providerId = await providerOfUser(db, requireUser(request).id);
      const itemId = itemIdOf(request);
      const kind = PICTURE_KIND.get(table);
      const fileIds = await db.transaction(async (tx) => {
        const removed = await tx
          .delete(table)
          .where(and(eq(table.id, itemId), eq(table.providerId, providerId)))
          .returning({ id: table.id });
        if (removed.length === 0) throw new AppError(404, K.itemNotFound);
        if (!kind) return [];
        return deletePictures(
          tx,
          and(
            eq(providerPictures.providerId, providerId),
            eq(providerPictures.kind, kind),
            eq(providerPictures.ownerId, itemId),
          ),
        );
      });
      await dropFiles(fileStore, fileIds);
      return { message: translate(request.language, K.itemDeleted), data: await editorOf(db, providerId) };
    },
  });
}

/**
 * The provider profile (contracts service-providers-endpoints.ts; docs/decisions/014): the full
 * public profile and its pictures (public; pictures cached a year, immutable, with an ETag), and
 * for the provider user (type 9) the editor read, about + business info, the six list sections and
 * the pictures. 401 without a token, 403 for other types, 404 errors.providerNotLinked for an
 * account that acts for no provider.
 */
export const providerProfileRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (
  app,
  { db, fileStore },
) => {
  app.route({
    ...endpointRoute(app, ProviderPublicProfileEndpoint),
    handler: async (request) => {
      const profile = await loadProviderPublicProfile(db, request.params.providerId, request.language);
      if (!profile) throw new AppError(404, ERROR_KEYS.serviceProviderNotFound);
      return { data: profile };
    },
  });

  for (const [endpoint, column] of [
    [ProviderPictureFileEndpoint, 'fileId'],
    [ProviderThumbnailFileEndpoint, 'thumbnailFileId'],
  ] as const) {
    app.route({
      ...endpointRoute(app, endpoint),
      handler: async (request, reply) => {
        const [row] = await db
          .select({ file: storedFiles })
          .from(providerPictures)
          .innerJoin(storedFiles, eq(storedFiles.id, providerPictures[column]))
          .where(eq(providerPictures.id, request.params.pictureId));
        if (!row) throw new AppError(404, K.pictureNotFound);
        const etag = `"${row.file.sha256}"`;
        reply
          .header('etag', etag)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'same-origin');
        if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
        try {
          const stream = await fileStore.get(row.file.id);
          return reply.type(row.file.contentType).header('content-length', row.file.sizeBytes).send(stream);
        } catch (error) {
          if (error instanceof FileNotFoundError) throw new AppError(404, K.pictureNotFound);
          throw error;
        }
      },
    });
  }

  app.route({
    ...endpointRoute(app, ProviderEditorEndpoint),
    handler: async (request) => ({ data: await editorOf(db, await providerOfUser(db, requireUser(request).id)) }),
  });

  app.route({
    ...endpointRoute(app, UpdateProviderAboutEndpoint),
    handler: async (request) => {
      const providerId = await providerOfUser(db, requireUser(request).id);
      const body = request.body;
      await checkIsicClass(db, body.isicClassCode);
      if (body.cityId !== null) {
        const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, body.cityId));
        if (!city) throw fieldError('cityId', K.cityInvalid);
      }
      if (body.industryGroupCodes.length > 0) {
        const known = await db
          .select({ code: exchangeSectors.code })
          .from(exchangeSectors)
          .where(inArray(exchangeSectors.code, body.industryGroupCodes));
        if (known.length !== body.industryGroupCodes.length)
          throw fieldError('industryGroupCodes', K.industryGroupInvalid);
      }
      await db
        .update(serviceProviders)
        .set({
          descriptionEn: body.descriptionEn,
          descriptionAr: body.descriptionAr,
          website: body.website,
          email: body.email,
          phone: body.phone,
          cityId: body.cityId,
          isicClassCode: body.isicClassCode,
          businessType: body.businessType,
          employeesBracket: body.employeesBracket,
          establishedDate: body.establishedDate,
          developmentStage: body.developmentStage,
          industryGroupCodes: body.industryGroupCodes,
          updatedAt: new Date(),
        })
        .where(eq(serviceProviders.id, providerId));
      return { message: translate(request.language, K.profileSaved), data: await editorOf(db, providerId) };
    },
  });

  registerSection(app, db, fileStore, providerServices, {
    create: AddProviderServiceEndpoint,
    update: UpdateProviderServiceEndpoint,
    remove: DeleteProviderServiceEndpoint,
  });
  registerSection(app, db, fileStore, providerProjects, {
    create: AddProviderProjectEndpoint,
    update: UpdateProviderProjectEndpoint,
    remove: DeleteProviderProjectEndpoint,
  });
  registerSection(app, db, fileStore, providerClients, {
    create: AddProviderClientEndpoint,
    update: UpdateProviderClientEndpoint,
    remove: DeleteProviderClientEndpoint,
  });
  registerSection(app, db, fileStore, providerTeamMembers, {
    create: AddProviderTeamMemberEndpoint,
    update: UpdateProviderTeamMemberEndpoint,
    remove: DeleteProviderTeamMemberEndpoint,
  });
  registerSection(app, db, fileStore, providerAwards, {
    create: AddProviderAwardEndpoint,
    update: UpdateProviderAwardEndpoint,
    remove: DeleteProviderAwardEndpoint,
  });
  registerSection(app, db, fileStore, providerTestimonials, {
    create: AddProviderTestimonialEndpoint,
    update: UpdateProviderTestimonialEndpoint,
    remove: DeleteProviderTestimonialEndpoint,
  });

  app.route({
    ...endpointRoute(app, UploadProviderPictureEndpoint),
    handler: async (request, reply) => {
      const providerId = await providerOfUser(db, requireUser(request).id);
      const replaced = await receiveMultipartForm(
        request,
        {
          fileStore,
          schema: ProviderPictureRequestSchema,
          maxFileBytes: PROVIDER_PICTURE_MAX_BYTES,
          tooLargeKey: K.pictureTooLarge,
          accept: (field) =>
            field === PROVIDER_PICTURE_FIELD
              ? { contentTypes: PROVIDER_PICTURE_CONTENT_TYPES, typeErrorKey: K.pictureType }
              : undefined,
        },
        async ({ kind, ownerId: givenOwner }, files) => {
          const upload = files[0];
          if (!upload) throw fieldError(PROVIDER_PICTURE_FIELD, K.pictureRequired);
          const ownerId = kind === 'logo' ? null : givenOwner;
          if (!(await pictureOwnerExists(db, providerId, kind, ownerId))) throw new AppError(404, K.itemNotFound);
          const processed = await processPicture(fileStore, upload);
          const newFiles = [processed.picture.fileId, processed.thumbnail.fileId];
          try {
            return await db.transaction(async (tx) => {
              await lockProvider(tx, providerId);
              const sameOwner = and(
                eq(providerPictures.providerId, providerId),
                eq(providerPictures.kind, kind),
                ownerId === null ? sql`${providerPictures.ownerId} is null` : eq(providerPictures.ownerId, ownerId),
              );
              let removed: string[] = [];
              if (SINGLE_PICTURE_KINDS.includes(kind)) removed = await deletePictures(tx, sameOwner);
              else {
                const [held] = await tx.select({ total: count() }).from(providerPictures).where(sameOwner);
                if (Number(held?.total ?? 0) >= MAX_PICTURES_PER_ITEM)
                  throw new AppError(409, K.picturesFull, { limit: MAX_PICTURES_PER_ITEM });
              }
              const displayOrder = await nextPictureOrder(tx, sameOwner);
              const stored = (file: typeof processed.picture, field: string) => ({
                id: file.fileId,
                ownerType: 'provider_picture' as const,
                ownerId: 0,
                field,
                originalName: file.originalName,
                contentType: file.contentType,
                sizeBytes: file.sizeBytes,
                sha256: file.sha256,
              });
              await tx
                .insert(storedFiles)
                .values([stored(processed.picture, 'picture'), stored(processed.thumbnail, 'thumbnail')]);
              const [picture] = await tx
                .insert(providerPictures)
                .values({
                  providerId,
                  kind,
                  ownerId,
                  fileId: processed.picture.fileId,
                  thumbnailFileId: processed.thumbnail.fileId,
                  width: processed.width,
                  height: processed.height,
                  displayOrder,
                })
                .returning({ id: providerPictures.id });
              if (!picture) throw new Error('picture row not written');
              await tx.update(storedFiles).set({ ownerId: picture.id }).where(inArray(storedFiles.id, newFiles));
              return removed;
            });
          } catch (error) {
            await dropFiles(fileStore, newFiles);
            throw error;
          }
        },
      );
      await dropFiles(fileStore, replaced);
      return reply
        .status(201)
        .send({ message: translate(request.language, K.pictureSaved), data: await editorOf(db, providerId) });
    },
  });

  app.route({
    ...endpointRoute(app, DeleteProviderPictureEndpoint),
    handler: async (request) => {
      const providerId = await providerOfUser(db, requireUser(request).id);
      const fileIds = await db.transaction((tx) =>
        deletePictures(
          tx,
          and(eq(providerPictures.id, request.params.pictureId), eq(providerPictures.providerId, providerId)),
        ),
      );
      if (fileIds.length === 0) throw new AppError(404, K.pictureNotFound);
      await dropFiles(fileStore, fileIds);
      return { message: translate(request.language, K.pictureDeleted), data: await editorOf(db, providerId) };
    },
  });

  app.route({
    ...endpointRoute(app, ReorderProviderPicturesEndpoint),
    handler: async (request) => {
      const providerId = await providerOfUser(db, requireUser(request).id);
      const { kind, ownerId } = request.body;
      if (!(await pictureOwnerExists(db, providerId, kind, ownerId))) throw new AppError(404, K.itemNotFound);
      await db.transaction(async (tx) => {
        await lockProvider(tx, providerId);
        await writePictureOrder(tx, providerId, request.body);
      });
      return { message: translate(request.language, K.picturesReordered), data: await editorOf(db, providerId) };
    },
  });
};
