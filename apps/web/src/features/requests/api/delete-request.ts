import { RequestMessageSchema } from '@hissa/contracts/requests';
import { apiRequest } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/** DELETE /common-api/request/delete-my-request/{id}: removes a request I sent with its answers and files. */
export function deleteRequest(requestId: number) {
  return apiRequest(`/common-api/request/delete-my-request/${requestId}`, { method: 'DELETE', schema: RequestMessageSchema });
}

/** Deletes a request; the requests reads are fetched again. */
export function useDeleteRequest() {
  return useRequestsMutation(deleteRequest);
}
