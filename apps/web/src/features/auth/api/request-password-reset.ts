import { useMutation } from '@tanstack/react-query';
import { ForgotPasswordEndpoint } from '@hissa/contracts/auth-endpoints';
import type { EndpointBody, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';

/** Mails a reset link to {email}; answers 200 whether or not the account exists. */
export function requestPasswordReset(
  request: EndpointBody<typeof ForgotPasswordEndpoint>,
): Promise<EndpointResponse<typeof ForgotPasswordEndpoint>> {
  return callEndpoint(ForgotPasswordEndpoint, { body: request });
}

/** Asks for a password reset link. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
