import { DeleteMyRequestEndpoint } from '@hissa/contracts/requests-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/** Removes a request I sent with its answers and files. */
export function deleteRequest(requestId: number) {
  return callEndpoint(DeleteMyRequestEndpoint, { params: { requestId } });
}

/** Deletes a request; the requests reads are fetched again. */
export function useDeleteRequest() {
  return useRequestsMutation(deleteRequest);
}
