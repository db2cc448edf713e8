import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FUNDING_KEYS } from '@hissa/contracts/funding';
import {
  CreateFundingRoundEndpoint,
  DeleteFundingRoundEndpoint,
  MyCompanyFundingEndpoint,
  UpdateFundingProfileEndpoint,
  UpdateFundingRoundEndpoint,
} from '@hissa/contracts/funding-endpoints';
import { localName } from '@hissa/contracts/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { users } from '../../db/schema/users.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { findProfileRow, listCompanyRounds, toFundingProfile, toFundingRound } from './funding-queries.ts';
import { createFundingRound, deleteFundingRound, saveFundingProfile, updateFundingRound } from './funding-writes.ts';

/**
 * The company user's funding calls (decision 005): reads and writes of the funding profile and
 * rounds of the company user's own company (type 3). Each write checks that users.company_id is
 * the company of the profile or round: 403 funding.notYourCompany otherwise, and nothing is
 * written.
 * - My company's funding: as the public funding profile tab answers it (the dashboard's edit
 *   page); data null when the account acts for no company.
 * - Save the funding profile -> {message, data: profile}.
 * - Add a round -> 201 {message, data: round}; update or delete a round -> {message, data: round}
 *   / {message}; 404 funding.roundNotFound.
 * Errors: 400 envelope with field messages (contracts funding.ts), 401, 403.
 */
export const fundingCompanyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, MyCompanyFundingEndpoint),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute(app, UpdateFundingProfileEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      await saveFundingProfile(db, user.id, request.body);
      const { companyId } = request.body;
      const [profile, rounds] = await Promise.all([findProfileRow(db, companyId), listCompanyRounds(db, companyId)]);
      const data = toFundingProfile(profile, rounds, request.language);
      if (!data) throw new Error('funding profile missing after save');
      return { message: translate(request.language, FUNDING_KEYS.profileSaved), data };
    },
  });

  app.route({
    ...endpointRoute(app, CreateFundingRoundEndpoint),
    handler: async (request, reply) => {
      const row = await createFundingRound(db, requireUser(request).id, request.body);
      return reply.status(201).send({
        message: translate(request.language, FUNDING_KEYS.roundCreated),
        data: toFundingRound(row, request.language),
      });
    },
  });

  app.route({
    ...endpointRoute(app, UpdateFundingRoundEndpoint),
    handler: async (request) => {
      const row = await updateFundingRound(db, requireUser(request).id, request.params.roundId, request.body);
      return {
        message: translate(request.language, FUNDING_KEYS.roundUpdated),
        data: toFundingRound(row, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteFundingRoundEndpoint),
    handler: async (request) => {
      await deleteFundingRound(db, requireUser(request).id, request.params.roundId);
      return { message: translate(request.language, FUNDING_KEYS.roundDeleted) };
    },
  });
};
