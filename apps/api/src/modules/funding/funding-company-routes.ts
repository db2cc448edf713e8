import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FUNDING_KEYS,
  FundingIdSchema,
  FundingProfileSavedResponseSchema,
  FundingRoundDeletedResponseSchema,
  FundingRoundRequestSchema,
  FundingRoundSavedResponseSchema,
  MyCompanyFundingResponseSchema,
  UpdateFundingProfileRequestSchema,
} from '@hissa/contracts/funding';
import { localName } from '@hissa/contracts/languages';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { findProfileRow, listCompanyRounds, toFundingProfile, toFundingRound } from './funding-queries.ts';
import { createFundingRound, deleteFundingRound, saveFundingProfile, updateFundingRound } from './funding-writes.ts';

const RoundParamsSchema = z.object({ roundId: FundingIdSchema });

/**
 * The company user's funding calls (marketplace.txt sections 6 "Company user: manages company and
 * funding profile, fund rounds", 7 user-api update-funding-profile, update-funding-round,
 * delete-funding-round). Company users only (type 3); each call checks that users.company_id is the
 * company of the profile or round: 403 funding.notYourCompany otherwise, and nothing is written.
 * - GET /user-api/company/funding-profile -> the funding of my company, as the public
 *   funding-profile/{companyId} answers it (the dashboard's edit page); data null when the account
 *   acts for no company.
 * - PUT /user-api/company/update-funding-profile UpdateFundingProfileRequest -> {message, data: profile}
 * - POST /user-api/company/update-funding-round FundingRoundRequest -> 201 {message, data: round}
 * - PUT /user-api/company/update-funding-round/{roundId} FundingRoundRequest -> {message, data: round}; 404 funding.roundNotFound
 * - DELETE /user-api/company/delete-funding-round/{roundId} -> {message}; 404 funding.roundNotFound
 * Errors: 400 envelope with field messages (contracts/funding.ts), 401, 403.
 */
export const fundingCompanyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const onRequest = app.authorize([USER_TYPES.company]);

  app.get(
    '/user-api/company/funding-profile',
    {
      onRequest,
      schema: {
        tags: ['funding'],
        summary: 'The funding profile and rounds of the signed-in company',
        response: { 200: MyCompanyFundingResponseSchema },
      },
    },
    async (request) => {
      const [company] = await db
        .select({ id: companies.id, nameEn: companies.nameEn, nameAr: companies.nameAr })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, requireUser(request).id));
      if (!company) return { data: null };
      const [profile, rounds] = await Promise.all([findProfileRow(db, company.id), listCompanyRounds(db, company.id)]);
      return {
        data: {
          companyId: company.id,
          companyName: localName(company, request.language),
          profile: toFundingProfile(profile, rounds, request.language),
          rounds: rounds.map((round) => toFundingRound(round, request.language)),
        },
      };
    },
  );

  app.put(
    '/user-api/company/update-funding-profile',
    {
      onRequest,
      schema: {
        tags: ['funding'],
        summary: 'Create or update the funding profile of the signed-in company',
        body: UpdateFundingProfileRequestSchema,
        response: { 200: FundingProfileSavedResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await saveFundingProfile(db, user.id, request.body);
      const { companyId } = request.body;
      const [profile, rounds] = await Promise.all([findProfileRow(db, companyId), listCompanyRounds(db, companyId)]);
      const data = toFundingProfile(profile, rounds, request.language);
      if (!data) throw new Error('funding profile missing after save');
      return { message: translate(request.language, FUNDING_KEYS.profileSaved), data };
    },
  );

  app.post(
    '/user-api/company/update-funding-round',
    {
      onRequest,
      schema: {
        tags: ['funding'],
        summary: 'Add a funding round to the signed-in company',
        body: FundingRoundRequestSchema,
        response: { 201: FundingRoundSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await createFundingRound(db, requireUser(request).id, request.body);
      return reply.status(201).send({ message: translate(request.language, FUNDING_KEYS.roundCreated), data: toFundingRound(row, request.language) });
    },
  );

  app.put(
    '/user-api/company/update-funding-round/:roundId',
    {
      onRequest,
      schema: {
        tags: ['funding'],
        summary: 'Update a funding round of the signed-in company',
        params: RoundParamsSchema,
        body: FundingRoundRequestSchema,
        response: { 200: FundingRoundSavedResponseSchema },
      },
    },
    async (request) => {
      const row = await updateFundingRound(db, requireUser(request).id, request.params.roundId, request.body);
      return { message: translate(request.language, FUNDING_KEYS.roundUpdated), data: toFundingRound(row, request.language) };
    },
  );

  app.delete(
    '/user-api/company/delete-funding-round/:roundId',
    {
      onRequest,
      schema: {
        tags: ['funding'],
        summary: 'Delete a funding round of the signed-in company',
        params: RoundParamsSchema,
        response: { 200: FundingRoundDeletedResponseSchema },
      },
    },
    async (request) => {
      await deleteFundingRound(db, requireUser(request).id, request.params.roundId);
      return { message: translate(request.language, FUNDING_KEYS.roundDeleted) };
    },
  );
};
