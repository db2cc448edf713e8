import { useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { InvestorDetailsEndpoint } from '@hissa/contracts/investors-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, callEndpoint } from '../../../lib/api-client';

export type InvestorDetails = EndpointResponse<typeof InvestorDetailsEndpoint>['data'];

/** An investor's profile, biography, focus and previous investments (404 if none). */
export async function getInvestorDetails(investorId: number, signal?: AbortSignal): Promise<InvestorDetails> {
  return (await callEndpoint(InvestorDetailsEndpoint, { params: { id: investorId }, signal })).data;
}

/** An investor's profile; `investorId` null never fetches and a 404 is not retried. */
export function useInvestorDetails(investorId: number | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['investors', 'details', investorId, language],
    queryFn: ({ signal }) => getInvestorDetails(investorId ?? 0, signal),
    enabled: investorId !== null,
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}
