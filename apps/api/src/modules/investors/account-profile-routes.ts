import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INDIVIDUAL_PROFILE_USER_TYPES,
  INSTITUTIONAL_PROFILE_USER_TYPES,
  IndividualProfileRequestSchema,
  IndividualProfileResponseSchema,
  IndividualProfileSavedResponseSchema,
  InstitutionalProfileRequestSchema,
  InstitutionalProfileResponseSchema,
  InstitutionalProfileSavedResponseSchema,
  KeyMemberRequestSchema,
  PROFILE_KEYS,
  PROFILE_USER_TYPES,
  PreviousInvestmentRequestSchema,
  ProfileInvestmentSavedResponseSchema,
  ProfileItemDeletedResponseSchema,
  ProfileItemIdSchema,
  ProfileKeyMemberSavedResponseSchema,
} from '@hissa/contracts/account-profiles';
import type { Db } from '../../db/client.ts';
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

const BASE = '/user-api/profile';
const ItemParamsSchema = z.object({ id: ProfileItemIdSchema });

/**
 * The shareholder's and investor's own profile (marketplace.txt sections 2 individual-profile,
 * update-individual-profile, institutional-profile, update-institutional-profile; 3 "Individual
 * investor", "Institutional investor"; 5; 7 "shareholder and investor (individual, institutional)
 * user and update; previous-investment and key-member save, update, delete"). Every call acts on
 * the signed-in account only; an item of someone else answers 403 profiles.notYours.
 * - GET {BASE}/individual-profile, PUT {BASE}/update-individual-profile IndividualProfileRequest
 *   (types 4 and 6) -> {data | message + data: IndividualProfile}.
 * - GET {BASE}/institutional-profile, PUT {BASE}/update-institutional-profile
 *   InstitutionalProfileRequest (types 5 and 7); the update needs at least one key member
 *   (400 'Atleast one Key Member is Required' on body.keyMembers).
 * - POST {BASE}/previous-investment -> 201; PUT / DELETE {BASE}/previous-investment/{id} (types 4-7);
 *   404 profiles.investmentNotFound.
 * - POST {BASE}/key-member -> 201; PUT / DELETE {BASE}/key-member/{id} (types 5 and 7); 404
 *   profiles.keyMemberNotFound; deleting the last one is 409 'Atleast one Key Member is Required'.
 * Errors: 400 envelope with field messages (the registration's rules; unknown codes), 401, 403.
 */
export const accountProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const lookups = createLookupsService(db);
  const individuals = app.authorize(INDIVIDUAL_PROFILE_USER_TYPES);
  const institutions = app.authorize(INSTITUTIONAL_PROFILE_USER_TYPES);
  const everyone = app.authorize(PROFILE_USER_TYPES);
  const tags = ['profiles'];

  app.get(
    `${BASE}/individual-profile`,
    { onRequest: individuals, schema: { tags, summary: 'My individual profile', response: { 200: IndividualProfileResponseSchema } } },
    async (request) => ({ data: await readIndividualProfile(db, lookups, requireUser(request).id, request.language) }),
  );

  app.put(
    `${BASE}/update-individual-profile`,
    {
      onRequest: individuals,
      schema: { tags, summary: 'Save my individual profile', body: IndividualProfileRequestSchema, response: { 200: IndividualProfileSavedResponseSchema } },
    },
    async (request) => {
      const userId = requireUser(request).id;
      await saveIndividualProfile(db, lookups, userId, request.body);
      return { message: translate(request.language, PROFILE_KEYS.saved), data: await readIndividualProfile(db, lookups, userId, request.language) };
    },
  );

  app.get(
    `${BASE}/institutional-profile`,
    { onRequest: institutions, schema: { tags, summary: 'My institutional profile', response: { 200: InstitutionalProfileResponseSchema } } },
    async (request) => ({ data: await readInstitutionalProfile(db, lookups, requireUser(request).id, request.language) }),
  );

  app.put(
    `${BASE}/update-institutional-profile`,
    {
      onRequest: institutions,
      schema: {
        tags,
        summary: 'Save my institutional profile',
        body: InstitutionalProfileRequestSchema,
        response: { 200: InstitutionalProfileSavedResponseSchema },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      await saveInstitutionalProfile(db, lookups, userId, request.body);
      return { message: translate(request.language, PROFILE_KEYS.saved), data: await readInstitutionalProfile(db, lookups, userId, request.language) };
    },
  );

  app.post(
    `${BASE}/previous-investment`,
    {
      onRequest: everyone,
      schema: { tags, summary: 'Add a previous investment', body: PreviousInvestmentRequestSchema, response: { 201: ProfileInvestmentSavedResponseSchema } },
    },
    async (request, reply) => {
      const data = await addInvestment(db, requireUser(request).id, request.body);
      return reply.status(201).send({ message: translate(request.language, PROFILE_KEYS.investmentAdded), data });
    },
  );

  app.put(
    `${BASE}/previous-investment/:id`,
    {
      onRequest: everyone,
      schema: {
        tags,
        summary: 'Update one of my previous investments',
        params: ItemParamsSchema,
        body: PreviousInvestmentRequestSchema,
        response: { 200: ProfileInvestmentSavedResponseSchema },
      },
    },
    async (request) => {
      const data = await updateInvestment(db, requireUser(request).id, request.params.id, request.body);
      return { message: translate(request.language, PROFILE_KEYS.investmentUpdated), data };
    },
  );

  app.delete(
    `${BASE}/previous-investment/:id`,
    {
      onRequest: everyone,
      schema: { tags, summary: 'Delete one of my previous investments', params: ItemParamsSchema, response: { 200: ProfileItemDeletedResponseSchema } },
    },
    async (request) => {
      await deleteInvestment(db, requireUser(request).id, request.params.id);
      return { message: translate(request.language, PROFILE_KEYS.investmentDeleted) };
    },
  );

  app.post(
    `${BASE}/key-member`,
    {
      onRequest: institutions,
      schema: { tags, summary: 'Add a key member', body: KeyMemberRequestSchema, response: { 201: ProfileKeyMemberSavedResponseSchema } },
    },
    async (request, reply) => {
      const data = await addKeyMember(db, requireUser(request).id, request.body, request.language);
      return reply.status(201).send({ message: translate(request.language, PROFILE_KEYS.keyMemberAdded), data });
    },
  );

  app.put(
    `${BASE}/key-member/:id`,
    {
      onRequest: institutions,
      schema: {
        tags,
        summary: 'Update one of my key members',
        params: ItemParamsSchema,
        body: KeyMemberRequestSchema,
        response: { 200: ProfileKeyMemberSavedResponseSchema },
      },
    },
    async (request) => {
      const data = await updateKeyMember(db, requireUser(request).id, request.params.id, request.body, request.language);
      return { message: translate(request.language, PROFILE_KEYS.keyMemberUpdated), data };
    },
  );

  app.delete(
    `${BASE}/key-member/:id`,
    {
      onRequest: institutions,
      schema: { tags, summary: 'Delete one of my key members (not the last)', params: ItemParamsSchema, response: { 200: ProfileItemDeletedResponseSchema } },
    },
    async (request) => {
      await deleteKeyMember(db, requireUser(request).id, request.params.id);
      return { message: translate(request.language, PROFILE_KEYS.keyMemberDeleted) };
    },
  );
};
