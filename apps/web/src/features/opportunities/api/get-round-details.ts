import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { FundingRoundDetailsResponseSchema } from '@hissa/contracts/funding';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

export type RoundDetails = z.infer<typeof FundingRoundDetailsResponseSchema>['data'];

/** GET /public-api/opportunities/funding-rounds-details/{roundId}: the round, its company and the company's funding profile (404 if none). */
export async function getRoundDetails(roundId: number, signal?: AbortSignal): Promise<RoundDetails> {
  const answer = await apiRequest(`/public-api/opportunities/funding-rounds-details/${roundId}`, { schema: FundingRoundDetailsResponseSchema, signal });
  return answer.data;
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
