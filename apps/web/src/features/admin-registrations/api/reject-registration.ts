import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RegistrationMessageSchema, type RejectRegistrationRequest } from '@hissa/contracts/registration/registration-api';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin-api/registrations/{id}/reject {note}: the note is mailed to the applicant -> {message}; 400, 409. */
export function rejectRegistration({ id, note }: { id: number } & RejectRegistrationRequest): Promise<{ message: string }> {
  return apiRequest(`/admin-api/registrations/${id}/reject`, { method: 'POST', body: { note }, schema: RegistrationMessageSchema });
}

/** Rejects a registration; the queue and the detail are fetched again. */
export function useRejectRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-registrations'] }),
  });
}
