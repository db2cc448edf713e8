import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FundingRoundDeletedResponseSchema, FundingRoundSavedResponseSchema, type FundingRoundRequest } from '@hissa/contracts/funding';
import { apiRequest } from '../../../lib/api-client';

/**
 * Adds a round to my company (POST /user-api/company/update-funding-round) or, with `roundId`,
 * replaces it (PUT .../update-funding-round/{roundId}) -> {message, data: round}.
 */
export function saveFundingRound({ roundId, request }: { roundId: number | null; request: FundingRoundRequest }) {
  const path = roundId === null ? '/user-api/company/update-funding-round' : `/user-api/company/update-funding-round/${roundId}`;
  return apiRequest(path, { method: roundId === null ? 'POST' : 'PUT', body: request, schema: FundingRoundSavedResponseSchema });
}

/** DELETE /user-api/company/delete-funding-round/{roundId} -> {message}. */
export function deleteFundingRound(roundId: number) {
  return apiRequest(`/user-api/company/delete-funding-round/${roundId}`, { method: 'DELETE', schema: FundingRoundDeletedResponseSchema });
}

/** Saves a round; funding reads (and the opportunities) are fetched again. */
export function useSaveFundingRound() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFundingRound, onSuccess: () => queryClient.invalidateQueries() });
}

/** Deletes a round; every read is fetched again (profiles, opportunities, details bar). */
export function useDeleteFundingRound() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFundingRound, onSuccess: () => queryClient.invalidateQueries() });
}
