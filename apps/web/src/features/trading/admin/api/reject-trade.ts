import { callEndpoint } from '../../../../lib/api-client';
import { useRefetchingMutation } from '../../../../lib/use-refetching-mutation';
import { TRADING_KEY } from '../../api/trading-query-key';
import { RejectTradeReviewEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Rejects a trade; the reserved shares are released. */
export function rejectAdminTrade({ id, note }: { id: number; note: string }) {
  return callEndpoint(RejectTradeReviewEndpoint, { params: { id }, body: { note } });
}

/** Rejects a trade; the queue, its audit trails and every trading read are fetched again. */
export function useRejectAdminTrade() {
  return useRefetchingMutation(rejectAdminTrade, ['admin-trades'], TRADING_KEY);
}
