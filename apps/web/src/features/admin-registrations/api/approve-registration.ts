import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RegistrationMessageSchema } from '@hissa/contracts/registration/registration-api';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /admin-api/registrations/{id}/approve: creates the account and e-mails the sign-in
 * details -> {message}; 409 when already reviewed or the e-mail has an account.
 */
export function approveRegistration(id: number): Promise<{ message: string }> {
  return apiRequest(`/admin-api/registrations/${id}/approve`, { method: 'POST', schema: RegistrationMessageSchema });
}

/** Approves a registration; the queue and the detail are fetched again. */
export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-registrations'] }),
  });
}
