import { useQuery } from '@tanstack/react-query';
import { InvestorDetailsResponseSchema, type InvestorDetailsResponse } from '@hissa/contracts/investors';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type InvestorDetails = InvestorDetailsResponse['data'];

/** GET /public-api/investor/investor-details/{id}: an investor's profile, biography, focus and previous investments (404 if none). */
export async function getInvestorDetails(investorId: number, signal?: AbortSignal): Promise<InvestorDetails> {
  const answer = await apiRequest(`/public-api/investor/investor-details/${investorId}`, { schema: InvestorDetailsResponseSchema, signal });
  return answer.data;
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
