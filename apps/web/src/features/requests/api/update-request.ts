import type { UpdateRequest } from '@hissa/contracts/requests';
import { UpdateMyRequestEndpoint } from '@hissa/contracts/requests-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/** New details of a pending request I sent (409 once answered or expired). */
export function updateRequest({ requestId, details }: { requestId: number; details: UpdateRequest }) {
  return callEndpoint(UpdateMyRequestEndpoint, { params: { requestId }, body: details });
}

/** Changes a request; the requests reads are fetched again. */
export function useUpdateRequest() {
  return useRequestsMutation(updateRequest);
}
