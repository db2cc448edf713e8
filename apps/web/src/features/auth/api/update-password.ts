import { useMutation } from '@tanstack/react-query';
import { AuthMessageResponseSchema, type AuthMessageResponse, type UpdatePasswordRequest } from '@hissa/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth-api/update-password-request {newPassword, confirmNewPassword, token}: sets a new password through a reset link. */
export function updatePassword(request: UpdatePasswordRequest): Promise<AuthMessageResponse> {
  return apiRequest('/auth-api/update-password-request', { method: 'POST', body: request, schema: AuthMessageResponseSchema });
}

/** Sets the new password of a reset link. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
