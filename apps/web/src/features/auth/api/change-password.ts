import { useMutation } from '@tanstack/react-query';
import { ChangePasswordEndpoint } from '@hissa/contracts/auth-endpoints';
import type { EndpointBody, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Changes the signed-in user's password {currentPassword, newPassword, confirmNewPassword}
 * -> {idToken}: a fresh token; every older token stops working. A wrong current password is a
 * 400 with a field error.
 */
export function changePassword(
  request: EndpointBody<typeof ChangePasswordEndpoint>,
): Promise<EndpointResponse<typeof ChangePasswordEndpoint>> {
  return callEndpoint(ChangePasswordEndpoint, { body: request });
}

/** Changes the signed-in user's password. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
