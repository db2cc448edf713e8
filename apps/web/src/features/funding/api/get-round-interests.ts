import { useQuery } from '@tanstack/react-query';
import { RoundInterestsResponseSchema, type RoundInterestsResponse } from '@hissa/contracts/funding-opportunities';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { FUNDING_KEY } from './funding-query-key';

/**
 * GET /user-api/company/funding-round-interests/{roundId}: the interests registered in a round of
 * my company, newest first, with who registered them and the totals (shares, SAR).
 */
export async function getRoundInterests(roundId: number, signal?: AbortSignal): Promise<RoundInterestsResponse['data']> {
  const answer = await apiRequest(`/user-api/company/funding-round-interests/${roundId}`, { schema: RoundInterestsResponseSchema, signal });
  return answer.data;
}

/** The interests in round `roundId`, fetched while `roundId` is not null (the drawer is open). */
export function useRoundInterests(roundId: number | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...FUNDING_KEY, 'interests', roundId, language],
    queryFn: ({ signal }) => getRoundInterests(roundId ?? 0, signal),
    enabled: roundId !== null,
  });
}
