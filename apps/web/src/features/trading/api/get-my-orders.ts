import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { MyOrdersSide } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { MyOrdersEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type MyOrdersPage = EndpointResponse<typeof MyOrdersEndpoint>;

/** Orders per page of My Orders (each card carries its bids, so pages stay short). */
export const MY_ORDERS_PAGE_SIZE = 10;

/**
 * A page (0-based) of my offers (side sell) or of my bids (side buy), newest first, with the
 * side's total.
 */
export function getMyOrders(side: MyOrdersSide, page: number, signal?: AbortSignal): Promise<MyOrdersPage> {
  return callEndpoint(MyOrdersEndpoint, { params: { page, size: MY_ORDERS_PAGE_SIZE }, query: { side }, signal });
}

/** Query options of a page of one side of My Orders. */
export function myOrdersQueryOptions(side: MyOrdersSide, page: number) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'my-orders', side, page],
    queryFn: ({ signal }) => getMyOrders(side, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page (0-based) of my offers or my bids; not fetched while `enabled` is false. */
export function useMyOrders(side: MyOrdersSide, page: number, enabled = true) {
  return useQuery({ ...myOrdersQueryOptions(side, page), enabled });
}

/** How many of my newest bids the order book looks through for the ones on its company (the endpoint's largest page). */
const MY_RECENT_BIDS_SIZE = 50;

/**
 * My 50 newest bids (side buy, first page of 50), for the order book's "Your bids" section,
 * which keeps those on its company; not fetched while `enabled` is false.
 */
export function useMyRecentBids(enabled: boolean) {
  return useQuery({
    queryKey: [...TRADING_KEY, 'my-orders', 'buy', 'recent'],
    queryFn: ({ signal }) =>
      callEndpoint(MyOrdersEndpoint, {
        params: { page: 0, size: MY_RECENT_BIDS_SIZE },
        query: { side: 'buy' },
        signal,
      }),
    enabled,
  });
}
