import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { MyTradingSummaryEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type TradingSummary = EndpointResponse<typeof MyTradingSummaryEndpoint>['data'];

/** My trades and their totals. */
export async function getMyTradingSummary(signal?: AbortSignal): Promise<TradingSummary> {
  return (await callEndpoint(MyTradingSummaryEndpoint, { signal })).data;
}

/** Query options of my trading summary. */
export function myTradingSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'my-trading-summary'],
    queryFn: ({ signal }) => getMyTradingSummary(signal),
  });
}

/** My trades (closed trades of My Orders). */
export function useMyTradingSummary() {
  return useQuery(myTradingSummaryQueryOptions());
}
