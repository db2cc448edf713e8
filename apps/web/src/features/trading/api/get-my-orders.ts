import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { MyOrdersSide } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { pageAfter } from '../../../lib/page-after';
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

/** My live bids per "Load more" of the order book's "Your bids" section. */
export const MY_BIDS_ON_COMPANY_PAGE_SIZE = 10;

/**
 * My live bids (open or negotiating) on company `companyId`'s offers, newest first, in pages of
 * MY_BIDS_ON_COMPANY_PAGE_SIZE (MyOrdersEndpoint side buy, companyId, bids=live): the pages
 * loaded so far, `fetchNextPage` for the next, `hasNextPage` while some are left.
 */
export function useMyLiveBidsOnCompany(companyId: number) {
  return useInfiniteQuery({
    queryKey: [...TRADING_KEY, 'my-orders', 'buy', 'live-on-company', companyId],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(MyOrdersEndpoint, {
        params: { page: pageParam, size: MY_BIDS_ON_COMPANY_PAGE_SIZE },
        query: { side: 'buy', companyId, bids: 'live' },
        signal,
      }),
    getNextPageParam: pageAfter,
  });
}
