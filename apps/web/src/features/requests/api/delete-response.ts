import { DeleteResponseEndpoint } from '@hissa/contracts/requests-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/** Removes my answer to a request and its files. */
export function deleteResponse(responseId: number) {
  return callEndpoint(DeleteResponseEndpoint, { params: { responseId } });
}

/** Deletes an answer; the requests reads are fetched again. */
export function useDeleteResponse() {
  return useRequestsMutation(deleteResponse);
}
