import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { TargetBuyersEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type TargetBuyer = EndpointResponse<typeof TargetBuyersEndpoint>['data'][number];

/** Registered buyers a private deal can target. */
export async function getTargetBuyers(signal?: AbortSignal): Promise<TargetBuyer[]> {
  return (await callEndpoint(TargetBuyersEndpoint, { signal })).data;
}

/** Query options of the target-buyer list. */
export function targetBuyersQueryOptions() {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'target-buyers'],
    queryFn: ({ signal }) => getTargetBuyers(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The target-buyer list, fetched once a private deal is chosen (`enabled`). */
export function useTargetBuyers(enabled: boolean) {
  return useQuery({ ...targetBuyersQueryOptions(), enabled });
}
