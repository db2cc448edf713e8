import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TradeResponseSchema } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../../lib/api-client';

/** POST /admin-api/trades/{id}/approve {note?}: settles the trade (shares move from seller to buyer). */
export function approveTrade({ id, note }: { id: number; note?: string }) {
  return apiRequest(`/admin-api/trades/${id}/approve`, { method: 'POST', body: note ? { note } : {}, schema: TradeResponseSchema });
}

/** Approves a trade; the queue, its audit trails and every trading read are fetched again. */
export function useApproveTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTrade,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['admin-trades'] }), queryClient.invalidateQueries({ queryKey: ['trading'] })]);
    },
  });
}
