import { useQuery } from '@tanstack/react-query';
import { RoundInterestsEndpoint } from '@hissa/contracts/funding-endpoints';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { FUNDING_KEY } from './funding-query-key';

/**
 * The interests registered in a round of my company, newest first, with who registered them and
 * the totals (shares, SAR).
 */
export async function getRoundInterests(
  roundId: number,
  signal?: AbortSignal,
): Promise<EndpointResponse<typeof RoundInterestsEndpoint>['data']> {
  return (await callEndpoint(RoundInterestsEndpoint, { params: { roundId }, signal })).data;
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
