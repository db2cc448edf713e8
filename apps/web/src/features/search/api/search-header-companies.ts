import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { Language } from '@hissa/contracts/languages';
import { headerSearchRequest } from '@hissa/contracts/search-rules';
import type { HeaderSearchEndpoint } from '@hissa/contracts/search-endpoints';
import { useLanguage } from '../../../i18n/use-language';

/**
 * The header search for `text` (companyName contains, page 0, size 5, newest first), grouped
 * into listed companies, non-listed companies and service providers. The API client and the
 * endpoint's schemas are fetched with the first search: the header is on every first load
 * (decision 045).
 */
export async function searchHeaderCompanies(
  text: string,
  signal?: AbortSignal,
): Promise<EndpointResponse<typeof HeaderSearchEndpoint>['data']> {
  const [{ callEndpoint }, { HeaderSearchEndpoint: endpoint }] = await Promise.all([
    import('../../../lib/api-client'),
    import('@hissa/contracts/search-endpoints'),
  ]);
  return (await callEndpoint(endpoint, { body: headerSearchRequest(text), signal })).data;
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
