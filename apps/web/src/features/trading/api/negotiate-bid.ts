import type { SharesNegotiateRequest } from '@hissa/contracts/trading/trading-rules';
import { callEndpoint } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';
import { NegotiateBidEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** New terms on a bid. */
export function negotiateBid(request: SharesNegotiateRequest) {
  return callEndpoint(NegotiateBidEndpoint, { body: request });
}

/** Counters a bid (seller) or answers a counter (bidder); the trading reads are fetched again. */
export function useNegotiateBid() {
  return useTradingMutation(negotiateBid);
}
