import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InvestorPageSchema, type InvestorPage } from '@hissa/contracts/investors';
import type { SearchRequest } from '@hissa/contracts/search';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /public-api/investor/filter-investors: a page of investors (filters type, countryCode,
 * sectorFocus, geographicFocus, strategy equals; name contains; sorts id, name).
 */
export function searchInvestors(request: SearchRequest, signal?: AbortSignal): Promise<InvestorPage> {
  return apiRequest('/public-api/investor/filter-investors', { method: 'POST', body: request, schema: InvestorPageSchema, signal });
}

/** A page of investors; the previous page stays shown while the next loads. */
export function useInvestors(request: SearchRequest) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['investors', 'list', request, language],
    queryFn: ({ signal }) => searchInvestors(request, signal),
    placeholderData: keepPreviousData,
  });
}
