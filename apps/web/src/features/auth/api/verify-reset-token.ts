import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthMessageResponseSchema, type AuthMessageResponse } from '@hissa/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth-api/reset-password-verification?token=: 200 when the reset link can be used, else 400. */
export function verifyResetToken(token: string, signal?: AbortSignal): Promise<AuthMessageResponse> {
  return apiRequest(`/auth-api/reset-password-verification?token=${encodeURIComponent(token)}`, { schema: AuthMessageResponseSchema, signal });
}

/** Query options of a reset link check: asked once per visit, never retried (a 400 is final). */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Whether the reset link's token is still usable. */
export function useVerifyResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
