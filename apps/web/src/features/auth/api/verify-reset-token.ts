import { queryOptions, useQuery } from '@tanstack/react-query';
import { VerifyResetTokenEndpoint } from '@hissa/contracts/auth-endpoints';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';

/** Checks a reset link's token without using it: 200 when the link can be used, else 400. */
export function verifyResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<EndpointResponse<typeof VerifyResetTokenEndpoint>> {
  return callEndpoint(VerifyResetTokenEndpoint, { query: { token }, signal });
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
