import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REQUEST_KEYS, RequestIdSchema, RequestMessageSchema, VisitorRequestPageSchema, VisitorRequestSchema, VisitorRequestsQuerySchema } from '@hissa/contracts/requests';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { translate } from '../../plugins/i18n.ts';
import { listVisitorRequests } from './request-queries.ts';
import { initiateVisitorRequest, markVisitorContacted } from './request-service.ts';
import { requireUser } from '../../plugins/auth.ts';

/** Visitors' requests per IP per hour. */
export const VISITOR_REQUESTS_PER_IP = { max: 10, timeWindow: 60 * 60_000 };

/**
 * Requests of visitors who are not signed in (marketplace.txt sections 6 "Admin ... contacts
 * requesters", 7 unreg/initiate-request, 8 'request initiated (admin will contact)').
 * - POST /public-api/request/unreg/initiate-request {companyId, fullName, email, phone, type,
 *   title, message, meetingDate?, meetingLink?, expiryDate?} -> 201 {message}. 400, 404
 *   errors.companyNotFound, 429.
 * - GET /admin-api/requests?page&size&state (admin) -> {data: visitor requests, newest first,
 *   page, size, total}; state to_contact or contacted keeps one follow-up state.
 * - POST /admin-api/requests/{id}/contacted (admin) -> {message}: the admin has contacted the
 *   visitor (who and when are kept; marking again keeps the first). 404 requests.notFound when
 *   {id} is not a visitor's request.
 */
export const visitorRequestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/public-api/request/unreg/initiate-request',
    {
      schema: { tags: ['requests'], summary: "A visitor's request to a company, followed up by the admin", body: VisitorRequestSchema, response: { 201: RequestMessageSchema } },
      config: { rateLimit: VISITOR_REQUESTS_PER_IP },
    },
    async (request, reply) => {
      await initiateVisitorRequest(db, request.body);
      return reply.status(201).send({ message: translate(request.language, REQUEST_KEYS.visitorInitiated) });
    },
  );

  app.get(
    '/admin-api/requests',
    {
      onRequest: app.authorize([USER_TYPES.admin]),
      schema: { tags: ['admin'], summary: "Visitors' requests to follow up", querystring: VisitorRequestsQuerySchema, response: { 200: VisitorRequestPageSchema } },
    },
    async (request) => {
      const { page, size, state } = request.query;
      return { ...(await listVisitorRequests(db, { page, size, state }, request.language)), page, size };
    },
  );

  app.post(
    '/admin-api/requests/:requestId/contacted',
    {
      onRequest: app.authorize([USER_TYPES.admin]),
      schema: { tags: ['admin'], summary: "Mark a visitor's request as contacted", params: z.object({ requestId: RequestIdSchema }), response: { 200: RequestMessageSchema } },
    },
    async (request) => {
      await markVisitorContacted(db, request.params.requestId, requireUser(request).id);
      return { message: translate(request.language, REQUEST_KEYS.visitorContacted) };
    },
  );
};
