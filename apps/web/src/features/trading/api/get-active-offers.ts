import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { OffersPageSchema, type ActiveOffersRequest } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type OffersPage = z.infer<typeof OffersPageSchema>;
/** The filters of "all active offers" as the client sends them (page 0-based). */
export type ActiveOffersFilters = Partial<ActiveOffersRequest>;

/**
 * All active offers across companies (marketplace.txt section 7, "all active offers" with a
 * filter payload), lowest price first, paged. Signed-in traders ask POST /common-api/
 * shareholdings/all-active-offers (public offers plus the private ones they made or are
 * offered, with isMine / isTargetedAtMe); visitors POST /public-api/company/profile/
 * all-active-offers (public offers only).
 */
export function getActiveOffers(filters: ActiveOffersFilters, isTrader: boolean, signal?: AbortSignal): Promise<OffersPage> {
  const path = isTrader ? '/common-api/shareholdings/all-active-offers' : '/public-api/company/profile/all-active-offers';
  return apiRequest(path, { method: 'POST', body: filters, schema: OffersPageSchema, signal });
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
