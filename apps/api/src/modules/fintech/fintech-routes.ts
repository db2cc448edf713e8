import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FINTECH_CLAIM_KEYS as K } from '@hissa/contracts/fintech/fintech-claims';
import {
  ApproveFintechClaimEndpoint,
  ClaimFintechEndpoint,
  ConfirmFintechClaimEndpoint,
  DeleteScreenEndpoint,
  EditFintechProfileEndpoint,
  FintechClaimsEndpoint,
  FintechExportEndpoint,
  FintechFilterFundingRoundsEndpoint,
  FintechFundingBarsEndpoint,
  FintechFundingRoundsEndpoint,
  FintechHubEndpoint,
  FintechProfileEndpoint,
  FintechRoundDetailsEndpoint,
  FintechSearchEndpoint,
  MyFintechClaimEndpoint,
  RevokeFintechClaimEndpoint,
  SavedScreensEndpoint,
  SaveScreenEndpoint,
} from '@hissa/contracts/fintech-endpoints';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import { attachmentDisposition } from '../files/download-name.ts';
import {
  ACCOUNT_SUBMISSIONS_PER_IP,
  CONFIRMATIONS_PER_IP,
} from '../marketplace-accounts/marketplace-accounts-routes.ts';
import {
  approveFintechClaim,
  type ClaimContext,
  claimFintech,
  claimsQueue,
  confirmFintechClaim,
  editFintechProfile,
  myClaim,
  revokeFintechClaim,
} from './fintech-claims.ts';
import { screenCsv } from './fintech-csv.ts';
import { fintechHub, fintechProfile, fundingBars, latestRounds, roundById } from './fintech-read-queries.ts';
import { screenCompanies, screenRounds } from './fintech-screener-queries.ts';
import { deleteScreen, listScreens, saveScreen } from './fintech-screens.ts';

/**
 * The fintech hub's routes (contracts fintech-endpoints.ts; decision 031): the screener (companies
 * and rounds), CSV export, the hub, charts, rounds and profiles (public); saved screens and
 * claims (signed in); the claims queue, approval and rejection (admin). Names and messages in the request's language.
 */
export const fintechRoutes: FastifyPluginAsyncZod<{ claims: ClaimContext }> = async (app, { claims }) => {
  const { db } = claims;

  app.route({
    ...endpointRoute(app, FintechSearchEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await screenCompanies(db, { ...request.query, view: 'companies' }, request.language, {
        limit: size,
        offset: page * size,
      });
      return { data: rows, page, size, total };
    },
  });

  app.route({
    ...endpointRoute(app, FintechFilterFundingRoundsEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await screenRounds(db, { ...request.query, view: 'rounds' }, request.language, {
        limit: size,
        offset: page * size,
      });
      return { data: rows, page, size, total };
    },
  });

  app.route({
    ...endpointRoute(app, FintechFundingRoundsEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await latestRounds(db, request.language, page, size);
      return { data: rows, page, size, total };
    },
  });

  app.route({
    ...endpointRoute(app, FintechFundingBarsEndpoint),
    handler: async (request) => ({ data: await fundingBars(db, request.language) }),
  });

  app.route({
    ...endpointRoute(app, FintechRoundDetailsEndpoint),
    handler: async (request) => {
      const round = await roundById(db, request.params.roundId, request.language);
      if (!round) throw new AppError(404, K.notFound);
      return { data: round };
    },
  });

  app.route({
    ...endpointRoute(app, FintechHubEndpoint),
    handler: async (request) => ({ data: await fintechHub(db, request.language) }),
  });

  app.route({
    ...endpointRoute(app, FintechProfileEndpoint),
    handler: async (request) => {
      const profile = await fintechProfile(db, request.params.fintechId, request.language);
      if (!profile) throw new AppError(404, K.notFound);
      return { data: profile };
    },
  });

  app.route({
    ...endpointRoute(app, FintechExportEndpoint),
    handler: async (request, reply) => {
      const csv = await screenCsv(db, request.query, request.language);
      return reply
        .type('text/csv; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-disposition', attachmentDisposition(`fintech-${request.query.view}.csv`))
        .send(csv);
    },
  });

  app.route({
    ...endpointRoute(app, SavedScreensEndpoint),
    handler: async (request) => ({ data: await listScreens(db, requireUser(request).id) }),
  });

  app.route({
    ...endpointRoute(app, SaveScreenEndpoint),
    handler: async (request, reply) => {
      const saved = await saveScreen(db, requireUser(request).id, request.body.name, request.body.screen);
      return reply.status(201).send({ message: translate(request.language, 'fintech.screenSaved'), data: saved });
    },
  });

  app.route({
    ...endpointRoute(app, DeleteScreenEndpoint),
    handler: async (request) => {
      await deleteScreen(db, requireUser(request).id, request.params.screenId);
      return { message: translate(request.language, 'fintech.screenDeleted') };
    },
  });

  app.route({
    ...endpointRoute(app, MyFintechClaimEndpoint),
    handler: async (request) => ({ data: await myClaim(db, requireUser(request).id, request.params.fintechId) }),
  });

  app.route({
    ...endpointRoute(app, ClaimFintechEndpoint),
    config: { rateLimit: ACCOUNT_SUBMISSIONS_PER_IP },
    handler: async (request, reply) => {
      await claimFintech(
        claims,
        requireUser(request),
        request.params.fintechId,
        request.body.designation,
        request.language,
      );
      return reply.status(202).send({ message: translate(request.language, K.claimSubmitted) });
    },
  });

  app.route({
    ...endpointRoute(app, ConfirmFintechClaimEndpoint),
    config: { rateLimit: CONFIRMATIONS_PER_IP },
    handler: async (request) => {
      const fintechId = await confirmFintechClaim(claims.secret, db, request.body.verifyToken);
      return { message: translate(request.language, K.claimConfirmed), data: { fintechId } };
    },
  });

  app.route({
    ...endpointRoute(app, EditFintechProfileEndpoint),
    handler: async (request) => {
      await editFintechProfile(db, requireUser(request).id, request.params.fintechId, request.body);
      return { message: translate(request.language, K.profileSaved) };
    },
  });

  app.route({
    ...endpointRoute(app, FintechClaimsEndpoint),
    handler: async (request) => {
      const { page, size, status } = request.query;
      const { data, total } = await claimsQueue(db, status, page, size, request.language);
      return { data, page, size, total };
    },
  });

  app.route({
    ...endpointRoute(app, ApproveFintechClaimEndpoint),
    handler: async (request) => {
      await approveFintechClaim(db, requireUser(request).id, request.params.claimId);
      return { message: translate(request.language, K.claimApproved) };
    },
  });

  app.route({
    ...endpointRoute(app, RevokeFintechClaimEndpoint),
    handler: async (request) => {
      await revokeFintechClaim(
        { ...claims, log: request.log },
        requireUser(request).id,
        request.params.claimId,
        request.body.reason,
      );
      return { message: translate(request.language, K.claimRevoked) };
    },
  });
};
