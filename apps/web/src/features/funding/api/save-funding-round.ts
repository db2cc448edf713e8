import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FundingRoundRequest } from '@hissa/contracts/funding';
import {
  CreateFundingRoundEndpoint,
  DeleteFundingRoundEndpoint,
  UpdateFundingRoundEndpoint,
} from '@hissa/contracts/funding-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** Adds a round to my company or, with `roundId`, replaces that round -> {message, data: round}. */
export function saveFundingRound({ roundId, request }: { roundId: number | null; request: FundingRoundRequest }) {
  if (roundId === null) return callEndpoint(CreateFundingRoundEndpoint, { body: request });
  return callEndpoint(UpdateFundingRoundEndpoint, { params: { roundId }, body: request });
}

/** Deletes a round of my company -> {message}. */
export function deleteFundingRound(roundId: number) {
  return callEndpoint(DeleteFundingRoundEndpoint, { params: { roundId } });
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
