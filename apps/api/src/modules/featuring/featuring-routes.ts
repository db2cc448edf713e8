import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURED_LISTING, FEATURING_OPTIONS } from '@hissa/contracts/billing/catalog';
import { FEATURING_KEYS } from '@hissa/contracts/billing/featuring';
import { paymentPagePath } from '@hissa/contracts/billing/payments';
import {
  FeatureCompanyEndpoint,
  FeatureListingEndpoint,
  FeaturingOptionsEndpoint,
  MyFeaturingsEndpoint,
} from '@hissa/contracts/featuring-endpoints';
import { halalasToSar } from '@hissa/contracts/money';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import type { Payment } from '../payments/payment-hooks.ts';
import { actingProviderId } from '../service-quotations/quotation-access.ts';
import { myFeaturings, providerClasses } from './featuring-queries.ts';
import { buyCompanyFeaturing, buyFeaturedListing } from './featuring-service.ts';

/** SAR string of an amount in halalas. */
const sar = (halalas: number) => halalasToSar(BigInt(halalas));

/**
 * Featuring routes (contracts featuring-endpoints.ts; decision 023): the options and the
 * provider's featurings, and the two purchases, each answered with the payment's reference and page.
 */
export const featuringRoutes: FastifyPluginAsyncZod<{ db: Db; billing: BillingConfig }> = async (
  app,
  { db, billing },
) => {
  const purchaseOf = async (request: FastifyRequest, body: { couponCode?: string; method: Payment['method'] }) => ({
    payerUserId: requireUser(request).id,
    providerId: await actingProviderId(db, requireUser(request)),
    couponCode: body.couponCode,
    method: body.method,
    billing,
  });
  const created = (request: FastifyRequest, payment: Payment) => ({
    message: translate(request.language, FEATURING_KEYS.purchaseCreated),
    data: { reference: payment.reference, paymentPath: paymentPagePath(payment.reference) },
  });

  app.route({
    ...endpointRoute(app, FeaturingOptionsEndpoint),
    handler: async (request) => {
      const providerId = await actingProviderId(db, requireUser(request));
      return {
        data: {
          vatRateBasisPoints: billing.vatRateBasisPoints,
          options: FEATURING_OPTIONS.map((option) => ({
            durationCode: option.durationCode,
            months: option.months,
            price: sar(option.priceHalalas),
            perMonth: sar(Math.floor(option.priceHalalas / option.months)),
          })),
          listing: { days: FEATURED_LISTING.days, price: sar(FEATURED_LISTING.priceHalalas) },
          classes: await providerClasses(db, providerId, request.language),
          cardAvailable: billing.cardGateway !== 'none',
        },
      };
    },
  });

  app.route({
    ...endpointRoute(app, MyFeaturingsEndpoint),
    handler: async (request) => ({
      data: await myFeaturings(db, await actingProviderId(db, requireUser(request)), request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, FeatureCompanyEndpoint),
    handler: async (request, reply) => {
      const payment = await buyCompanyFeaturing(db, await purchaseOf(request, request.body), request.body.durationCode);
      return reply.status(201).send(created(request, payment));
    },
  });

  app.route({
    ...endpointRoute(app, FeatureListingEndpoint),
    handler: async (request, reply) => {
      const payment = await buyFeaturedListing(db, await purchaseOf(request, request.body), request.body.isicClassCode);
      return reply.status(201).send(created(request, payment));
    },
  });
};
