import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateFundingProfileRequest } from '@hissa/contracts/funding';
import { UpdateFundingProfileEndpoint } from '@hissa/contracts/funding-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { FUNDING_KEY } from './funding-query-key';

/** Creates or replaces my company's funding profile -> {message, data}. */
export function saveFundingProfile(request: UpdateFundingProfileRequest) {
  return callEndpoint(UpdateFundingProfileEndpoint, { body: request });
}

/** Saves the funding profile; funding reads are fetched again. */
export function useSaveFundingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFundingProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FUNDING_KEY }),
  });
}
