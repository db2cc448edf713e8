import { RequestMessageDetailSchema } from '@hissa/contracts/requests';
import { apiRequest } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/** DELETE /common-api/request/delete-other-request-response/{responseId}: removes my answer and its files. */
export function deleteResponse(responseId: number) {
  return apiRequest(`/common-api/request/delete-other-request-response/${responseId}`, { method: 'DELETE', schema: RequestMessageDetailSchema });
}

/** Deletes an answer; the requests reads are fetched again. */
export function useDeleteResponse() {
  return useRequestsMutation(deleteResponse);
}
