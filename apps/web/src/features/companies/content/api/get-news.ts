import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NewsPageSchema, type NewsPage, type NewsType } from '@hissa/contracts/company-profile';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../../i18n/use-language';
import { apiRequest } from '../../../../lib/api-client';
import { COMPANY_PROFILE_KEY } from './company-profile-query-key';

/**
 * Which news list: every company's (GET /public-api/company-news-announcements), one company's
 * (…/{companyId}), my company's (GET /common-api/company-news/user-company-news, company users)
 * or my companies' (GET /common-api/company-news/my-companies-news: the companies a shareholder
 * or investor follows or holds shares in).
 */
export type NewsScope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'mine' } | { kind: 'myCompanies' };

/** Filters and page (0-based) of a news list. */
export type NewsFilter = { type: NewsType | null; page: number; size: number };

function pathOf(scope: NewsScope): string {
  if (scope.kind === 'mine') return '/common-api/company-news/user-company-news';
  if (scope.kind === 'myCompanies') return '/common-api/company-news/my-companies-news';
  return scope.kind === 'company' ? `/public-api/company-news-announcements/${scope.companyId}` : '/public-api/company-news-announcements';
}

/** A page of news and announcements, latest first, texts in the current language. */
export async function getNews(scope: NewsScope, filter: NewsFilter, signal?: AbortSignal): Promise<NewsPage> {
  const query = new URLSearchParams({ page: String(filter.page), size: String(filter.size) });
  if (filter.type) query.set('type', filter.type);
  return apiRequest(`${pathOf(scope)}?${query.toString()}`, { schema: NewsPageSchema, signal });
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
