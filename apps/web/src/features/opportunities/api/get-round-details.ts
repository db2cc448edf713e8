import { useQuery } from '@tanstack/react-query';
import { FundingRoundDetailsEndpoint } from '@hissa/contracts/funding-endpoints';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

type RoundDetails = EndpointResponse<typeof FundingRoundDetailsEndpoint>['data'];

/** The round, its company and the company's funding profile (404 if none). */
export async function getRoundDetails(roundId: number, signal?: AbortSignal): Promise<RoundDetails> {
  return (await callEndpoint(FundingRoundDetailsEndpoint, { params: { roundId }, signal })).data;
}

/** One round's details; `roundId` null never fetches, and a 404 is not retried. */
export function useRoundDetails(roundId: number | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...OPPORTUNITIES_KEY, 'round', roundId, language],
    queryFn: ({ signal }) => getRoundDetails(roundId ?? 0, signal),
    enabled: roundId !== null,
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}
