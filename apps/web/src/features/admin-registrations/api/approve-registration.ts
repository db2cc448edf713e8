import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { ApproveRegistrationEndpoint } from '@hissa/contracts/registration/registration-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/**
 * Approves a registration: creates the account and e-mails the sign-in details -> {message};
 * 409 when already reviewed or the e-mail has an account.
 */
export function approveRegistration(id: number): Promise<EndpointResponse<typeof ApproveRegistrationEndpoint>> {
  return callEndpoint(ApproveRegistrationEndpoint, { params: { id } });
}

/** Approves a registration; the queue and the detail are fetched again. */
export function useApproveRegistration() {
  return useRefetchingMutation(approveRegistration, ['admin-registrations']);
}
