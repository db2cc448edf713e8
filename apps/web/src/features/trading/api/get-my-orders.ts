import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { MyOrdersPageSchema } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type MyOrdersPage = z.infer<typeof MyOrdersPageSchema>;
export type MyOrder = MyOrdersPage['data'][number];

/** Rows per page of My Orders (the API's largest page). */
export const MY_ORDERS_PAGE_SIZE = 50;

/** GET /common-api/shareholdings/get-my-orders/{page}/{size}: my sell orders and my bids. */
export function getMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersPage> {
  return apiRequest(`/common-api/shareholdings/get-my-orders/${page}/${MY_ORDERS_PAGE_SIZE}`, { schema: MyOrdersPageSchema, signal });
}

/** Query options of a page of My Orders. */
export function myOrdersQueryOptions(page: number) {
  return queryOptions({ queryKey: [...TRADING_KEY, 'my-orders', page], queryFn: ({ signal }) => getMyOrders(page, signal), placeholderData: keepPreviousData });
}

/** A page (0-based) of My Orders. */
export function useMyOrders(page: number) {
  return useQuery(myOrdersQueryOptions(page));
}
