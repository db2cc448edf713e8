import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage } from '@hissa/contracts/companies';
import { CompaniesPageEndpoint } from '@hissa/contracts/companies-endpoints';
import type { Language } from '@hissa/contracts/languages';
import type { SearchRequest } from '@hissa/contracts/search';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/** One page (0-based) of companies matching the filters, names in the current language. */
export async function searchCompanies(request: SearchRequest, signal?: AbortSignal): Promise<CompanyPage> {
  return callEndpoint(CompaniesPageEndpoint, { body: request, signal });
}

/** Query options of a companies page; the previous page stays on screen while the next loads. */
export function companiesQueryOptions(request: SearchRequest, language: Language) {
  return queryOptions({
    queryKey: ['companies', 'list', request, language],
    queryFn: ({ signal }) => searchCompanies(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of companies for `request`. */
export function useCompanies(request: SearchRequest) {
  const { language } = useLanguage();
  return useQuery(companiesQueryOptions(request, language));
}
