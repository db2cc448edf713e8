import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { fromMultipartFields } from '@hissa/contracts/registration/multipart-fields';
import {
  InitiateRequestSchema,
  RecipientsQuerySchema,
  RecipientsResponseSchema,
  REQUEST_ATTACHMENT_CONTENT_TYPES,
  REQUEST_ATTACHMENT_FIELD_PATTERN,
  REQUEST_ATTACHMENT_MAX_BYTES,
  REQUEST_KEYS,
  REQUEST_USER_TYPES,
  RequestDetailResponseSchema,
  RequestIdSchema,
  RequestMessageDetailSchema,
  RequestMessageSchema,
  RequestPageSchema,
  RequestSearchQuerySchema,
  RespondRequestSchema,
  UpdateRequestSchema,
} from '@hissa/contracts/requests';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipart } from '../files/receive-multipart.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { loadViewer } from './request-access.ts';
import { findRequestDetail, listRecipients, searchRequests } from './request-queries.ts';
import { canReadRequestFile, deleteMyRequest, deleteResponse, initiateRequest, respondToRequest, updateMyRequest } from './request-service.ts';

const BASE = '/common-api/request';
const tags = ['requests'];
const RequestParams = z.object({ requestId: RequestIdSchema });

/**
 * Reads a multipart body: its text fields checked with `schema`, its attachments (attachments.0,
 * attachments.1...) checked by content (pdf, png, jpeg) and size (2 MB), then runs `store` with
 * both. The files are removed from the store again when anything fails.
 * Errors: 400 field errors or a file of another type; 413 registration.fileTooLarge.
 */
