import type { EndpointBody, EndpointResponse } from '@hissa/contracts/http/endpoint';
import { RejectRegistrationEndpoint } from '@hissa/contracts/registration/registration-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/** Rejects a registration with {note}, which is mailed to the applicant -> {message}; 400, 409. */
export function rejectRegistration({
  id,
  note,
}: { id: number } & EndpointBody<typeof RejectRegistrationEndpoint>): Promise<
  EndpointResponse<typeof RejectRegistrationEndpoint>
> {
  return callEndpoint(RejectRegistrationEndpoint, { params: { id }, body: { note } });
}

/** Rejects a registration; the queue and the detail are fetched again. */
export function useRejectRegistration() {
  return useRefetchingMutation(rejectRegistration, ['admin-registrations']);
}
