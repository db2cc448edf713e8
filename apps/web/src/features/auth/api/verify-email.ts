import { useMutation } from '@tanstack/react-query';
import { AuthMessageResponseSchema, type AuthMessageResponse, type VerifyEmailRequest } from '@hissa/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth-api/verify-email {verifyToken}: confirms the address of a confirmation link; 400 when the link is not usable. */
export function verifyEmail(request: VerifyEmailRequest): Promise<AuthMessageResponse> {
  return apiRequest('/auth-api/verify-email', { method: 'POST', body: request, schema: AuthMessageResponseSchema });
}

/** Confirms an e-mail address (a mutation: it changes the account, once). */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