async function withMultipart<T extends z.ZodObject, R>(
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
    accept: (name) => (REQUEST_ATTACHMENT_FIELD_PATTERN.test(name) ? { contentTypes: REQUEST_ATTACHMENT_CONTENT_TYPES, typeErrorKey: REQUEST_KEYS.attachmentType } : undefined),
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
 * Requests of signed-in company users, shareholders and investors (marketplace.txt sections 2
 * my-requests / other-requests, 3, 4, 5, 7 Requests, 8; decisions in contracts/requests.ts).
 * Answers {message (request language), data} or pages {data, page, size, total}.
 * - POST initiate-request (multipart: type, title, message, meetingDate?, meetingLink?,
 *   expiryDate?, recipientKind, recipientId; files attachments.{i}) -> 201 {message, data: detail}.
 * - GET search-my-requests?search&type&status&page&size / search-other-requests -> page.
 * - GET my-requests/{id} (sender) / other-requests/{id} (recipient) -> {data: detail}.
 * - PUT update-my-request/{id} (JSON details, while pending) -> {message, data}.
 * - DELETE delete-my-request/{id} -> {message}; its answers and files go with it.
 * - POST add-request-response/{id} (multipart: message; files attachments.{i}) -> 201 {message, data}.
 * - DELETE delete-other-request-response/{responseId} (its author) -> {message, data}.
 * - GET get-user-based-companies?search -> {data: {companies, people}}: who a request can go to.
 * - GET attachments/{fileId} -> the file, for the two parties and the admin.
 * Errors in the envelope: 400, 401, 403 (other user types; the wrong party), 404 (absent or
 * not shared with the viewer), 409 (answered or expired), 413 (file over 2 MB).
 */
export const requestRoutes: FastifyPluginAsyncZod<{ db: Db; fileStore: FileStore }> = async (app, { db, fileStore }) => {
  const onRequest = app.authorize(REQUEST_USER_TYPES);
  const viewerOf = (request: FastifyRequest) => loadViewer(db, requireUser(request));
  const detailOf = async (request: FastifyRequest, requestId: number, side: 'mine' | 'others') => {
    const detail = await findRequestDetail(db, await viewerOf(request), requestId, side, request.language);
    if (!detail) throw new AppError(404, REQUEST_KEYS.notFound);
    return detail;
  };
  const removeFiles = (fileIds: readonly string[]) => Promise.all(fileIds.map((fileId) => fileStore.delete(fileId)));

  app.post(
    `${BASE}/initiate-request`,
    { onRequest, schema: { tags, summary: 'Send a request (multipart, with attachments)', consumes: ['multipart/form-data'], response: { 201: RequestMessageDetailSchema } } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const id = await withMultipart(request, fileStore, InitiateRequestSchema, (fields, files) => initiateRequest(db, viewer, fields, files));
      return reply.status(201).send({ message: translate(request.language, REQUEST_KEYS.initiated), data: await detailOf(request, id, 'mine') });
    },
  );

  for (const [path, side] of [
    ['search-my-requests', 'mine'],
    ['search-other-requests', 'others'],
  ] as const) {
    app.get(
      `${BASE}/${path}`,
      { onRequest, schema: { tags, summary: side === 'mine' ? 'Search the requests I sent' : 'Search the requests sent to me', querystring: RequestSearchQuerySchema, response: { 200: RequestPageSchema } } },
      async (request) => {
        const { page, size } = request.query;
        const result = await searchRequests(db, await viewerOf(request), side, request.query, request.language);
        return { ...result, page, size };
      },
    );
  }

  for (const [path, side] of [
    ['my-requests', 'mine'],
    ['other-requests', 'others'],
  ] as const) {
    app.get(
      `${BASE}/${path}/:requestId`,
      { onRequest, schema: { tags, summary: side === 'mine' ? 'A request I sent' : 'A request sent to me', params: RequestParams, response: { 200: RequestDetailResponseSchema } } },
      async (request) => ({ data: await detailOf(request, request.params.requestId, side) }),
    );
  }

  app.put(
    `${BASE}/update-my-request/:requestId`,
    { onRequest, schema: { tags, summary: 'Change a pending request I sent', params: RequestParams, body: UpdateRequestSchema, response: { 200: RequestMessageDetailSchema } } },
    async (request) => {
      await updateMyRequest(db, await viewerOf(request), request.params.requestId, request.body);
      return { message: translate(request.language, REQUEST_KEYS.updated), data: await detailOf(request, request.params.requestId, 'mine') };
    },
  );

  app.delete(
    `${BASE}/delete-my-request/:requestId`,
    { onRequest, schema: { tags, summary: 'Delete a request I sent, with its answers and files', params: RequestParams, response: { 200: RequestMessageSchema } } },
    async (request) => {
      await removeFiles(await deleteMyRequest(db, await viewerOf(request), request.params.requestId));
      return { message: translate(request.language, REQUEST_KEYS.deleted) };
    },
  );

  app.post(
    `${BASE}/add-request-response/:requestId`,
    { onRequest, schema: { tags, summary: 'Answer a request sent to me (multipart, with attachments)', params: RequestParams, consumes: ['multipart/form-data'], response: { 201: RequestMessageDetailSchema } } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const { requestId } = request.params;
      await withMultipart(request, fileStore, RespondRequestSchema, (fields, files) => respondToRequest(db, viewer, requestId, fields, files));
      return reply.status(201).send({ message: translate(request.language, REQUEST_KEYS.responded), data: await detailOf(request, requestId, 'others') });
    },
  );

  app.delete(
    `${BASE}/delete-other-request-response/:responseId`,
    { onRequest, schema: { tags, summary: 'Delete my answer to a request', params: z.object({ responseId: RequestIdSchema }), response: { 200: RequestMessageDetailSchema } } },
    async (request) => {
      const { requestId, fileIds } = await deleteResponse(db, await viewerOf(request), request.params.responseId);
      await removeFiles(fileIds);
      return { message: translate(request.language, REQUEST_KEYS.responseDeleted), data: await detailOf(request, requestId, 'others') };
    },
  );

  app.get(
    `${BASE}/get-user-based-companies`,
    { onRequest, schema: { tags, summary: 'Who a request can go to: companies with a registered user, shareholders and investors', querystring: RecipientsQuerySchema, response: { 200: RecipientsResponseSchema } } },
    async (request) => ({ data: await listRecipients(db, await viewerOf(request), request.query.search, request.language) }),
  );

  app.get(
    `${BASE}/attachments/:fileId`,
    {
      onRequest: app.authorize([...REQUEST_USER_TYPES, USER_TYPES.admin]),
      schema: { tags, summary: 'Download a file of a request or an answer (the two parties and the admin)', params: z.object({ fileId: z.string().max(64, 'validation.tooLong') }) },
    },
    async (request, reply) => {
      const file = await findStoredFile(db, request.params.fileId);
      if (!file || !(await canReadRequestFile(db, await viewerOf(request), file))) throw new AppError(404, ERROR_KEYS.notFound);
      return sendStoredFile(reply, fileStore, file);
    },
  );
};
