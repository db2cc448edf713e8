import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { TradeStatus } from '@hissa/contracts/trading/trading-state-machine';
import { callEndpoint } from '../../../../lib/api-client';
import { AdminTradesEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type TradesPage = EndpointResponse<typeof AdminTradesEndpoint>;

/** Rows per page of the review queue. */
export const ADMIN_TRADES_PAGE_SIZE = 20;

type TradesRequest = { status: TradeStatus | null; page: number };

/** A page of trades to review (one status or all), those awaiting the admin first. */
export function getTrades({ status, page }: TradesRequest, signal?: AbortSignal): Promise<TradesPage> {
  return callEndpoint(AdminTradesEndpoint, {
    query: { page, size: ADMIN_TRADES_PAGE_SIZE, status: status ?? undefined },
    signal,
  });
}

/** Query options of a page of the queue. */
export function tradesQueryOptions(request: TradesRequest) {
  return queryOptions({
    queryKey: ['admin-trades', 'list', request],
    queryFn: ({ signal }) => getTrades(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the trade review queue. */
export function useTrades(request: TradesRequest) {
  return useQuery(tradesQueryOptions(request));
}
