import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '@hissa/contracts/companies';
import { CompanyProfileEndpoint } from '@hissa/contracts/company-details-endpoints';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, callEndpoint } from '../../../lib/api-client';

/** A company's basic details (404 if none). */
export async function getCompanyProfile(companyId: number, signal?: AbortSignal): Promise<CompanyProfile> {
  const answer = await callEndpoint(CompanyProfileEndpoint, { params: { companyId }, signal });
  return answer.data;
}

/** Query options of a company profile; a 404 is final, so it is not retried. */
export function companyProfileQueryOptions(companyId: number, language: Language) {
  return queryOptions({
    queryKey: ['companies', 'profile', companyId, language],
    queryFn: ({ signal }) => getCompanyProfile(companyId, signal),
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}

/** A company's profile; `companyId` null (a slug without an id) never fetches. */
export function useCompanyProfile(companyId: number | null) {
  const { language } = useLanguage();
  return useQuery({ ...companyProfileQueryOptions(companyId ?? 0, language), enabled: companyId !== null });
}
