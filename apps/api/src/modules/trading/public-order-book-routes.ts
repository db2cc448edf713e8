import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarketDepthEndpoint, PublicActiveOffersEndpoint } from '@hissa/contracts/trading/trading-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { listActiveOffers } from './active-offers.ts';
import { marketDepth } from './trading-queries.ts';

/**
 * Public order book calls (section 7, "Company profile"), no sign-in, public deals only:
 * - GET /public-api/company/profile/market-depth-orders/{companyId} -> {data: {companyId,
 *   offers: [{price (SAR), quantity (shares), count}] lowest first, bids: [...] highest first}}.
 * - POST /public-api/company/profile/all-active-offers {filters, page, size} -> page of offers.
 */
export const publicOrderBookRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, MarketDepthEndpoint),
    handler: async (request) => ({ data: { companyId: request.params.companyId, ...(await marketDepth(db, request.params.companyId)) } }),
  });

  app.route({
    ...endpointRoute(app, PublicActiveOffersEndpoint),
    handler: async (request) => listActiveOffers(db, null, request.body),
  });
};
