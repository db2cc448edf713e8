import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FilterFundingRoundsEndpoint } from '@hissa/contracts/funding-endpoints';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { SearchRequest } from '@hissa/contracts/search';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

/**
 * A page of funding rounds of active funding profiles (stage, status, sectorCode equals;
 * companyName contains; sorts announcedDate, targetAmount, raisedAmount, companyName), each with
 * its company.
 */
export function searchFundingRounds(
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<EndpointResponse<typeof FilterFundingRoundsEndpoint>> {
  return callEndpoint(FilterFundingRoundsEndpoint, { body: request, signal });
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
