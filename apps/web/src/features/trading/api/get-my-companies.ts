import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyCompaniesResponseSchema, type MyCompany } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /common-api/shareholdings/get-my-companies: the companies I hold or trade, each with my
 * shares, reserved shares, ownership %, the last settled price and my holding's value (SAR).
 */
export async function getMyCompanies(signal?: AbortSignal): Promise<MyCompany[]> {
  return (await apiRequest('/common-api/shareholdings/get-my-companies', { schema: MyCompaniesResponseSchema, signal })).data;
}

/** Query options of My Companies. */
export function myCompaniesQueryOptions() {
  return queryOptions({ queryKey: [...TRADING_KEY, 'my-companies'], queryFn: ({ signal }) => getMyCompanies(signal) });
}

/** My Companies of the signed-in trader. */
export function useMyCompanies() {
  return useQuery(myCompaniesQueryOptions());
}
