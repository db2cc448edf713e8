import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { OrderSummaryResponseSchema } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type OrderSummary = z.infer<typeof OrderSummaryResponseSchema>['data'];

/** GET /common-api/shareholdings/get-user-order-summary: the counts of My Orders. */
export async function getOrderSummary(signal?: AbortSignal): Promise<OrderSummary> {
  return (await apiRequest('/common-api/shareholdings/get-user-order-summary', { schema: OrderSummaryResponseSchema, signal })).data;
}

/** Query options of the order summary. */
export function orderSummaryQueryOptions() {
  return queryOptions({ queryKey: [...TRADING_KEY, 'order-summary'], queryFn: ({ signal }) => getOrderSummary(signal) });
}

/** The order summary of the signed-in trader. */
export function useOrderSummary() {
  return useQuery(orderSummaryQueryOptions());
}
