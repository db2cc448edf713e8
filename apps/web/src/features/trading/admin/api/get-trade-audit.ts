import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { AuditResponseSchema } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../../lib/api-client';

export type AuditEntry = z.infer<typeof AuditResponseSchema>['data'][number];

/** GET /admin-api/trades/{id}/audit: the audit rows of the trade, its bid and its offer, in order. */
export async function getTradeAudit(id: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  return (await apiRequest(`/admin-api/trades/${id}/audit`, { schema: AuditResponseSchema, signal })).data;
}

/** Query options of a trade's audit trail. */
export function tradeAuditQueryOptions(id: number) {
  return queryOptions({ queryKey: ['admin-trades', 'audit', id], queryFn: ({ signal }) => getTradeAudit(id, signal) });
}

/** A trade's audit trail, or nothing while `id` is null. */
export function useTradeAudit(id: number | null) {
  return useQuery({ ...tradeAuditQueryOptions(id ?? 0), enabled: id !== null });
}
