import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { TargetBuyersResponseSchema } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type TargetBuyer = z.infer<typeof TargetBuyersResponseSchema>['data'][number];

/** GET /common-api/shareholdings/getTargetBuyerList: registered buyers a private deal can target. */
export async function getTargetBuyers(signal?: AbortSignal): Promise<TargetBuyer[]> {
  return (await apiRequest('/common-api/shareholdings/getTargetBuyerList', { schema: TargetBuyersResponseSchema, signal })).data;
}

/** Query options of the target-buyer list. */
export function targetBuyersQueryOptions() {
  return queryOptions({ queryKey: [...TRADING_KEY, 'target-buyers'], queryFn: ({ signal }) => getTargetBuyers(signal), staleTime: 5 * 60 * 1000 });
}

/** The target-buyer list, fetched once a private deal is chosen (`enabled`). */
export function useTargetBuyers(enabled: boolean) {
  return useQuery({ ...targetBuyersQueryOptions(), enabled });
}
