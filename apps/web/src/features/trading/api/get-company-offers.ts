import { queryOptions, useQuery } from '@tanstack/react-query';
import { OffersResponseSchema, type OfferView } from '@hissa/contracts/trading/trading-api';
import { getActiveOffers } from './get-active-offers';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

/**
 * The live offers of a company. Signed-in traders: GET /common-api/shareholdings/getCompanyOffers/
 * {companyId} (with isMine / isTargetedAtMe); visitors: POST /public-api/company/profile/
 * all-active-offers {companyId} (first 50).
 */
export async function getCompanyOffers(companyId: number, isTrader: boolean, signal?: AbortSignal): Promise<OfferView[]> {
  if (isTrader) return (await apiRequest(`/common-api/shareholdings/getCompanyOffers/${companyId}`, { schema: OffersResponseSchema, signal })).data;
  return (await getActiveOffers({ companyId, page: 0, size: 50 }, false, signal)).data;
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
