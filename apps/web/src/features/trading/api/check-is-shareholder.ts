import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { IsShareholderEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type ShareholderCheck = EndpointResponse<typeof IsShareholderEndpoint>['data'];

/** Whether I hold shares of the company: {isShareholder, shares, availableShares}. */
export async function checkIsShareholder(companyId: number, signal?: AbortSignal): Promise<ShareholderCheck> {
  return (await callEndpoint(IsShareholderEndpoint, { params: { companyId }, signal })).data;
}

/** Query options of the shareholder check. */
export function isShareholderQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'is-shareholder', companyId],
    queryFn: ({ signal }) => checkIsShareholder(companyId, signal),
  });
}

/** Whether the signed-in trader holds shares of the company, and how many are free to offer. */
export function useIsShareholder(companyId: number, enabled: boolean) {
  return useQuery({ ...isShareholderQueryOptions(companyId), enabled });
}
