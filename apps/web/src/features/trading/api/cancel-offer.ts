import { callEndpoint } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';
import { CancelOfferEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Cancels my offer: it closes; its live bids are deleted by the seller. */
export function cancelOffer(offerId: number) {
  return callEndpoint(CancelOfferEndpoint, { params: { sharesOfferId: offerId } });
}

/** Cancels an offer; the trading reads are fetched again. */
export function useCancelOffer() {
  return useTradingMutation(cancelOffer);
}
