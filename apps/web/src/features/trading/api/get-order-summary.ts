import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { OrderSummaryEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type OrderSummary = EndpointResponse<typeof OrderSummaryEndpoint>['data'];

/** The counts of My Orders. */
export async function getOrderSummary(signal?: AbortSignal): Promise<OrderSummary> {
  return (await callEndpoint(OrderSummaryEndpoint, { signal })).data;
}

/** Query options of the order summary. */
export function orderSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'order-summary'],
    queryFn: ({ signal }) => getOrderSummary(signal),
  });
}

/** The order summary of the signed-in trader. */
export function useOrderSummary() {
  return useQuery(orderSummaryQueryOptions());
}
