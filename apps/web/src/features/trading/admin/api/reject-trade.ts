import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { RejectTradeReviewEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Rejects a trade; the reserved shares are released. */
export function rejectAdminTrade({ id, note }: { id: number; note: string }) {
  return callEndpoint(RejectTradeReviewEndpoint, { params: { id }, body: { note } });
}

/** Rejects a trade; the queue, its audit trails and every trading read are fetched again. */
export function useRejectAdminTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdminTrade,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-trades'] }),
        queryClient.invalidateQueries({ queryKey: ['trading'] }),
      ]);
    },
  });
}
