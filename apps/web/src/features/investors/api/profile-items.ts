import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeyMemberRequest, PreviousInvestmentRequest } from '@hissa/contracts/account-profiles';
import {
  AddKeyMemberEndpoint,
  AddPreviousInvestmentEndpoint,
  DeleteKeyMemberEndpoint,
  DeletePreviousInvestmentEndpoint,
  UpdateKeyMemberEndpoint,
  UpdatePreviousInvestmentEndpoint,
} from '@hissa/contracts/investors-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { ACCOUNT_PROFILE_KEY } from './account-profile-key';

/** Adds a previous investment to my profile or, with `id`, replaces that one -> {message, data}. */
export function savePreviousInvestment({ id, request }: { id: number | null; request: PreviousInvestmentRequest }) {
  if (id === null) return callEndpoint(AddPreviousInvestmentEndpoint, { body: request });
  return callEndpoint(UpdatePreviousInvestmentEndpoint, { params: { id }, body: request });
}

/** Deletes one of my previous investments -> {message}. */
export function deletePreviousInvestment(id: number) {
  return callEndpoint(DeletePreviousInvestmentEndpoint, { params: { id } });
}

/** Adds a key member to my institutional profile or, with `id`, replaces that one -> {message, data}. */
export function saveKeyMember({ id, request }: { id: number | null; request: KeyMemberRequest }) {
  if (id === null) return callEndpoint(AddKeyMemberEndpoint, { body: request });
  return callEndpoint(UpdateKeyMemberEndpoint, { params: { id }, body: request });
}

/** Deletes one of my key members -> {message}; 409 'Atleast one Key Member is Required' for the last one. */
export function deleteKeyMember(id: number) {
  return callEndpoint(DeleteKeyMemberEndpoint, { params: { id } });
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
