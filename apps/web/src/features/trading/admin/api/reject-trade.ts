import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TradeResponseSchema } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../../lib/api-client';

/** POST /admin-api/trades/{id}/reject {note}: rejects a trade; the reserved shares are released. */
export function rejectAdminTrade({ id, note }: { id: number; note: string }) {
  return apiRequest(`/admin-api/trades/${id}/reject`, { method: 'POST', body: { note }, schema: TradeResponseSchema });
}

/** Rejects a trade; the queue, its audit trails and every trading read are fetched again. */
export function useRejectAdminTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdminTrade,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['admin-trades'] }), queryClient.invalidateQueries({ queryKey: ['trading'] })]);
    },
  });
}
