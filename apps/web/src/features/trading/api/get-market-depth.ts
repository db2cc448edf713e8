import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { MarketDepthResponseSchema } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type MarketDepth = z.infer<typeof MarketDepthResponseSchema>['data'];

/** GET /public-api/company/profile/market-depth-orders/{companyId}: price levels of offers and bids. */
export async function getMarketDepth(companyId: number, signal?: AbortSignal): Promise<MarketDepth> {
  return (await apiRequest(`/public-api/company/profile/market-depth-orders/${companyId}`, { schema: MarketDepthResponseSchema, signal })).data;
}

/** Query options of a company's market depth. */
export function marketDepthQueryOptions(companyId: number) {
  return queryOptions({ queryKey: [...TRADING_KEY, 'market-depth', companyId], queryFn: ({ signal }) => getMarketDepth(companyId, signal) });
}

/** A company's market depth (public). */
export function useMarketDepth(companyId: number) {
  return useQuery(marketDepthQueryOptions(companyId));
}
