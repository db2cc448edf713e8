import { RejectResponseSchema } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

/** POST /common-api/shareholdings/reject-trade/{bid|offer}/{id}: rejects a bid or a counter, or declines a private offer. */
export function rejectTrade({ kind, id }: { kind: 'bid' | 'offer'; id: number }) {
  return apiRequest(`/common-api/shareholdings/reject-trade/${kind}/${id}`, { method: 'POST', schema: RejectResponseSchema });
}

/** Rejects; the trading reads are fetched again. */
export function useRejectTrade() {
  return useTradingMutation(rejectTrade);
}
