import { OfferResponseSchema } from '@hissa/contracts/trading/trading-api';
import type { OfferSharesRequest } from '@hissa/contracts/trading/trading-rules';
import { apiRequest } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

/** POST /common-api/shareholdings/offer-shares-request: offers shares (or updates my open offer) -> {message, data}. */
export function offerShares(request: OfferSharesRequest) {
  return apiRequest('/common-api/shareholdings/offer-shares-request', { method: 'POST', body: request, schema: OfferResponseSchema });
}

/** Offers shares; the trading reads are fetched again. */
export function useOfferShares() {
  return useTradingMutation(offerShares);
}
