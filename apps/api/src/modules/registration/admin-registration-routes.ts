import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminRegistrationEndpoint,
  AdminRegistrationsEndpoint,
  ApproveRegistrationEndpoint,
  RejectRegistrationEndpoint,
} from '@hissa/contracts/registration/registration-endpoints';
import { REGISTRATION_KEYS } from '@hissa/contracts/registration/registration-rules';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import type { RegistrationContext } from './registration-context.ts';
import { getRegistration, listRegistrations } from './registration-queries.ts';
import { approveRegistration, rejectRegistration } from './review-registration.ts';

/**
 * The admin's review queue (decision 003), platform admin only: 401 without a session, 403 for
 * every other user type (guards from contracts registration-endpoints.ts).
 * - The queue ?status=&page=&size= -> {data, page, size, total}, newest first.
 * - One registration -> detail with payload and files; 404.
 * - Approve -> {message}; 404, 409 (reviewed, account exists).
 * - Reject {note} -> {message}; 400, 404, 409.
 */
export const adminRegistrationRoutes: FastifyPluginAsyncZod<{ context: RegistrationContext }> = async (
  app,
  { context },
) => {
  app.route({
    ...endpointRoute(app, AdminRegistrationsEndpoint),
    handler: async (request) => listRegistrations(context.db, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, AdminRegistrationEndpoint),
    handler: async (request) => getRegistration(context.db, request.params.id, request.language),
  });

  app.route({
    ...endpointRoute(app, ApproveRegistrationEndpoint),
    handler: async (request) => {
      await approveRegistration({ ...context, log: request.log }, request.params.id, requireUser(request));
      return { message: translate(request.language, REGISTRATION_KEYS.approved) };
    },
  });

  app.route({
    ...endpointRoute(app, RejectRegistrationEndpoint),
    handler: async (request) => {
      await rejectRegistration(
        { ...context, log: request.log },
        request.params.id,
        requireUser(request),
        request.body.note,
      );
      return { message: translate(request.language, REGISTRATION_KEYS.rejected) };
    },
  });
};
