import { OfferResponseSchema } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

/** PUT /common-api/shareholdings/cancel-shares-offer-request/{offerId}: closes my offer; its live bids are deleted by seller. */
export function cancelOffer(offerId: number) {
  return apiRequest(`/common-api/shareholdings/cancel-shares-offer-request/${offerId}`, { method: 'PUT', schema: OfferResponseSchema });
}

/** Cancels an offer; the trading reads are fetched again. */
export function useCancelOffer() {
  return useTradingMutation(cancelOffer);
}
