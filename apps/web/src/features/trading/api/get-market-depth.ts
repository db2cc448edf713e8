import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { MarketDepthEndpoint } from '@hissa/contracts/trading/trading-endpoints';

export type MarketDepth = EndpointResponse<typeof MarketDepthEndpoint>['data'];

/** Price levels of offers and bids. */
export async function getMarketDepth(companyId: number, signal?: AbortSignal): Promise<MarketDepth> {
  return (await callEndpoint(MarketDepthEndpoint, { params: { companyId }, signal })).data;
}

/** Query options of a company's market depth. */
export function marketDepthQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'market-depth', companyId],
    queryFn: ({ signal }) => getMarketDepth(companyId, signal),
  });
}

/** A company's market depth (public). */
export function useMarketDepth(companyId: number) {
  return useQuery(marketDepthQueryOptions(companyId));
}
