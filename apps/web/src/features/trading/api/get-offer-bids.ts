import { queryOptions, useQuery } from '@tanstack/react-query';
import { BidsResponseSchema, type BidView } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

/** GET /common-api/shareholdings/getSharesOfferBids/{offerId}: the bids on my offer. */
export async function getOfferBids(offerId: number, signal?: AbortSignal): Promise<BidView[]> {
  return (await apiRequest(`/common-api/shareholdings/getSharesOfferBids/${offerId}`, { schema: BidsResponseSchema, signal })).data;
}

/** Query options of an offer's bids. */
export function offerBidsQueryOptions(offerId: number) {
  return queryOptions({ queryKey: [...TRADING_KEY, 'offer-bids', offerId], queryFn: ({ signal }) => getOfferBids(offerId, signal) });
}

/** The bids on one of my offers. */
export function useOfferBids(offerId: number) {
  return useQuery(offerBidsQueryOptions(offerId));
}
