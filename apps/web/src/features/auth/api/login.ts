import { useMutation } from '@tanstack/react-query';
import { LoginResponseSchema, type LoginRequest, type LoginResponse } from '@hissa/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth-api/login {username, password} -> {idToken}. Fails with the server's message:
 * 401 'Invalid email or password'; 429 when failed attempts call for a wait (the message says how
 * long; ApiError.retryAfterSeconds has it in seconds).
 */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/auth-api/login', { method: 'POST', body: request, schema: LoginResponseSchema });
}

/** Signs in; the caller starts the session with the answer's idToken. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
