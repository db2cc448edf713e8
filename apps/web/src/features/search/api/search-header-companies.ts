import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@hissa/contracts/languages';
import { HeaderSearchResponseSchema, headerSearchRequest, type HeaderSearchResponse } from '@hissa/contracts/search';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /public-api/company/profile/home/search-companies: the header search for `text`
 * (companyName contains, page 0, size 5, newest first), grouped into listed companies,
 * non-listed companies and service providers.
 */
export async function searchHeaderCompanies(text: string, signal?: AbortSignal): Promise<HeaderSearchResponse['data']> {
  const answer = await apiRequest('/public-api/company/profile/home/search-companies', {
    method: 'POST',
    body: headerSearchRequest(text),
    schema: HeaderSearchResponseSchema,
    signal,
  });
  return answer.data;
}

/** Query options of a header search; disabled for empty text (empty input clears results). */
export function headerSearchQueryOptions(text: string, language: Language) {
  return queryOptions({
    queryKey: ['search', 'header', text, language],
    queryFn: ({ signal }) => searchHeaderCompanies(text, signal),
    enabled: text.length > 0,
    staleTime: 30 * 1000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The header search results for the (already debounced, trimmed) `text`. */
export function useHeaderSearch(text: string) {
  const { language } = useLanguage();
  return useQuery(headerSearchQueryOptions(text, language));
}
