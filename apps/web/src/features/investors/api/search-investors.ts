import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvestorPage } from '@hissa/contracts/investors';
import { FilterInvestorsEndpoint } from '@hissa/contracts/investors-endpoints';
import type { SearchRequest } from '@hissa/contracts/search';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/**
 * A page of investors (filters type, countryCode, sectorFocus, geographicFocus, strategy equals;
 * name contains; sorts id, name).
 */
export function searchInvestors(request: SearchRequest, signal?: AbortSignal): Promise<InvestorPage> {
  return callEndpoint(FilterInvestorsEndpoint, { body: request, signal });
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
