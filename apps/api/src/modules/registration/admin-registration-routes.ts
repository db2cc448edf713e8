import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RegistrationDetailSchema,
  RegistrationListQuerySchema,
  RegistrationListSchema,
  RegistrationMessageSchema,
  RejectRegistrationRequestSchema,
} from '@hissa/contracts/registration/registration-api';
import { REGISTRATION_KEYS } from '@hissa/contracts/registration/registration-rules';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import type { RegistrationContext } from './registration-context.ts';
import { getRegistration, listRegistrations } from './registration-queries.ts';
import { approveRegistration, rejectRegistration } from './review-registration.ts';

/** The id of a registration in a path. */
const RegistrationIdParamsSchema = z.object({
  id: z.coerce.number('validation.wholeNumber').int('validation.wholeNumber').min(1, 'validation.invalidValue').max(2_147_483_647, 'validation.invalidValue'),
});

/**
 * The admin's review queue (issue 3), platform admin only: 401 without a session, 403 for
 * every other user type.
 * - GET /admin-api/registrations?status=&page=&size= -> {data, page, size, total}, newest first.
 * - GET /admin-api/registrations/{id} -> detail with payload and files; 404.
 * - POST /admin-api/registrations/{id}/approve -> {message}; 404, 409 (reviewed, account exists).
 * - POST /admin-api/registrations/{id}/reject {note} -> {message}; 400, 404, 409.
 */
export const adminRegistrationRoutes: FastifyPluginAsyncZod<{ context: RegistrationContext }> = async (app, { context }) => {
  const adminOnly = app.authorize([USER_TYPES.admin]);

  app.get(
    '/admin-api/registrations',
    { schema: { tags: ['admin'], summary: 'Registrations to review', querystring: RegistrationListQuerySchema, response: { 200: RegistrationListSchema } }, onRequest: adminOnly },
    async (request) => listRegistrations(context.db, request.query),
  );

  app.get(
    '/admin-api/registrations/:id',
    { schema: { tags: ['admin'], summary: 'One registration', params: RegistrationIdParamsSchema, response: { 200: RegistrationDetailSchema } }, onRequest: adminOnly },
    async (request) => getRegistration(context.db, request.params.id),
  );

  app.post(
    '/admin-api/registrations/:id/approve',
    { schema: { tags: ['admin'], summary: 'Approve: create the account and mail its credentials', params: RegistrationIdParamsSchema, response: { 200: RegistrationMessageSchema } }, onRequest: adminOnly },
    async (request) => {
      await approveRegistration({ ...context, log: request.log }, request.params.id, requireUser(request));
      return { message: translate(request.language, REGISTRATION_KEYS.approved) };
    },
  );

  app.post(
    '/admin-api/registrations/:id/reject',
    {
      schema: { tags: ['admin'], summary: 'Reject and tell the applicant', params: RegistrationIdParamsSchema, body: RejectRegistrationRequestSchema, response: { 200: RegistrationMessageSchema } },
      onRequest: adminOnly,
    },
    async (request) => {
      await rejectRegistration({ ...context, log: request.log }, request.params.id, requireUser(request), request.body.note);
      return { message: translate(request.language, REGISTRATION_KEYS.rejected) };
    },
  );
};
