import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { UserShareholdingsEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type CapTable = EndpointResponse<typeof UserShareholdingsEndpoint>['data'];

/** The company's cap table. */
export async function getCapTable(companyId: number, signal?: AbortSignal): Promise<CapTable> {
  return (await callEndpoint(UserShareholdingsEndpoint, { params: { type: 'company', id: companyId }, signal })).data;
}

/** Query options of a company's cap table. */
export function capTableQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'cap-table', companyId],
    queryFn: ({ signal }) => getCapTable(companyId, signal),
  });
}

/** A company's cap table; only fetched for signed-in traders (`enabled`). */
export function useCapTable(companyId: number, enabled: boolean) {
  return useQuery({ ...capTableQueryOptions(companyId), enabled });
}
