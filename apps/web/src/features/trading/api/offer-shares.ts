import type { OfferSharesRequest } from '@hissa/contracts/trading/trading-rules';
import { callEndpoint } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';
import { OfferSharesEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Offers shares (or updates my open offer) -> {message, data}. */
export function offerShares(request: OfferSharesRequest) {
  return callEndpoint(OfferSharesEndpoint, { body: request });
}

/** Offers shares; the trading reads are fetched again. */
export function useOfferShares() {
  return useTradingMutation(offerShares);
}
