import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FundingOpportunityPageSchema, type FundingOpportunityPage } from '@hissa/contracts/funding';
import type { SearchRequest } from '@hissa/contracts/search';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

/**
 * POST /public-api/opportunities/filter-funding-rounds: a page of funding rounds of active
 * funding profiles (stage, status, sectorCode equals; companyName contains; sorts announcedDate,
 * targetAmount, raisedAmount, companyName), each with its company.
 */
export function searchFundingRounds(request: SearchRequest, signal?: AbortSignal): Promise<FundingOpportunityPage> {
  return apiRequest('/public-api/opportunities/filter-funding-rounds', { method: 'POST', body: request, schema: FundingOpportunityPageSchema, signal });
}

/** A page of funding-round opportunities; the previous page stays shown while the next loads. */
export function useFundingRounds(request: SearchRequest) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...OPPORTUNITIES_KEY, 'rounds', request, language],
    queryFn: ({ signal }) => searchFundingRounds(request, signal),
    placeholderData: keepPreviousData,
  });
}
