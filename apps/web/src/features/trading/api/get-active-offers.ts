import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { ActiveOffersRequest } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { ActiveOffersEndpoint, PublicActiveOffersEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type OffersPage = EndpointResponse<typeof ActiveOffersEndpoint>;
/** The filters of "all active offers" as the client sends them (page 0-based). */
export type ActiveOffersFilters = Partial<ActiveOffersRequest>;

/**
 * All active offers across companies (ActiveOffersEndpoint, with a filter payload), lowest price
 * first, paged. Signed-in traders see public offers plus the private ones they made or are offered,
 * with isMine / isTargetedAtMe; visitors public offers only.
 */
export function getActiveOffers(
  filters: ActiveOffersFilters,
  isTrader: boolean,
  signal?: AbortSignal,
): Promise<OffersPage> {
  return callEndpoint(isTrader ? ActiveOffersEndpoint : PublicActiveOffersEndpoint, { body: filters, signal });
}

/** Query options of a page of active offers. */
export function activeOffersQueryOptions(filters: ActiveOffersFilters, isTrader: boolean) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'active-offers', filters, isTrader],
    queryFn: ({ signal }) => getActiveOffers(filters, isTrader, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of active offers for the filters given. */
export function useActiveOffers(filters: ActiveOffersFilters, isTrader: boolean) {
  return useQuery(activeOffersQueryOptions(filters, isTrader));
}
