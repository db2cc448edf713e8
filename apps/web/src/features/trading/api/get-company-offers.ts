import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { getActiveOffers } from './get-active-offers';
import { TRADING_KEY } from './trading-query-key';
import { visitorOffersFilters } from './visitor-offers-filters';
import { callEndpoint } from '../../../lib/api-client';
import { CompanyOffersEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/**
 * The live offers of a company. Signed-in traders get them with isMine / isTargetedAtMe;
 * visitors get the first page of the company's public active offers (visitorOffersFilters).
 */
export async function getCompanyOffers(
  companyId: number,
  isTrader: boolean,
  signal?: AbortSignal,
): Promise<OfferView[]> {
  if (isTrader) return (await callEndpoint(CompanyOffersEndpoint, { params: { companyId }, signal })).data;
  return (await getActiveOffers(visitorOffersFilters(companyId), false, signal)).data;
}

/** Query options of a company's live offers. */
export function companyOffersQueryOptions(companyId: number, isTrader: boolean) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'company-offers', companyId, isTrader],
    queryFn: ({ signal }) => getCompanyOffers(companyId, isTrader, signal),
  });
}

/** A company's live offers. */
export function useCompanyOffers(companyId: number, isTrader: boolean) {
  return useQuery(companyOffersQueryOptions(companyId, isTrader));
}
