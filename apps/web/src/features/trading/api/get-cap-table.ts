import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { UserShareholdingsResponseSchema } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type CapTable = z.infer<typeof UserShareholdingsResponseSchema>['data'];

/** GET /common-api/shareholdings/user-shareholdings/company/{companyId}: the company's cap table. */
export async function getCapTable(companyId: number, signal?: AbortSignal): Promise<CapTable> {
  return (await apiRequest(`/common-api/shareholdings/user-shareholdings/company/${companyId}`, { schema: UserShareholdingsResponseSchema, signal })).data;
}

/** Query options of a company's cap table. */
export function capTableQueryOptions(companyId: number) {
  return queryOptions({ queryKey: [...TRADING_KEY, 'cap-table', companyId], queryFn: ({ signal }) => getCapTable(companyId, signal) });
}

/** A company's cap table; only fetched for signed-in traders (`enabled`). */
export function useCapTable(companyId: number, enabled: boolean) {
  return useQuery({ ...capTableQueryOptions(companyId), enabled });
}
