import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, IdSchema, MessageDataSchema, MessageResponseSchema } from './http/common-schemas.ts';
import {
  AcceptQuotationSchema,
  BuyerRequestDetailSchema,
  BuyerRequestPageSchema,
  BuyerRequestsQuerySchema,
  ConnectionQueueQuerySchema,
  ConnectionRequestPageSchema,
  ConnectProviderSchema,
  ProviderQuotationDetailSchema,
  ProviderQuotationPageSchema,
  ProviderQuotationsQuerySchema,
  ProposalTargetSchema,
  QuotationRequestDetailsSchema,
  ReviewQuotationSchema,
} from './services-marketplace/quotations.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * Quotation requests and service quotations of the services marketplace (decision 018 for the
 * rules, 012 for the pattern). Buyers (type 11) send requests and accept, decline and review;
 * provider users (type 9) answer for the provider they act for; the admin works the queue of
 * requests to providers no user acts for (service-provider/unregistered-user).
 * Errors in the envelope: 400, 401, 403 (other user types), 404 (absent or not the viewer's),
 * 409 (the state does not allow it), 413 (file over 2 MB).
 */

const tags = ['service-quotations'] as const;
const BUYER_API = '/common-api/buyer/quotation-requests';
const PROVIDER_API = '/common-api/service-provider/quotations';
const BUYER = [USER_TYPES.buyer] as const;
const PROVIDER = [USER_TYPES.serviceProvider] as const;
const ADMIN = [USER_TYPES.admin] as const;
const RequestParams = z.object({ requestId: IdSchema });
const QuotationParams = z.object({ quotationId: IdSchema });

/**
 * Send a quotation request (multipart: CreateQuotationRequestSchema fields, providerIds repeated,
 * files attachments.{i}) -> 201 {message 'service quotation request submitted', data: detail}.
 * Providers no user acts for are queued for the admin. 404 provider / requirement, 413 file.
 */
export const CreateQuotationRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: BUYER_API,
  summary: 'Send a quotation request to one or more providers (multipart)',
  tags,
  access: BUYER,
  multipart: true,
  responses: { 201: MessageDataSchema(BuyerRequestDetailSchema) },
});

/** A page of my quotation requests (open or closed), newest first. */
export const BuyerRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: BUYER_API,
  summary: 'My quotation requests',
  tags,
  access: BUYER,
  query: BuyerRequestsQuerySchema,
  responses: { 200: BuyerRequestPageSchema },
});

/** One of my quotation requests with every provider's quotation; 404 otherwise. */
export const BuyerRequestEndpoint = defineEndpoint({
  method: 'GET',
  path: `${BUYER_API}/:requestId`,
  summary: 'One of my quotation requests, with the quotations',
  tags,
  access: BUYER,
  params: RequestParams,
  responses: { 200: DataSchema(BuyerRequestDetailSchema) },
});

/** Change title, description and deadline while nothing is accepted; 409 quotations.requestLocked. */
export const UpdateQuotationRequestEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${BUYER_API}/:requestId`,
  summary: 'Change my quotation request',
  tags,
  access: BUYER,
  params: RequestParams,
  body: QuotationRequestDetailsSchema,
  responses: { 200: MessageDataSchema(BuyerRequestDetailSchema) },
});

/** Delete my request with its quotations and files; 409 once a quotation is accepted or completed. */
export const DeleteQuotationRequestEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${BUYER_API}/:requestId`,
  summary: 'Delete my quotation request',
  tags,
  access: BUYER,
  params: RequestParams,
  responses: { 200: MessageResponseSchema },
});

/**
 * Accept a responded quotation as seen (body: its response's respondedAt); the others still
 * pending or responded are declined. 409 not responded / another accepted / quotations.responseChanged
 * when the provider changed the answer since (nothing changes then).
 */
export const AcceptQuotationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/common-api/buyer/quotations/:quotationId/accept',
  summary: 'Accept a quotation (the others are declined)',
  tags,
  access: BUYER,
  params: QuotationParams,
  body: AcceptQuotationSchema,
  responses: { 200: MessageDataSchema(BuyerRequestDetailSchema) },
});

/** Decline a pending or responded quotation; 409 otherwise. */
export const DeclineQuotationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/common-api/buyer/quotations/:quotationId/decline',
  summary: 'Decline a quotation',
  tags,
  access: BUYER,
  params: QuotationParams,
  responses: { 200: MessageDataSchema(BuyerRequestDetailSchema) },
});

/** Rate and review a completed engagement (once); 409 'Not yet completed by service provider' or already reviewed. */
export const ReviewQuotationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/common-api/buyer/quotations/:quotationId/review',
  summary: 'Review a completed engagement',
  tags,
  access: BUYER,
  params: QuotationParams,
  body: ReviewQuotationSchema,
  responses: { 201: MessageDataSchema(BuyerRequestDetailSchema) },
});

