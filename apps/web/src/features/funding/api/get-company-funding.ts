import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyFundingEndpoint } from '@hissa/contracts/funding-endpoints';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { FUNDING_KEY } from './funding-query-key';

export type CompanyFunding = EndpointResponse<typeof CompanyFundingEndpoint>['data'];

/**
 * The company's name, funding profile (totals derived from the rounds, SAR strings; null when
 * none was set up) and rounds, latest announced first. 404 when there is no such company.
 */
export async function getCompanyFunding(companyId: number, signal?: AbortSignal): Promise<CompanyFunding> {
  return (await callEndpoint(CompanyFundingEndpoint, { params: { companyId }, signal })).data;
}

/** Query options of a company's funding; a 404 is final, so it is not retried. */
export function companyFundingQueryOptions(companyId: number, language: Language) {
  return queryOptions({
    queryKey: [...FUNDING_KEY, 'company', companyId, language],
    queryFn: ({ signal }) => getCompanyFunding(companyId, signal),
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}

/** A company's funding profile and rounds; `companyId` null never fetches. */
export function useCompanyFunding(companyId: number | null) {
  const { language } = useLanguage();
  return useQuery({ ...companyFundingQueryOptions(companyId ?? 0, language), enabled: companyId !== null });
}
