import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsPage, NewsType } from '@hissa/contracts/company-profile';
import {
  AllNewsEndpoint,
  CompanyNewsEndpoint,
  MyCompaniesNewsEndpoint,
  MyCompanyNewsEndpoint,
} from '@hissa/contracts/company-profile-endpoints';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../../i18n/use-language';
import { callEndpoint } from '../../../../lib/api-client';
import { COMPANY_PROFILE_KEY } from './company-profile-query-key';

/**
 * Which news list: every company's, one company's, my company's (company users) or my
 * companies' (the companies a shareholder or investor follows or holds shares in).
 */
export type NewsScope =
  { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'mine' } | { kind: 'myCompanies' };

/** Filters and page (0-based) of a news list. */
type NewsFilter = { type: NewsType | null; page: number; size: number };

/** A page of news and announcements, latest first, texts in the current language. */
export async function getNews(scope: NewsScope, filter: NewsFilter, signal?: AbortSignal): Promise<NewsPage> {
  const query = { page: filter.page, size: filter.size, type: filter.type ?? undefined };
  switch (scope.kind) {
    case 'all':
      return callEndpoint(AllNewsEndpoint, { query, signal });
    case 'company':
      return callEndpoint(CompanyNewsEndpoint, { params: { companyId: scope.companyId }, query, signal });
    case 'mine':
      return callEndpoint(MyCompanyNewsEndpoint, { query, signal });
    case 'myCompanies':
      return callEndpoint(MyCompaniesNewsEndpoint, { query, signal });
  }
}

/** Query options of a news page; the previous page stays shown while the next loads. */
export function newsQueryOptions(scope: NewsScope, filter: NewsFilter, language: Language) {
  return queryOptions({
    queryKey: [...COMPANY_PROFILE_KEY, 'news', scope, filter, language],
    queryFn: ({ signal }) => getNews(scope, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of news of `scope`. */
export function useNews(scope: NewsScope, filter: NewsFilter) {
  const { language } = useLanguage();
  return useQuery(newsQueryOptions(scope, filter, language));
}
