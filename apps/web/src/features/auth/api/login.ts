import { useMutation } from '@tanstack/react-query';
import { LoginEndpoint } from '@hissa/contracts/auth-endpoints';
import type { EndpointBody, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Signs in with {username, password} -> {idToken}. Fails with the server's message:
 * 401 'Invalid email or password'; 429 when failed attempts call for a wait (the message says how
 * long; ApiError.retryAfterSeconds has it in seconds).
 */
export function login(request: EndpointBody<typeof LoginEndpoint>): Promise<EndpointResponse<typeof LoginEndpoint>> {
  return callEndpoint(LoginEndpoint, { body: request });
}

/** Signs in; the caller starts the session with the answer's idToken. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
