import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { fromMultipartFields } from '@hissa/contracts/registration/multipart-fields';
import {
  InitiateRequestSchema,
  REQUEST_ATTACHMENT_CONTENT_TYPES,
  REQUEST_ATTACHMENT_FIELD_PATTERN,
  REQUEST_ATTACHMENT_MAX_BYTES,
  REQUEST_KEYS,
  RespondRequestSchema,
} from '@hissa/contracts/requests';
import {
  DeleteMyRequestEndpoint,
  DeleteResponseEndpoint,
  InitiateRequestEndpoint,
  MyRequestEndpoint,
  OtherRequestEndpoint,
  RecipientsEndpoint,
  RequestAttachmentEndpoint,
  RespondToRequestEndpoint,
  SearchMyRequestsEndpoint,
  SearchOtherRequestsEndpoint,
  UpdateMyRequestEndpoint,
} from '@hissa/contracts/requests-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipart } from '../files/receive-multipart.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { loadViewer } from './request-access.ts';
import { findRequestDetail, listRecipients, searchRequests } from './request-queries.ts';
import {
  canReadRequestFile,
  deleteMyRequest,
  deleteResponse,
  initiateRequest,
  respondToRequest,
  updateMyRequest,
} from './request-service.ts';

/**
 * Reads a multipart body: its text fields checked with `schema`, its attachments (attachments.0,
 * attachments.1...) checked by content (pdf, png, jpeg) and size (2 MB), then runs `store` with
 * both. The files are removed from the store again when anything fails.
 * Errors: 400 field errors or a file of another type; 413 registration.fileTooLarge.
 */
export async function withMultipart<T extends z.ZodObject, R>(
  request: FastifyRequest,
  fileStore: FileStore,
  schema: T,
  store: (fields: z.infer<T>, files: Awaited<ReturnType<typeof receiveMultipart>>['files']) => Promise<R>,
): Promise<R> {
  if (!request.isMultipart()) throw new AppError(400, ERROR_KEYS.validation);
  const upload = await receiveMultipart(request, {
    store: fileStore,
    maxFileBytes: REQUEST_ATTACHMENT_MAX_BYTES,
    tooLargeKey: REQUEST_KEYS.fileTooLarge,
    accept: (name) =>
      REQUEST_ATTACHMENT_FIELD_PATTERN.test(name)
        ? { contentTypes: REQUEST_ATTACHMENT_CONTENT_TYPES, typeErrorKey: REQUEST_KEYS.attachmentType }
        : undefined,
  });
  try {
    const parsed = schema.safeParse(fromMultipartFields(schema, upload.fields));
    if (!parsed.success) throw validationError(parsed.error.issues);
    return await store(parsed.data, upload.files);
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

/**
 * Requests of signed-in company users, shareholders and investors (decision 006; contracts
 * requests.ts). Answers {message (request language), data} or pages {data, page, size, total}.
 * - Send a request (multipart: type, title, message, meetingDate?, meetingLink?, expiryDate?,
 *   recipientKind, recipientId; files attachments.{i}) -> 201 {message, data: detail}.
 * - Search the requests I sent or received (search, type, status, page, size) -> page.
 * - One request I sent (sender) or received (recipient) -> {data: detail}.
 * - Change a pending request I sent (JSON details) -> {message, data}.
 * - Delete a request I sent -> {message}; its answers and files go with it.
 * - Answer a request sent to me (multipart: message; files attachments.{i}) -> 201 {message, data}.
 * - Delete my answer (its author) -> {message, data}.
 * - Who a request can go to (search) -> {data: {companies, people}}.
 * - Download an attachment -> the file, for the two parties and the admin.
 * Errors in the envelope: 400, 401, 403 (other user types; the wrong party), 404 (absent or
 * not shared with the viewer), 409 (answered or expired), 413 (file over 2 MB).
 */
export const requestRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (
  app,
  { db, fileStore },
) => {
  const viewerOf = (request: FastifyRequest) => loadViewer(db, requireUser(request));
  const detailOf = async (request: FastifyRequest, requestId: number, side: 'mine' | 'others') => {
    const detail = await findRequestDetail(db, await viewerOf(request), requestId, side, request.language);
    if (!detail) throw new AppError(404, REQUEST_KEYS.notFound);
    return detail;
  };
  const removeFiles = (fileIds: readonly string[]) => Promise.all(fileIds.map((fileId) => fileStore.delete(fileId)));

  app.route({
    ...endpointRoute(app, InitiateRequestEndpoint),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const id = await withMultipart(request, fileStore, InitiateRequestSchema, (fields, files) =>
        initiateRequest(db, viewer, fields, files),
      );
      return reply.status(201).send({
        message: translate(request.language, REQUEST_KEYS.initiated),
        data: await detailOf(request, id, 'mine'),
      });
    },
  });

  for (const [endpoint, side] of [
    [SearchMyRequestsEndpoint, 'mine'],
    [SearchOtherRequestsEndpoint, 'others'],
  ] as const) {
    app.route({
      ...endpointRoute(app, endpoint),
      handler: async (request) => {
        const { page, size } = request.query;
        const result = await searchRequests(db, await viewerOf(request), side, request.query, request.language);
        return { ...result, page, size };
      },
    });
  }

  for (const [endpoint, side] of [
    [MyRequestEndpoint, 'mine'],
    [OtherRequestEndpoint, 'others'],
  ] as const) {
    app.route({
      ...endpointRoute(app, endpoint),
      handler: async (request) => ({ data: await detailOf(request, request.params.requestId, side) }),
    });
  }

  app.route({
    ...endpointRoute(app, UpdateMyRequestEndpoint),
    handler: async (request) => {
      await updateMyRequest(db, await viewerOf(request), request.params.requestId, request.body);
      return {
        message: translate(request.language, REQUEST_KEYS.updated),
        data: await detailOf(request, request.params.requestId, 'mine'),
      };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteMyRequestEndpoint),
    handler: async (request) => {
      await removeFiles(await deleteMyRequest(db, await viewerOf(request), request.params.requestId));
      return { message: translate(request.language, REQUEST_KEYS.deleted) };
    },
  });

  app.route({
    ...endpointRoute(app, RespondToRequestEndpoint),
    handler: async (request, reply) => {
      const viewer = await viewerOf(request);
      const { requestId } = request.params;
      await withMultipart(request, fileStore, RespondRequestSchema, (fields, files) =>
        respondToRequest(db, viewer, requestId, fields, files),
      );
      return reply.status(201).send({
        message: translate(request.language, REQUEST_KEYS.responded),
        data: await detailOf(request, requestId, 'others'),
      });
    },
  });

  app.route({
    ...endpointRoute(app, DeleteResponseEndpoint),
    handler: async (request) => {
      const { requestId, fileIds } = await deleteResponse(db, await viewerOf(request), request.params.responseId);
      await removeFiles(fileIds);
      return {
        message: translate(request.language, REQUEST_KEYS.responseDeleted),
        data: await detailOf(request, requestId, 'others'),
      };
    },
  });

  app.route({
    ...endpointRoute(app, RecipientsEndpoint),
    handler: async (request) => ({
      data: await listRecipients(db, await viewerOf(request), request.query.search, request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, RequestAttachmentEndpoint),
    handler: async (request, reply) => {
      const file = await findStoredFile(db, request.params.fileId);
      if (!file || !(await canReadRequestFile(db, await viewerOf(request), file)))
        throw new AppError(404, ERROR_KEYS.notFound);
      return sendStoredFile(reply, fileStore, file);
    },
  });
};