/** A page of the quotations of the provider I act for, by status and text. */
export const ProviderQuotationsEndpoint = defineEndpoint({
  method: 'GET',
  path: PROVIDER_API,
  summary: 'Service quotations of my provider',
  tags,
  access: PROVIDER,
  query: ProviderQuotationsQuerySchema,
  responses: { 200: ProviderQuotationPageSchema },
});

/** One quotation of my provider with the buyer's request; 404 otherwise. */
export const ProviderQuotationEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PROVIDER_API}/:quotationId`,
  summary: 'One service quotation of my provider',
  tags,
  access: PROVIDER,
  params: QuotationParams,
  responses: { 200: DataSchema(ProviderQuotationDetailSchema) },
});

/**
 * Answer or change the answer (multipart RespondQuotationSchema, file attachments.0): pending
 * before the deadline, or responded -> {message, data}. 409 expired / accepted / declined.
 */
export const RespondQuotationEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${PROVIDER_API}/:quotationId/response`,
  summary: 'Answer a quotation request, or change the answer (multipart)',
  tags,
  access: PROVIDER,
  params: QuotationParams,
  multipart: true,
  responses: { 200: MessageDataSchema(ProviderQuotationDetailSchema) },
});

/** Withdraw my answer while it is not accepted; the quotation is pending again. 409 otherwise. */
export const DeleteQuotationResponseEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${PROVIDER_API}/:quotationId/response`,
  summary: 'Withdraw my answer',
  tags,
  access: PROVIDER,
  params: QuotationParams,
  responses: { 200: MessageDataSchema(ProviderQuotationDetailSchema) },
});

/** Mark an accepted engagement complete; 409 otherwise. */
export const CompleteQuotationEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROVIDER_API}/:quotationId/complete`,
  summary: 'Mark an accepted engagement complete',
  tags,
  access: PROVIDER,
  params: QuotationParams,
  responses: { 200: MessageDataSchema(ProviderQuotationDetailSchema) },
});

/** Download a file of a request or a response (the buyer, the provider's users, the admin); 404 otherwise. */
export const QuotationAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/quotation-attachments/:fileId',
  summary: 'Download a file of a quotation request or a response',
  tags,
  access: [USER_TYPES.buyer, USER_TYPES.serviceProvider, USER_TYPES.admin],
  file: true,
  params: z.object({ fileId: z.string().max(64, 'validation.tooLong') }),
  responses: { 200: z.unknown().describe('file bytes') },
});

/** The admin's queue of requests to providers no user acts for (service-provider/unregistered-user). */
export const ConnectionQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/service-provider/unregistered-user',
  summary: 'Buyers waiting to be connected to unregistered providers',
  tags: ['admin'],
  access: ADMIN,
  query: ConnectionQueueQuerySchema,
  responses: { 200: ConnectionRequestPageSchema },
});

/** Mark a queued request connected with a note; 409 when already connected. */
export const ConnectProviderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin-api/service-provider/unregistered-user/:connectionId/connected',
  summary: 'Mark a buyer connected to an unregistered provider',
  tags: ['admin'],
  access: ADMIN,
  params: z.object({ connectionId: IdSchema }),
  body: ConnectProviderSchema,
  responses: { 200: MessageResponseSchema },
});

const RequirementParams = z.object({ requirementId: IdSchema });

/**
 * An open public requirement as the provider user sees it before proposing, with its quotation
 * on it if any. 404 requirements.notFound (absent or private), 404 errors.providerNotLinked.
 */
export const ProposalTargetEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/service-provider/requirements/:requirementId/proposal',
  summary: 'A public requirement to send a proposal on',
  tags,
  access: PROVIDER,
  params: RequirementParams,
  responses: { 200: DataSchema(ProposalTargetSchema) },
});

/**
 * Send a proposal on an open public requirement (multipart RespondQuotationSchema, file
 * attachments.0) -> 201 {message, data: the provider's quotation}. The buyer's quotation request
 * for the requirement is found or created and the quotation stored as responded (decision 018).
 * 404 requirements.notFound / errors.providerNotLinked / quotations.providerNotFound (inactive);
 * 409 quotations.requirementClosed / alreadyProposed.
 */
export const SendProposalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/common-api/service-provider/requirements/:requirementId/proposal',
  summary: 'Send a proposal on a public requirement (multipart)',
  tags,
  access: PROVIDER,
  params: RequirementParams,
  multipart: true,
  responses: { 201: MessageDataSchema(ProviderQuotationDetailSchema) },
});
