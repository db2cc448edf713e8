import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProfileInvestmentSavedResponseSchema,
  ProfileItemDeletedResponseSchema,
  ProfileKeyMemberSavedResponseSchema,
  type KeyMemberRequest,
  type PreviousInvestmentRequest,
} from '@hissa/contracts/account-profiles';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_PROFILE_KEY } from './account-profile-key';

const BASE = '/user-api/profile';

/** POST {BASE}/previous-investment, or PUT {BASE}/previous-investment/{id} with `id` -> {message, data}. */
export function savePreviousInvestment({ id, request }: { id: number | null; request: PreviousInvestmentRequest }) {
  return apiRequest(id === null ? `${BASE}/previous-investment` : `${BASE}/previous-investment/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: request,
    schema: ProfileInvestmentSavedResponseSchema,
  });
}

/** DELETE {BASE}/previous-investment/{id} -> {message}. */
export function deletePreviousInvestment(id: number) {
  return apiRequest(`${BASE}/previous-investment/${id}`, { method: 'DELETE', schema: ProfileItemDeletedResponseSchema });
}

/** POST {BASE}/key-member, or PUT {BASE}/key-member/{id} with `id` -> {message, data}. */
export function saveKeyMember({ id, request }: { id: number | null; request: KeyMemberRequest }) {
  return apiRequest(id === null ? `${BASE}/key-member` : `${BASE}/key-member/${id}`, { method: id === null ? 'POST' : 'PUT', body: request, schema: ProfileKeyMemberSavedResponseSchema });
}

/** DELETE {BASE}/key-member/{id} -> {message}; 409 'Atleast one Key Member is Required' for the last one. */
export function deleteKeyMember(id: number) {
  return apiRequest(`${BASE}/key-member/${id}`, { method: 'DELETE', schema: ProfileItemDeletedResponseSchema });
}

/** A profile item write; my profile is read again afterwards. */
function useProfileItemMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_PROFILE_KEY }) });
}

export const useSavePreviousInvestment = () => useProfileItemMutation(savePreviousInvestment);
export const useDeletePreviousInvestment = () => useProfileItemMutation(deletePreviousInvestment);
export const useSaveKeyMember = () => useProfileItemMutation(saveKeyMember);
export const useDeleteKeyMember = () => useProfileItemMutation(deleteKeyMember);
