import type { SharesBidRequest } from '@hissa/contracts/trading/trading-rules';
import { callEndpoint } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';
import { PlaceBidEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Places a bid on an offer -> {message, data: bid}. */
export function placeBid(request: SharesBidRequest) {
  return callEndpoint(PlaceBidEndpoint, { body: request });
}

/** Places a bid; the trading reads are fetched again. */
export function usePlaceBid() {
  return useTradingMutation(placeBid);
}
