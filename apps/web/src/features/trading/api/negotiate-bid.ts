import { BidResponseSchema } from '@hissa/contracts/trading/trading-api';
import type { SharesNegotiateRequest } from '@hissa/contracts/trading/trading-rules';
import { apiRequest } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

/** POST /common-api/shareholdings/shares-negotiate-request {bidId, price, quantity}: new terms on a bid. */
export function negotiateBid(request: SharesNegotiateRequest) {
  return apiRequest('/common-api/shareholdings/shares-negotiate-request', { method: 'POST', body: request, schema: BidResponseSchema });
}

/** Counters a bid (seller) or answers a counter (bidder); the trading reads are fetched again. */
export function useNegotiateBid() {
  return useTradingMutation(negotiateBid);
}
