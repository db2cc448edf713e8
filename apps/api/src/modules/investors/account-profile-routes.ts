import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_KEYS } from '@hissa/contracts/account-profiles';
import {
  AddKeyMemberEndpoint,
  AddPreviousInvestmentEndpoint,
  DeleteKeyMemberEndpoint,
  DeletePreviousInvestmentEndpoint,
  IndividualProfileEndpoint,
  InstitutionalProfileEndpoint,
  UpdateIndividualProfileEndpoint,
  UpdateInstitutionalProfileEndpoint,
  UpdateKeyMemberEndpoint,
  UpdatePreviousInvestmentEndpoint,
} from '@hissa/contracts/investors-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { createLookupsService } from '../lookups/lookups-service.ts';
import {
  addInvestment,
  addKeyMember,
  deleteInvestment,
  deleteKeyMember,
  readIndividualProfile,
  readInstitutionalProfile,
  saveIndividualProfile,
  saveInstitutionalProfile,
  updateInvestment,
  updateKeyMember,
} from './account-profiles.ts';

/**
 * The shareholder's and investor's own profile (decision 005; contracts account-profiles.ts).
 * Every call acts on the signed-in account only; an item of someone else answers 403
 * profiles.notYours.
 * - Read and save the individual profile (types 4 and 6) -> {data | message + data: IndividualProfile}.
 * - Read and save the institutional profile (types 5 and 7); the save needs at least one key
 *   member (400 'Atleast one Key Member is Required' on body.keyMembers).
 * - Add (201), update, delete a previous investment (types 4-7); 404 profiles.investmentNotFound.
 * - Add (201), update, delete a key member (types 5 and 7); 404 profiles.keyMemberNotFound;
 *   deleting the last one is 409 'Atleast one Key Member is Required'.
 * Errors: 400 envelope with field messages (the registration's rules; unknown codes), 401, 403.
 */
export const accountProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lookups = createLookupsService(db);

  app.route({
    ...endpointRoute(app, IndividualProfileEndpoint),
    handler: async (request) => ({
      data: await readIndividualProfile(db, lookups, requireUser(request).id, request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, UpdateIndividualProfileEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      await saveIndividualProfile(db, lookups, userId, request.body);
      return {
        message: translate(request.language, PROFILE_KEYS.saved),
        data: await readIndividualProfile(db, lookups, userId, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, InstitutionalProfileEndpoint),
    handler: async (request) => ({
      data: await readInstitutionalProfile(db, lookups, requireUser(request).id, request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, UpdateInstitutionalProfileEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      await saveInstitutionalProfile(db, lookups, userId, request.body);
      return {
        message: translate(request.language, PROFILE_KEYS.saved),
        data: await readInstitutionalProfile(db, lookups, userId, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, AddPreviousInvestmentEndpoint),
    handler: async (request, reply) => {
      const data = await addInvestment(db, requireUser(request).id, request.body);
      return reply.status(201).send({ message: translate(request.language, PROFILE_KEYS.investmentAdded), data });
    },
  });

  app.route({
    ...endpointRoute(app, UpdatePreviousInvestmentEndpoint),
    handler: async (request) => {
      const data = await updateInvestment(db, requireUser(request).id, request.params.id, request.body);
      return { message: translate(request.language, PROFILE_KEYS.investmentUpdated), data };
    },
  });

  app.route({
    ...endpointRoute(app, DeletePreviousInvestmentEndpoint),
    handler: async (request) => {
      await deleteInvestment(db, requireUser(request).id, request.params.id);
      return { message: translate(request.language, PROFILE_KEYS.investmentDeleted) };
    },
  });

  app.route({
    ...endpointRoute(app, AddKeyMemberEndpoint),
    handler: async (request, reply) => {
      const data = await addKeyMember(db, requireUser(request).id, request.body, request.language);
      return reply.status(201).send({ message: translate(request.language, PROFILE_KEYS.keyMemberAdded), data });
    },
  });

  app.route({
    ...endpointRoute(app, UpdateKeyMemberEndpoint),
    handler: async (request) => {
      const data = await updateKeyMember(
        db,
        requireUser(request).id,
        request.params.id,
        request.body,
        request.language,
      );
      return { message: translate(request.language, PROFILE_KEYS.keyMemberUpdated), data };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteKeyMemberEndpoint),
    handler: async (request) => {
      await deleteKeyMember(db, requireUser(request).id, request.params.id);
      return { message: translate(request.language, PROFILE_KEYS.keyMemberDeleted) };
    },
  });
};
