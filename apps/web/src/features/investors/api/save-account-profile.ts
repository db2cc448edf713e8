import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IndividualProfileRequest, InstitutionalProfileRequest } from '@hissa/contracts/account-profiles';
import {
  UpdateIndividualProfileEndpoint,
  UpdateInstitutionalProfileEndpoint,
} from '@hissa/contracts/investors-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { ACCOUNT_PROFILE_KEY } from './account-profile-key';

/** Saves my individual profile -> {message, data: IndividualProfile}. */
export function saveIndividualProfile(request: IndividualProfileRequest) {
  return callEndpoint(UpdateIndividualProfileEndpoint, { body: request });
}

/** Saves my institutional profile -> {message, data}; 400 'Atleast one Key Member is Required' without key members. */
export function saveInstitutionalProfile(request: InstitutionalProfileRequest) {
  return callEndpoint(UpdateInstitutionalProfileEndpoint, { body: request });
}

/** Saves my individual profile; the profile is read again. */
export function useSaveIndividualProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIndividualProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_PROFILE_KEY }),
  });
}

/** Saves my institutional profile; the profile is read again. */
export function useSaveInstitutionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstitutionalProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_PROFILE_KEY }),
  });
}
