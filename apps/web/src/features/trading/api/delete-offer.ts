import { MessageResponseSchema } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

/** DELETE /common-api/shareholdings/delete-offer-request/{offerId}: refused (409) while the offer has bids. */
export function deleteOffer(offerId: number) {
  return apiRequest(`/common-api/shareholdings/delete-offer-request/${offerId}`, { method: 'DELETE', schema: MessageResponseSchema });
}

/** Deletes an offer; the trading reads are fetched again. */
export function useDeleteOffer() {
  return useTradingMutation(deleteOffer);
}
