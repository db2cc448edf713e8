import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REQUEST_KEYS } from '@hissa/contracts/requests';
import {
  MarkVisitorContactedEndpoint,
  VisitorRequestEndpoint,
  VisitorRequestsEndpoint,
} from '@hissa/contracts/requests-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { translate } from '../../plugins/i18n.ts';
import { listVisitorRequests } from './request-queries.ts';
import { initiateVisitorRequest, markVisitorContacted } from './request-service.ts';
import { requireUser } from '../../plugins/auth.ts';

/** Visitors' requests per IP per hour. */
export const VISITOR_REQUESTS_PER_IP = { max: 10, timeWindow: 60 * 60_000 };

/**
 * Requests of visitors who are not signed in, and the admin's follow-up of them (decision 006):
 * - A visitor's request to a company {companyId, fullName, email, phone, type, title, message,
 *   meetingDate?, meetingLink?, expiryDate?} -> 201 {message: 'request initiated (admin will
 *   contact)'}. 400, 404 errors.companyNotFound, 429.
 * - The admin's list (page, size, state) -> {data: visitor requests, newest first, page, size,
 *   total}; state to_contact or contacted keeps one follow-up state.
 * - The admin marks a request as contacted -> {message} (who and when are kept; marking again
 *   keeps the first). 404 requests.notFound when it is not a visitor's request.
 */
export const visitorRequestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, VisitorRequestEndpoint),
    config: { rateLimit: VISITOR_REQUESTS_PER_IP },
    handler: async (request, reply) => {
      await initiateVisitorRequest(db, request.body);
      return reply.status(201).send({ message: translate(request.language, REQUEST_KEYS.visitorInitiated) });
    },
  });

  app.route({
    ...endpointRoute(app, VisitorRequestsEndpoint),
    handler: async (request) => {
      const { page, size, state } = request.query;
      return { ...(await listVisitorRequests(db, { page, size, state }, request.language)), page, size };
    },
  });

  app.route({
    ...endpointRoute(app, MarkVisitorContactedEndpoint),
    handler: async (request) => {
      await markVisitorContacted(db, request.params.requestId, requireUser(request).id);
      return { message: translate(request.language, REQUEST_KEYS.visitorContacted) };
    },
  });
};
