import { queryOptions, useQuery } from '@tanstack/react-query';
import { OffersPageSchema, OffersResponseSchema, type OfferView } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

/**
 * The live offers of a company. Signed-in traders: GET /common-api/shareholdings/getCompanyOffers/
 * {companyId} (with isMine / isTargetedAtMe); visitors: POST /public-api/company/profile/
 * all-active-offers {companyId} (first 50).
 */
export async function getCompanyOffers(companyId: number, isTrader: boolean, signal?: AbortSignal): Promise<OfferView[]> {
  if (isTrader) return (await apiRequest(`/common-api/shareholdings/getCompanyOffers/${companyId}`, { schema: OffersResponseSchema, signal })).data;
  const page = await apiRequest('/public-api/company/profile/all-active-offers', {
    method: 'POST',
    body: { companyId, page: 0, size: 50 },
    schema: OffersPageSchema,
    signal,
  });
  return page.data;
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
