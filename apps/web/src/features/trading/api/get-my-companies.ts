import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCompany } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { MyCompaniesEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/**
 * The companies I hold or trade, each with my
 * shares, reserved shares, ownership %, the last settled price and my holding's value (SAR).
 */
export async function getMyCompanies(signal?: AbortSignal): Promise<MyCompany[]> {
  return (await callEndpoint(MyCompaniesEndpoint, { signal })).data;
}

/** Query options of My Companies. */
export function myCompaniesQueryOptions() {
  return queryOptions({ queryKey: [...TRADING_KEY, 'my-companies'], queryFn: ({ signal }) => getMyCompanies(signal) });
}

/** My Companies of the signed-in trader. */
export function useMyCompanies() {
  return useQuery(myCompaniesQueryOptions());
}
