import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FundingIdSchema } from '@hissa/contracts/funding';
import {
  FundingDetailsBarResponseSchema,
  INTEREST_KEYS,
  INTEREST_USER_TYPES,
  MyInterestResponseSchema,
  RegisterInterestRequestSchema,
  RegisterInterestResponseSchema,
  RoundInterestsResponseSchema,
  WithdrawInterestResponseSchema,
} from '@hissa/contracts/funding-opportunities';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { findMyInterest, getFundingDetailsBar, listRoundInterests, registerInterest, toFundingInterest, withdrawInterest } from './funding-interests.ts';

const RoundParamsSchema = z.object({ roundId: FundingIdSchema });

/**
 * Register interest and the opportunities' details bar (marketplace.txt sections 2
 * "Opportunities: register interest", 3 "Register interest", 5, 6 "Investor or shareholder:
 * registers interest", 7 register_interest, funding-rounds-details-bar; decision 005).
 * - POST /public-api/register_interest RegisterInterestRequest -> 201 {message: interest.registered,
 *   data}, or 200 {message: interest.updated, data} when it replaced the user's earlier interest.
 *   Shareholders and investors (4-7). 404 funding.roundNotFound; 409 interest.roundNotOpen for a
 *   closed or cancelled round (or an inactive funding profile).
 * - GET /common-api/register-interest/{roundId} -> {data: my interest | null}.
 * - DELETE /common-api/register-interest/{roundId} -> {message: interest.withdrawn}; 404 interest.notRegistered.
 * - GET /user-api/company/funding-round-interests/{roundId} -> {data: {roundId, interests (with the
 *   investor's name, type and e-mail), totalShares, totalTransactionSize}}; company users of the
 *   round's company only (403 funding.notYourCompany), 404 funding.roundNotFound.
 * - GET /public-api/opportunities/funding-rounds-details-bar -> {data: FundingDetailsBar}. Public.
 * Errors: 400 envelope with field messages (contracts/funding-opportunities.ts), 401, 403.
 */
export const fundingInterestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const investorsOnly = app.authorize(INTEREST_USER_TYPES);

  app.post(
    '/public-api/register_interest',
    {
      onRequest: investorsOnly,
      schema: {
        tags: ['funding'],
        summary: 'Register (or replace) my interest in a funding round',
        body: RegisterInterestRequestSchema,
        response: { 200: RegisterInterestResponseSchema, 201: RegisterInterestResponseSchema },
      },
    },
    async (request, reply) => {
      const { row, isNew } = await registerInterest(db, requireUser(request).id, request.body);
      const message = translate(request.language, isNew ? INTEREST_KEYS.registered : INTEREST_KEYS.updated);
      return reply.status(isNew ? 201 : 200).send({ message, data: toFundingInterest(row, request.language) });
    },
  );

  app.get(
    '/common-api/register-interest/:roundId',
    {
      onRequest: investorsOnly,
      schema: { tags: ['funding'], summary: 'My interest in a funding round, or null', params: RoundParamsSchema, response: { 200: MyInterestResponseSchema } },
    },
    async (request) => {
      const row = await findMyInterest(db, requireUser(request).id, request.params.roundId);
      return { data: row ? toFundingInterest(row, request.language) : null };
    },
  );

  app.delete(
    '/common-api/register-interest/:roundId',
    {
      onRequest: investorsOnly,
      schema: { tags: ['funding'], summary: 'Withdraw my interest in a funding round', params: RoundParamsSchema, response: { 200: WithdrawInterestResponseSchema } },
    },
    async (request) => {
      await withdrawInterest(db, requireUser(request).id, request.params.roundId);
      return { message: translate(request.language, INTEREST_KEYS.withdrawn) };
    },
  );

  app.get(
    '/user-api/company/funding-round-interests/:roundId',
    {
      onRequest: app.authorize([USER_TYPES.company]),
      schema: {
        tags: ['funding'],
        summary: 'Interests registered in a funding round of my company',
        params: RoundParamsSchema,
        response: { 200: RoundInterestsResponseSchema },
      },
    },
    async (request) => ({ data: await listRoundInterests(db, requireUser(request).id, request.params.roundId, request.language) }),
  );

  app.get(
    '/public-api/opportunities/funding-rounds-details-bar',
    {
      schema: {
        tags: ['funding'],
        summary: 'Summary figures of the funding rounds still raising',
        response: { 200: FundingDetailsBarResponseSchema },
      },
    },
    async () => ({ data: await getFundingDetailsBar(db) }),
  );
};
