import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { Language } from '@hissa/contracts/languages';
import { headerSearchRequest } from '@hissa/contracts/search';
import { HeaderSearchEndpoint } from '@hissa/contracts/search-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The header search for `text` (companyName contains, page 0, size 5, newest first), grouped
 * into listed companies, non-listed companies and service providers.
 */
export async function searchHeaderCompanies(
  text: string,
  signal?: AbortSignal,
): Promise<EndpointResponse<typeof HeaderSearchEndpoint>['data']> {
  return (await callEndpoint(HeaderSearchEndpoint, { body: headerSearchRequest(text), signal })).data;
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
