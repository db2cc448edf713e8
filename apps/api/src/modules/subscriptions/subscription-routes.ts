import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_PACKAGES, PROVIDER_PLANS } from '@hissa/contracts/billing/catalog';
import { SUBSCRIPTION_KEYS as K } from '@hissa/contracts/billing/subscriptions';
import { halalasToSar } from '@hissa/contracts/money';
import {
  MediaCancelEndpoint,
  MediaPackagesEndpoint,
  MediaQuoteEndpoint,
  MediaResumeEndpoint,
  MediaSubscribeEndpoint,
  MyMediaSubscriptionEndpoint,
  MySubscriptionEndpoint,
  PlanCancelEndpoint,
  PlanDowngradeEndpoint,
  PlanQuoteEndpoint,
  PlanResumeEndpoint,
  PlansEndpoint,
  PlanSubscribeEndpoint,
} from '@hissa/contracts/subscriptions-endpoints';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { providerOfUser } from '../service-providers/provider-access.ts';
import { registeredCookieFor } from './registered-cookie.ts';
import {
  subscribingCompanyOf,
  downgradePlan,
  mediaPlanStatus,
  providerPlanStatus,
  quoteMedia,
  quotePlan,
  setAutoRenew,
  type SubscriptionContext,
  subscribeMedia,
  subscribePlan,
} from './subscription-service.ts';

const sar = (halalas: number) => halalasToSar(BigInt(halalas));

/** Sends the service-provider-registered cookie as it stands now for the signed-in provider user. */
async function refreshRegisteredCookie(context: SubscriptionContext, request: FastifyRequest, reply: FastifyReply) {
  const cookie = await registeredCookieFor(context.db, requireUser(request).email, request.protocol === 'https');
  if (cookie) reply.header('set-cookie', cookie);
}

/**
 * The plans and subscriptions routes (contracts subscriptions-endpoints.ts; decision 022): the
 * public plans, a provider's plan (status, quote, subscribe/upgrade, downgrade, cancel, resume)
 * and a company's media package (packages, status, quote, subscribe, cancel, resume).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ context: SubscriptionContext }> = async (app, { context }) => {
  const { db, billing } = context;
  const message = (request: FastifyRequest, key: string, params?: Record<string, unknown>) =>
    translate(request.language, key, params);
  const providerOf = (request: FastifyRequest) => providerOfUser(db, requireUser(request).id);
  const companyOf = (request: FastifyRequest) => subscribingCompanyOf(db, requireUser(request).id);

  app.route({
    ...endpointRoute(app, PlansEndpoint),
    handler: async () => ({
      data: {
        plans: Object.values(PROVIDER_PLANS).map((plan) => ({
          code: plan.code,
          nameEn: plan.nameEn,
          nameAr: plan.nameAr,
          tier: plan.tier,
          limits: plan.limits,
          packageIds: plan.packageIds,
          prices: { monthly: sar(plan.priceHalalas.monthly), yearly: sar(plan.priceHalalas.yearly) },
        })),
        vatRateBasisPoints: billing.vatRateBasisPoints,
        currency: 'SAR' as const,
      },
    }),
  });

  app.route({
    ...endpointRoute(app, MySubscriptionEndpoint),
    handler: async (request, reply) => {
      const status = await providerPlanStatus(db, await providerOf(request));
      await refreshRegisteredCookie(context, request, reply);
      return { data: status };
    },
  });

  app.route({
    ...endpointRoute(app, PlanQuoteEndpoint),
    handler: async (request) => ({
      data: await quotePlan(context, await providerOf(request), requireUser(request).id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, PlanSubscribeEndpoint),
    handler: async (request, reply) => {
      const data = await subscribePlan(context, await providerOf(request), requireUser(request).id, request.body);
      return reply.status(201).send({ message: message(request, K.subscribed), data });
    },
  });

  app.route({
    ...endpointRoute(app, PlanDowngradeEndpoint),
    handler: async (request) => {
      const providerId = await providerOf(request);
      await downgradePlan(context, providerId, request.body);
      const plan = PROVIDER_PLANS[request.body.planCode];
      const name = request.language === 'ar' ? plan.nameAr : plan.nameEn;
      return {
        message: message(request, K.downgradeScheduled, { plan: name }),
        data: await providerPlanStatus(db, providerId),
      };
    },
  });

  app.route({
    ...endpointRoute(app, PlanCancelEndpoint),
    handler: async (request) => {
      const providerId = await providerOf(request);
      await setAutoRenew(context, { kind: 'provider', providerId }, false);
      return { message: message(request, K.cancelled), data: await providerPlanStatus(db, providerId) };
    },
  });

  app.route({
    ...endpointRoute(app, PlanResumeEndpoint),
    handler: async (request) => {
      const providerId = await providerOf(request);
      await setAutoRenew(context, { kind: 'provider', providerId }, true);
      return { message: message(request, K.resumed), data: await providerPlanStatus(db, providerId) };
    },
  });

  app.route({
    ...endpointRoute(app, MediaPackagesEndpoint),
    handler: async () => ({
      data: {
        packages: MEDIA_PACKAGES.map((item) => ({
          code: item.code,
          nameEn: item.nameEn,
          nameAr: item.nameAr,
          price: sar(item.priceHalalas),
          piecesPerQuarter: item.piecesPerQuarter,
        })),
        vatRateBasisPoints: billing.vatRateBasisPoints,
        currency: 'SAR' as const,
      },
    }),
  });

  app.route({
    ...endpointRoute(app, MyMediaSubscriptionEndpoint),
    handler: async (request) => ({ data: await mediaPlanStatus(db, await companyOf(request)) }),
  });

  app.route({
    ...endpointRoute(app, MediaQuoteEndpoint),
    handler: async (request) => ({
      data: await quoteMedia(context, await companyOf(request), requireUser(request).id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, MediaSubscribeEndpoint),
    handler: async (request, reply) => {
      const data = await subscribeMedia(context, await companyOf(request), requireUser(request).id, request.body);
      return reply.status(201).send({ message: message(request, K.subscribed), data });
    },
  });

  app.route({
    ...endpointRoute(app, MediaCancelEndpoint),
    handler: async (request) => {
      const companyId = await companyOf(request);
      await setAutoRenew(context, { kind: 'company', companyId }, false);
      return { message: message(request, K.cancelled), data: await mediaPlanStatus(db, companyId) };
    },
  });

  app.route({
    ...endpointRoute(app, MediaResumeEndpoint),
    handler: async (request) => {
      const companyId = await companyOf(request);
      await setAutoRenew(context, { kind: 'company', companyId }, true);
      return { message: message(request, K.resumed), data: await mediaPlanStatus(db, companyId) };
    },
  });
};
