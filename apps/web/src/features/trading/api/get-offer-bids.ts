import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidView } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { OfferBidsEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** The bids on my offer. */
export async function getOfferBids(offerId: number, signal?: AbortSignal): Promise<BidView[]> {
  return (await callEndpoint(OfferBidsEndpoint, { params: { sharesOfferId: offerId }, signal })).data;
}

/** Query options of an offer's bids. */
export function offerBidsQueryOptions(offerId: number) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'offer-bids', offerId],
    queryFn: ({ signal }) => getOfferBids(offerId, signal),
  });
}

/** The bids on one of my offers. */
export function useOfferBids(offerId: number) {
  return useQuery(offerBidsQueryOptions(offerId));
}
