import { callEndpoint } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';
import { RejectTradeEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Rejects a bid or a counter, or declines a private offer. */
export function rejectTrade({ kind, id }: { kind: 'bid' | 'offer'; id: number }) {
  return callEndpoint(RejectTradeEndpoint, { params: { kind, id } });
}

/** Rejects; the trading reads are fetched again. */
export function useRejectTrade() {
  return useTradingMutation(rejectTrade);
}
