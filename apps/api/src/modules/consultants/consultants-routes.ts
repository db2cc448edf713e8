import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSULTANT_KEYS } from '@hissa/contracts/consultants';
import {
  AdminConsultantsEndpoint,
  ConsultantDetailEndpoint,
  ConsultantDirectoryEndpoint,
  ConsultantVerificationEndpoint,
  MyConsultantProfileEndpoint,
  UpdateMyConsultantProfileEndpoint,
} from '@hissa/contracts/consultants-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { getConsultant, listConsultants, listConsultantsForAdmin } from './consultant-directory.ts';
import { readMyConsultantProfile, saveMyConsultantProfile, setConsultantVerification } from './consultant-profiles.ts';

/**
 * Independent financial consultants (decision 043; contracts consultants.ts):
 * - the consultant's own profile: read, and save (the signed-in account only) -> {message, data};
 * - the directory for company users: verified consultants, filtered and paged; one of them (404
 *   consultants.notFound for an unverified or unknown one);
 * - the admin's list by verification status, and the verification (404 consultants.noProfile).
 * Errors: 400 envelope with field messages, 401, 403 other user types.
 */
export const consultantsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, MyConsultantProfileEndpoint),
    handler: async (request) => ({
      data: await readMyConsultantProfile(db, requireUser(request).id, request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, UpdateMyConsultantProfileEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      await saveMyConsultantProfile(db, userId, request.body);
      return {
        message: translate(request.language, CONSULTANT_KEYS.saved),
        data: await readMyConsultantProfile(db, userId, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, ConsultantDirectoryEndpoint),
    handler: async (request) => listConsultants(db, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, ConsultantDetailEndpoint),
    handler: async (request) => ({
      data: await getConsultant(db, request.params.consultantId, request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, AdminConsultantsEndpoint),
    handler: async (request) => listConsultantsForAdmin(db, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, ConsultantVerificationEndpoint),
    handler: async (request) => {
      const { isVerified } = request.body;
      await setConsultantVerification(db, request.params.consultantId, requireUser(request).id, isVerified);
      return {
        message: translate(request.language, isVerified ? CONSULTANT_KEYS.verified : CONSULTANT_KEYS.unverified),
        data: { verificationStatus: isVerified ? ('verified' as const) : ('pending' as const) },
      };
    },
  });
};
