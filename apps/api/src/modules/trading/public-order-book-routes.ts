import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarketDepthEndpoint, PublicActiveOffersEndpoint } from '@hissa/contracts/trading/trading-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { IndicativePriceEndpoint } from '@hissa/contracts/trading/indicative-price-endpoints';
import { listActiveOffers } from './active-offers.ts';
import { indicativePrice } from './indicative-price.ts';
import { marketDepth } from './trading-queries.ts';

/**
 * Public order book calls (contracts trading-endpoints.ts), no sign-in, public deals only: market
 * depth ({companyId, offers: [{price (SAR), quantity (shares), count}] lowest first, bids
 * highest first}), a page of active offers by filters, and the indicative price (decision 033).
 */
export const publicOrderBookRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, MarketDepthEndpoint),
    handler: async (request) => ({
      data: { companyId: request.params.companyId, ...(await marketDepth(db, request.params.companyId)) },
    }),
  });

  app.route({
    ...endpointRoute(app, PublicActiveOffersEndpoint),
    handler: async (request) => listActiveOffers(db, null, request.body),
  });

  app.route({
    ...endpointRoute(app, IndicativePriceEndpoint),
    handler: async (request) => ({ data: await indicativePrice(db, request.params.companyId) }),
  });
};
