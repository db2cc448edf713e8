import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FundingProfileSavedResponseSchema, type UpdateFundingProfileRequest } from '@hissa/contracts/funding';
import { apiRequest } from '../../../lib/api-client';
import { FUNDING_KEY } from './funding-query-key';

/** PUT /user-api/company/update-funding-profile: creates or replaces my company's funding profile -> {message, data}. */
export function saveFundingProfile(request: UpdateFundingProfileRequest) {
  return apiRequest('/user-api/company/update-funding-profile', { method: 'PUT', body: request, schema: FundingProfileSavedResponseSchema });
}

/** Saves the funding profile; funding reads are fetched again. */
export function useSaveFundingProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFundingProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: FUNDING_KEY }) });
}
