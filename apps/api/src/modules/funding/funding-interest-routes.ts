import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTEREST_KEYS } from '@hissa/contracts/funding-opportunities';
import {
  FundingDetailsBarEndpoint,
  MyInterestEndpoint,
  RegisterInterestEndpoint,
  RoundInterestsEndpoint,
  WithdrawInterestEndpoint,
} from '@hissa/contracts/funding-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import {
  findMyInterest,
  getFundingDetailsBar,
  listRoundInterests,
  registerInterest,
  toFundingInterest,
  withdrawInterest,
} from './funding-interests.ts';

/**
 * Register interest and the opportunities' details bar (decision 005).
 * - Register interest (shareholders and investors, 4-7) -> 201 {message: interest.registered,
 *   data}, or 200 {message: interest.updated, data} when it replaced the user's earlier interest.
 *   404 funding.roundNotFound; 409 interest.roundNotOpen for a closed or cancelled round (or an
 *   inactive funding profile).
 * - My interest in a round -> {data: my interest | null}; withdraw it -> {message:
 *   interest.withdrawn}, 404 interest.notRegistered.
 * - The interests in a round (company users of the round's company only, 403
 *   funding.notYourCompany; 404 funding.roundNotFound) -> {data: {roundId, interests (with the
 *   investor's name, type and e-mail), totalShares, totalTransactionSize}}.
 * - The details bar -> {data: FundingDetailsBar}. Public.
 * Errors: 400 envelope with field messages (contracts funding-opportunities.ts), 401, 403.
 */
export const fundingInterestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, RegisterInterestEndpoint),
    handler: async (request, reply) => {
      const { row, isNew } = await registerInterest(db, requireUser(request).id, request.body);
      const message = translate(request.language, isNew ? INTEREST_KEYS.registered : INTEREST_KEYS.updated);
      return reply.status(isNew ? 201 : 200).send({ message, data: toFundingInterest(row, request.language) });
    },
  });

  app.route({
    ...endpointRoute(app, MyInterestEndpoint),
    handler: async (request) => {
      const row = await findMyInterest(db, requireUser(request).id, request.params.roundId);
      return { data: row ? toFundingInterest(row, request.language) : null };
    },
  });

  app.route({
    ...endpointRoute(app, WithdrawInterestEndpoint),
    handler: async (request) => {
      await withdrawInterest(db, requireUser(request).id, request.params.roundId);
      return { message: translate(request.language, INTEREST_KEYS.withdrawn) };
    },
  });

  app.route({
    ...endpointRoute(app, RoundInterestsEndpoint),
    handler: async (request) => ({
      data: await listRoundInterests(db, requireUser(request).id, request.params.roundId, request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, FundingDetailsBarEndpoint),
    handler: async () => ({ data: await getFundingDetailsBar(db) }),
  });
};
