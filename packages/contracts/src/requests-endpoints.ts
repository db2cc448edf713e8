import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import {
  RecipientsQuerySchema,
  RecipientsResponseSchema,
  REQUEST_RECEIVER_USER_TYPES,
  REQUEST_USER_TYPES,
  RequestDetailResponseSchema,
  RequestMessageDetailSchema,
  RequestMessageSchema,
  RequestPageSchema,
  RequestSearchQuerySchema,
  UpdateRequestSchema,
  VisitorRequestPageSchema,
  VisitorRequestSchema,
  VisitorRequestsQuerySchema,
} from './requests.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The requests endpoints (decision 006 for the rules, 012 for the pattern): requests between
 * signed-in company users, shareholders and investors (the sender's my-requests, the recipient's
 * other-requests), their attachments, and visitors' requests with the admin's follow-up list.
 * Errors in the envelope: 400, 401, 403 (other user types; the wrong party), 404 (absent or not
 * shared with the viewer), 409 (answered or expired), 413 (file over 2 MB).
 */

const tags = ['requests'] as const;
const REQUEST = '/common-api/request';
const access = REQUEST_USER_TYPES;
/** The recipient's calls (other-requests, answers) also admit consultants. */
const receiverAccess = REQUEST_RECEIVER_USER_TYPES;
const ADMIN = [USER_TYPES.admin] as const;
const RequestParams = z.object({ requestId: IdSchema });

/**
 * Send a request: multipart text fields of InitiateRequestSchema, files attachments.{i} (pdf,
 * png, jpeg; 2 MB) -> 201 {message, data: detail}; 404 recipient, 413 file too large.
 */
export const InitiateRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REQUEST}/initiate-request`,
  summary: 'Send a request (multipart, with attachments)',
  tags,
  access,
  multipart: true,
  responses: { 201: RequestMessageDetailSchema },
});

/** A page of the requests I sent, newest first, by text, type and status. */
export const SearchMyRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REQUEST}/search-my-requests`,
  summary: 'Search the requests I sent',
  tags,
  access,
  query: RequestSearchQuerySchema,
  responses: { 200: RequestPageSchema },
});

/** A page of the requests sent to me, newest first, by text, type and status. */
export const SearchOtherRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REQUEST}/search-other-requests`,
  summary: 'Search the requests sent to me',
  tags,
  access: receiverAccess,
  query: RequestSearchQuerySchema,
  responses: { 200: RequestPageSchema },
});

/** A request I sent, with its files and answers; 404 requests.notFound otherwise. */
export const MyRequestEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REQUEST}/my-requests/:requestId`,
  summary: 'A request I sent',
  tags,
  access,
  params: RequestParams,
  responses: { 200: RequestDetailResponseSchema },
});

/** A request sent to me, with its files and answers; 404 requests.notFound otherwise. */
export const OtherRequestEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REQUEST}/other-requests/:requestId`,
  summary: 'A request sent to me',
  tags,
  access: receiverAccess,
  params: RequestParams,
  responses: { 200: RequestDetailResponseSchema },
});

/** Change the details of a pending request I sent (JSON); 409 once answered or expired. */
export const UpdateMyRequestEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${REQUEST}/update-my-request/:requestId`,
  summary: 'Change a pending request I sent',
  tags,
  access,
  params: RequestParams,
  body: UpdateRequestSchema,
  responses: { 200: RequestMessageDetailSchema },
});

/** Delete a request I sent, with its answers and files. */
export const DeleteMyRequestEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${REQUEST}/delete-my-request/:requestId`,
  summary: 'Delete a request I sent, with its answers and files',
  tags,
  access,
  params: RequestParams,
  responses: { 200: RequestMessageSchema },
});

/** Answer a request sent to me: multipart message, files attachments.{i} -> 201 {message, data: detail}; 409 once expired. */
export const RespondToRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REQUEST}/add-request-response/:requestId`,
  summary: 'Answer a request sent to me (multipart, with attachments)',
  tags,
  access: receiverAccess,
  params: RequestParams,
  multipart: true,
  responses: { 201: RequestMessageDetailSchema },
});

/** Delete my answer to a request, with its files (its author only) -> {message, data: detail}. */
export const DeleteResponseEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${REQUEST}/delete-other-request-response/:responseId`,
  summary: 'Delete my answer to a request',
  tags,
  access: receiverAccess,
  params: z.object({ responseId: IdSchema }),
  responses: { 200: RequestMessageDetailSchema },
});

/** Who a request can go to, by name: companies with a registered company user, shareholders and investors. */
export const RecipientsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REQUEST}/get-user-based-companies`,
  summary: 'Who a request can go to: companies with a registered user, shareholders and investors',
  tags,
  access,
  query: RecipientsQuerySchema,
  responses: { 200: RecipientsResponseSchema },
});

/** Download a file of a request or an answer (the two parties and the admin); 404 when absent or not shared with me. */
export const RequestAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REQUEST}/attachments/:fileId`,
  summary: 'Download a file of a request or an answer (the two parties and the admin)',
  tags,
  access: [...REQUEST_RECEIVER_USER_TYPES, USER_TYPES.admin],
  file: true,
  params: z.object({ fileId: z.string().max(64, 'validation.tooLong') }),
  responses: { 200: z.unknown().describe('file bytes') },
});

/** A visitor's request to a company, followed up by the admin (public, 10 per IP per hour) -> 201 {message}; 404 errors.companyNotFound, 429. */
export const VisitorRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/request/unreg/initiate-request',
  summary: "A visitor's request to a company, followed up by the admin",
  tags,
  body: VisitorRequestSchema,
  responses: { 201: RequestMessageSchema },
});

/** Visitors' requests to follow up, newest first, optionally of one state (admin). */
export const VisitorRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/requests',
  summary: "Visitors' requests to follow up",
  tags: ['admin'],
  access: ADMIN,
  query: VisitorRequestsQuerySchema,
  responses: { 200: VisitorRequestPageSchema },
});

/** Mark a visitor's request as contacted (admin; marking again keeps the first); 404 requests.notFound when it is not a visitor's request. */
export const MarkVisitorContactedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin-api/requests/:requestId/contacted',
  summary: "Mark a visitor's request as contacted",
  tags: ['admin'],
  access: ADMIN,
  params: RequestParams,
  responses: { 200: RequestMessageSchema },
});
