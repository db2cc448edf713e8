import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IndividualProfileSavedResponseSchema,
  InstitutionalProfileSavedResponseSchema,
  type IndividualProfileRequest,
  type InstitutionalProfileRequest,
} from '@hissa/contracts/account-profiles';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_PROFILE_KEY } from './account-profile-key';

/** PUT /user-api/profile/update-individual-profile -> {message, data: IndividualProfile}. */
export function saveIndividualProfile(request: IndividualProfileRequest) {
  return apiRequest('/user-api/profile/update-individual-profile', { method: 'PUT', body: request, schema: IndividualProfileSavedResponseSchema });
}

/** PUT /user-api/profile/update-institutional-profile -> {message, data}; 400 'Atleast one Key Member is Required' without key members. */
export function saveInstitutionalProfile(request: InstitutionalProfileRequest) {
  return apiRequest('/user-api/profile/update-institutional-profile', { method: 'PUT', body: request, schema: InstitutionalProfileSavedResponseSchema });
}

/** Saves my individual profile; the profile is read again. */
export function useSaveIndividualProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveIndividualProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_PROFILE_KEY }) });
}

/** Saves my institutional profile; the profile is read again. */
export function useSaveInstitutionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveInstitutionalProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_PROFILE_KEY }) });
}
