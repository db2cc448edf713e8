import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { IsShareholderResponseSchema } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type ShareholderCheck = z.infer<typeof IsShareholderResponseSchema>['data'];

/** GET /common-api/shareholdings/checkIfUserIsShareholderOfCompany/{companyId}: {isShareholder, shares, availableShares}. */
export async function checkIsShareholder(companyId: number, signal?: AbortSignal): Promise<ShareholderCheck> {
  return (await apiRequest(`/common-api/shareholdings/checkIfUserIsShareholderOfCompany/${companyId}`, { schema: IsShareholderResponseSchema, signal })).data;
}

/** Query options of the shareholder check. */
export function isShareholderQueryOptions(companyId: number) {
  return queryOptions({ queryKey: [...TRADING_KEY, 'is-shareholder', companyId], queryFn: ({ signal }) => checkIsShareholder(companyId, signal) });
}

/** Whether the signed-in trader holds shares of the company, and how many are free to offer. */
export function useIsShareholder(companyId: number, enabled: boolean) {
  return useQuery({ ...isShareholderQueryOptions(companyId), enabled });
}
