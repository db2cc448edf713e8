import { useMutation } from '@tanstack/react-query';
import { VerifyEmailEndpoint } from '@hissa/contracts/auth-endpoints';
import type { EndpointBody, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';

/** Confirms the address of a confirmation link {verifyToken}, using the link up; 400 when the link is not usable. */
export function verifyEmail(
  request: EndpointBody<typeof VerifyEmailEndpoint>,
): Promise<EndpointResponse<typeof VerifyEmailEndpoint>> {
  return callEndpoint(VerifyEmailEndpoint, { body: request });
}

/** Confirms an e-mail address (a mutation: it changes the account, once). */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
