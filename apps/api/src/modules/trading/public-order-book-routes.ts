import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActiveOffersRequestSchema, MarketDepthResponseSchema, OffersPageSchema } from '@hissa/contracts/trading/trading-api';
import { TradingIdSchema } from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { listActiveOffers } from './active-offers.ts';
import { marketDepth } from './trading-queries.ts';

/**
 * Public order book calls (section 7, "Company profile"), no sign-in, public deals only:
 * - GET /public-api/company/profile/market-depth-orders/{companyId} -> {data: {companyId,
 *   offers: [{price (SAR), quantity (shares), count}] lowest first, bids: [...] highest first}}.
 * - POST /public-api/company/profile/all-active-offers {filters, page, size} -> page of offers.
 */
export const publicOrderBookRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/public-api/company/profile/market-depth-orders/:companyId',
    { schema: { tags: ['trading'], summary: 'Market depth: open offers and bids by price level', params: z.object({ companyId: TradingIdSchema }), response: { 200: MarketDepthResponseSchema } } },
    async (request) => ({ data: { companyId: request.params.companyId, ...(await marketDepth(db, request.params.companyId)) } }),
  );

  app.post(
    '/public-api/company/profile/all-active-offers',
    { schema: { tags: ['trading'], summary: 'All active public offers (filters; page, size)', body: ActiveOffersRequestSchema, response: { 200: OffersPageSchema } } },
    async (request) => listActiveOffers(db, null, request.body),
  );
};
