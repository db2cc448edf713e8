import { BidResponseSchema } from '@hissa/contracts/trading/trading-api';
import type { SharesBidRequest } from '@hissa/contracts/trading/trading-rules';
import { apiRequest } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

/** POST /common-api/shareholdings/shares-bid-request {offerId, price, quantity} -> {message, data}. */
export function placeBid(request: SharesBidRequest) {
  return apiRequest('/common-api/shareholdings/shares-bid-request', { method: 'POST', body: request, schema: BidResponseSchema });
}

/** Places a bid; the trading reads are fetched again. */
export function usePlaceBid() {
  return useTradingMutation(placeBid);
}
