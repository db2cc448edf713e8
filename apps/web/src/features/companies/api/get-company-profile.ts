import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyProfileResponseSchema, type CompanyProfile } from '@hissa/contracts/companies';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /public-api/company/profile/getByMixCompanyId/{id}: a company's basic details (404 if none). */
export async function getCompanyProfile(companyId: number, signal?: AbortSignal): Promise<CompanyProfile> {
  const answer = await apiRequest(`/public-api/company/profile/getByMixCompanyId/${companyId}`, {
    schema: CompanyProfileResponseSchema,
    signal,
  });
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
