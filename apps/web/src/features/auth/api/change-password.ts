import { useMutation } from '@tanstack/react-query';
import { LoginResponseSchema, type ChangePasswordRequest, type LoginResponse } from '@hissa/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /common-api/change-password (bearer) {currentPassword, newPassword, confirmNewPassword}
 * -> {idToken}: a fresh token; every older token stops working. A wrong current password is a
 * 400 with a field error.
 */
export function changePassword(request: ChangePasswordRequest): Promise<LoginResponse> {
  return apiRequest('/common-api/change-password', { method: 'POST', body: request, schema: LoginResponseSchema });
}

/** Changes the signed-in user's password. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
