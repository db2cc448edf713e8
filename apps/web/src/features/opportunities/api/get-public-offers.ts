import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { ActiveOffersRequest } from '@hissa/contracts/trading/trading-api';
import { PublicActiveOffersEndpoint } from '@hissa/contracts/trading/trading-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

type PublicOffersPage = EndpointResponse<typeof PublicActiveOffersEndpoint>;

/**
 * The public secondary offers of every company (the opportunities' "offers"), lowest price
 * first, paged. Private deals are never listed here.
 */
export function getPublicOffers(
  request: Partial<ActiveOffersRequest>,
  signal?: AbortSignal,
): Promise<PublicOffersPage> {
  return callEndpoint(PublicActiveOffersEndpoint, { body: request, signal });
}

/** A page of public offers. */
export function usePublicOffers(request: Partial<ActiveOffersRequest>) {
  return useQuery({
    queryKey: [...OPPORTUNITIES_KEY, 'offers', request],
    queryFn: ({ signal }) => getPublicOffers(request, signal),
    placeholderData: keepPreviousData,
  });
}
