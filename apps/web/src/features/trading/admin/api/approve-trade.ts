import { callEndpoint } from '../../../../lib/api-client';
import { useRefetchingMutation } from '../../../../lib/use-refetching-mutation';
import { TRADING_KEY } from '../../api/trading-query-key';
import { ApproveTradeEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Settles the trade (shares move from seller to buyer). */
export function approveTrade({ id, note }: { id: number; note?: string }) {
  return callEndpoint(ApproveTradeEndpoint, { params: { id }, body: note ? { note } : {} });
}

/** Approves a trade; the queue, its audit trails and every trading read are fetched again. */
export function useApproveTrade() {
  return useRefetchingMutation(approveTrade, ['admin-trades'], TRADING_KEY);
}
