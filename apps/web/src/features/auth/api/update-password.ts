import { useMutation } from '@tanstack/react-query';
import { UpdatePasswordEndpoint } from '@hissa/contracts/auth-endpoints';
import type { EndpointBody, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';

/** Sets a new password through a reset link {newPassword, confirmNewPassword, token}; 400 when the link is not usable. */
export function updatePassword(
  request: EndpointBody<typeof UpdatePasswordEndpoint>,
): Promise<EndpointResponse<typeof UpdatePasswordEndpoint>> {
  return callEndpoint(UpdatePasswordEndpoint, { body: request });
}

/** Sets the new password of a reset link. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
