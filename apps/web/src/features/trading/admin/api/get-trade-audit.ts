import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../../lib/api-client';
import { TradeAuditEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type AuditEntry = EndpointResponse<typeof TradeAuditEndpoint>['data'][number];

/** The audit rows of the trade, its bid and its offer, in order. */
export async function getTradeAudit(id: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  return (await callEndpoint(TradeAuditEndpoint, { params: { id }, signal })).data;
}

/** Query options of a trade's audit trail. */
export function tradeAuditQueryOptions(id: number) {
  return queryOptions({ queryKey: ['admin-trades', 'audit', id], queryFn: ({ signal }) => getTradeAudit(id, signal) });
}

/** A trade's audit trail, or nothing while `id` is null. */
export function useTradeAudit(id: number | null) {
  return useQuery({ ...tradeAuditQueryOptions(id ?? 0), enabled: id !== null });
}
