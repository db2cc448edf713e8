import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyContent } from '@hissa/contracts/company-profile';
import { CompanyContentEndpoint } from '@hissa/contracts/company-profile-endpoints';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../../i18n/use-language';
import { callEndpoint } from '../../../../lib/api-client';
import { COMPANY_PROFILE_KEY } from './company-profile-query-key';

/**
 * What a company adds to its basic details and the lists of its profile tabs (products and
 * services, investments, team, awards, public documents), texts in the current language. 404
 * when there is no such company.
 */
export async function getCompanyContent(companyId: number, signal?: AbortSignal): Promise<CompanyContent> {
  const answer = await callEndpoint(CompanyContentEndpoint, { params: { companyId }, signal });
  return answer.data;
}

/** Query options of a company's content. */
export function companyContentQueryOptions(companyId: number, language: Language) {
  return queryOptions({
    queryKey: [...COMPANY_PROFILE_KEY, 'content', companyId, language],
    queryFn: ({ signal }) => getCompanyContent(companyId, signal),
  });
}

/** A company's content, for the public profile's tabs. */
export function useCompanyContent(companyId: number) {
  const { language } = useLanguage();
  return useQuery(companyContentQueryOptions(companyId, language));
}
