import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { TradingSummaryResponseSchema } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type TradingSummary = z.infer<typeof TradingSummaryResponseSchema>['data'];

/** GET /common-api/shareholdings/get-my-trading_summary: my trades and their totals. */
export async function getMyTradingSummary(signal?: AbortSignal): Promise<TradingSummary> {
  return (await apiRequest('/common-api/shareholdings/get-my-trading_summary', { schema: TradingSummaryResponseSchema, signal })).data;
}

/** Query options of my trading summary. */
export function myTradingSummaryQueryOptions() {
  return queryOptions({ queryKey: [...TRADING_KEY, 'my-trading-summary'], queryFn: ({ signal }) => getMyTradingSummary(signal) });
}

/** My trades (closed trades of My Orders). */
export function useMyTradingSummary() {
  return useQuery(myTradingSummaryQueryOptions());
}
