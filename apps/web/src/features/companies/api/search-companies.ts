import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyPageSchema, type CompanyPage } from '@hissa/contracts/companies';
import type { Language } from '@hissa/contracts/languages';
import type { SearchRequest } from '@hissa/contracts/search';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /public-api/company/profile/searchCompaniesWithPagination: one page (0-based) of
 * companies matching the filters, names in the current language.
 */
export async function searchCompanies(request: SearchRequest, signal?: AbortSignal): Promise<CompanyPage> {
  return apiRequest('/public-api/company/profile/searchCompaniesWithPagination', {
    method: 'POST',
    body: request,
    schema: CompanyPageSchema,
    signal,
  });
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
