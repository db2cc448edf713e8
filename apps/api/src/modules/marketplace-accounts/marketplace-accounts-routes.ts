import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminClaimsEndpoint,
  BuyerProfileEndpoint,
  ClaimableProviderEndpoint,
  ClaimableProvidersEndpoint,
  ClaimProviderAsUserEndpoint,
  ClaimProviderEndpoint,
  ConfirmMarketplaceEmailEndpoint,
  RegisterBuyerEndpoint,
  RegisterProviderEndpoint,
  ResendConfirmationEndpoint,
  RevokeClaimEndpoint,
  SavePreferredLanguageEndpoint,
  UpdateBuyerProfileEndpoint,
} from '@hissa/contracts/marketplace-accounts-endpoints';
import { MARKETPLACE_ACCOUNT_KEYS as K } from '@hissa/contracts/services-marketplace/provider-accounts';
import { type Language, statedLanguage } from '@hissa/contracts/languages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { createMailer } from '../mail/mailer.ts';
import type { AccountsContext } from './accounts-context.ts';
import {
  claimAsUser,
  claimAsVisitor,
  confirmMarketplaceEmail,
  readBuyerProfile,
  registerBuyer,
  registerProvider,
  updateBuyerProfile,
} from './account-services.ts';
import { resendConfirmation } from './resend-confirmation.ts';
import { savePreferredLanguage } from './preferred-language.ts';
import { listClaims, readClaimableProvider, revokeClaim, searchClaimableProviders } from './claim-queries.ts';

/** Registrations and claims per IP per hour (as the registration journeys, decision 003). */
export const ACCOUNT_SUBMISSIONS_PER_IP = { max: 20, timeWindow: 60 * 60_000 };
/** Confirmation attempts per IP per 10 minutes. */
export const CONFIRMATIONS_PER_IP = { max: 30, timeWindow: 10 * 60_000 };
/** Requests for a new confirmation link per IP per hour, and per submitted e-mail per 15 minutes. */
export const RESENDS_PER_IP = { max: 10, timeWindow: 60 * 60_000 };
export const RESENDS_PER_EMAIL = { max: 3, timeWindowMs: 15 * 60_000 };
/** Claim searches per IP per minute. */
export const CLAIM_SEARCHES_PER_IP = { max: 60, timeWindow: 60_000 };

type Options = { db: Db; config: Pick<Config, 'appUrl' | 'smtpUrl' | 'mailFrom' | 'dataDir'> };

/**
 * Registration and accounts of the services marketplace (decision 015; contracts
 * marketplace-accounts-endpoints.ts): new provider companies, claims and their confirmation, the
 * admin's claims queue, buyers and the buyer's profile. Error answers are the envelope.
 */
export const marketplaceAccountsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const context: AccountsContext = { db, mailer, appUrl: config.appUrl, log: app.log };
  const submitted = (language: Language, key: string, email: string) => ({
    message: translate(language, key),
    data: { email },
  });

  app.route({
    ...endpointRoute(app, RegisterProviderEndpoint),
    config: { rateLimit: ACCOUNT_SUBMISSIONS_PER_IP },
    handler: async (request, reply) => {
      const email = await registerProvider(context, request.body, statedLanguage(request.headers['accept-language']));
      return reply.code(201).send(submitted(request.language, K.providerRegistered, email));
    },
  });

  app.route({
    ...endpointRoute(app, ClaimableProvidersEndpoint),
    config: { rateLimit: CLAIM_SEARCHES_PER_IP },
    handler: async (request) => searchClaimableProviders(db, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, ClaimableProviderEndpoint),
    handler: async (request) => ({
      data: await readClaimableProvider(db, request.params.providerId, request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, ClaimProviderEndpoint),
    config: { rateLimit: ACCOUNT_SUBMISSIONS_PER_IP },
    handler: async (request, reply) => {
      const email = await claimAsVisitor(context, request.body, statedLanguage(request.headers['accept-language']));
      return reply.code(201).send(submitted(request.language, K.claimSubmitted, email));
    },
  });

  app.route({
    ...endpointRoute(app, ClaimProviderAsUserEndpoint),
    handler: async (request, reply) => {
      const email = await claimAsUser(context, requireUser(request), request.body);
      return reply.code(201).send(submitted(request.language, K.claimSubmitted, email));
    },
  });

  app.route({
    ...endpointRoute(app, ConfirmMarketplaceEmailEndpoint),
    config: { rateLimit: CONFIRMATIONS_PER_IP },
    handler: async (request) => {
      const { userType, provider } = await confirmMarketplaceEmail(context, request.body.verifyToken);
      const providerName = provider ? (request.language === 'ar' ? provider.nameAr : provider.nameEn) : null;
      const message = providerName
        ? translate(request.language, K.claimConfirmed, { provider: providerName })
        : translate(request.language, K.emailConfirmed);
      return { message, data: { userType, providerName } };
    },
  });

  app.route({
    ...endpointRoute(app, ResendConfirmationEndpoint),
    config: { rateLimit: RESENDS_PER_IP },
    preHandler: app.limitPerKey({
      name: 'resend-confirmation',
      ...RESENDS_PER_EMAIL,
      key: (request) => String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase(),
    }),
    handler: async (request) => {
      await resendConfirmation(context, request.body.email);
      return { message: translate(request.language, K.confirmationResent) };
    },
  });

  app.route({
    ...endpointRoute(app, RegisterBuyerEndpoint),
    config: { rateLimit: ACCOUNT_SUBMISSIONS_PER_IP },
    handler: async (request, reply) => {
      const email = await registerBuyer(context, request.body, statedLanguage(request.headers['accept-language']));
      return reply.code(201).send(submitted(request.language, K.buyerRegistered, email));
    },
  });

  app.route({
    ...endpointRoute(app, BuyerProfileEndpoint),
    handler: async (request) => ({ data: await readBuyerProfile(db, requireUser(request).id) }),
  });

  app.route({
    ...endpointRoute(app, UpdateBuyerProfileEndpoint),
    handler: async (request) => ({
      message: translate(request.language, K.profileSaved),
      data: await updateBuyerProfile(db, requireUser(request).id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, AdminClaimsEndpoint),
    handler: async (request) => listClaims(db, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, RevokeClaimEndpoint),
    handler: async (request) => {
      await revokeClaim(db, request.params.claimId, requireUser(request).id, request.body.reason);
      return { message: translate(request.language, K.claimRevoked) };
    },
  });

  app.route({
    ...endpointRoute(app, SavePreferredLanguageEndpoint),
    handler: async (request) => {
      await savePreferredLanguage(db, requireUser(request).id, request.body.language);
      return { message: translate(request.language, K.languageSaved) };
    },
  });
};
