import { useMutation } from '@tanstack/react-query';
import { AuthMessageResponseSchema, type AuthMessageResponse, type ForgotPasswordRequest } from '@hissa/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth-api/forget-password-request {email}: mails a reset link; 200 whether or not the account exists. */
export function requestPasswordReset(request: ForgotPasswordRequest): Promise<AuthMessageResponse> {
  return apiRequest('/auth-api/forget-password-request', { method: 'POST', body: request, schema: AuthMessageResponseSchema });
}

/** Asks for a password reset link. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
