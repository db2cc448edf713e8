import {
  AdvertisingRequestSchema,
  CustomMediaRequestSchema,
  SalesRequestPageSchema,
  SalesRequestSchema,
  SalesRequestsQuerySchema,
  UpdateSalesRequestSchema,
} from './billing/sales-requests.ts';
import { IdSchema, MessageDataSchema, MessageResponseSchema } from './http/common-schemas.ts';
import { defineEndpoint } from './http/endpoint.ts';
import { USER_TYPES } from './user-types.ts';
import { z } from 'zod';

/*
 * Requests the sales team answers (contracts billing/sales-requests.ts; docs/decisions/023):
 * a customised media package and advertising (spec §7 public forms: advertisement-support). Anyone
 * may send one (rate-limited per address; a filled honeypot is accepted and dropped); the answer
 * is 'custom package request submitted (sales team will contact)' (spec §8). The admin (type 1)
 * works the queue. Errors: 400 field errors, 429 too many, 404 unknown request.
 */

const tags = ['sales requests'] as const;
const ADMIN = [USER_TYPES.admin] as const;

/** Ask for a customised media package -> 201 {message}. */
export const CustomMediaRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/custom-media-package-requests',
  summary: 'Request a customised media package (the sales team will contact)',
  tags,
  body: CustomMediaRequestSchema,
  responses: { 201: MessageResponseSchema },
});

/** Ask about advertising on the platform -> 201 {message}. */
export const AdvertisingRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/advertisement-support',
  summary: 'Ask about advertising (the sales team will contact)',
  tags,
  body: AdvertisingRequestSchema,
  responses: { 201: MessageResponseSchema },
});

/** The sales team's queue, newest first, by kind and status. */
export const SalesRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/sales-requests',
  summary: 'Sales requests queue',
  tags,
  access: ADMIN,
  query: SalesRequestsQuerySchema,
  responses: { 200: SalesRequestPageSchema },
});

/** Move a request to new, contacted or closed, with a note; 404 salesRequests.notFound. */
export const UpdateSalesRequestEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/admin-api/sales-requests/:requestId',
  summary: 'Change a sales request status and note',
  tags,
  access: ADMIN,
  params: z.object({ requestId: IdSchema }),
  body: UpdateSalesRequestSchema,
  responses: { 200: MessageDataSchema(SalesRequestSchema) },
});
