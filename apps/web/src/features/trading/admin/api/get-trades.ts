import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { TradesPageSchema } from '@hissa/contracts/trading/trading-api';
import type { TradeStatus } from '@hissa/contracts/trading/trading-state-machine';
import { apiRequest } from '../../../../lib/api-client';

export type TradesPage = z.infer<typeof TradesPageSchema>;

/** Rows per page of the review queue. */
export const ADMIN_TRADES_PAGE_SIZE = 20;

export type TradesRequest = { status: TradeStatus | null; page: number };

/** GET /admin-api/trades?status=&page=&size=: trades to review, those awaiting the admin first. */
export function getTrades({ status, page }: TradesRequest, signal?: AbortSignal): Promise<TradesPage> {
  const query = new URLSearchParams({ page: String(page), size: String(ADMIN_TRADES_PAGE_SIZE) });
  if (status) query.set('status', status);
  return apiRequest(`/admin-api/trades?${query.toString()}`, { schema: TradesPageSchema, signal });
}

/** Query options of a page of the queue. */
export function tradesQueryOptions(request: TradesRequest) {
  return queryOptions({ queryKey: ['admin-trades', 'list', request], queryFn: ({ signal }) => getTrades(request, signal), placeholderData: keepPreviousData });
}

/** A page of the trade review queue. */
export function useTrades(request: TradesRequest) {
  return useQuery(tradesQueryOptions(request));
}
