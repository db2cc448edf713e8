import { callEndpoint } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';
import { DeleteOfferEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Deletes my open offer; refused (409) while it has bids. */
export function deleteOffer(offerId: number) {
  return callEndpoint(DeleteOfferEndpoint, { params: { offerId } });
}

/** Deletes an offer; the trading reads are fetched again. */
export function useDeleteOffer() {
  return useTradingMutation(deleteOffer);
}
