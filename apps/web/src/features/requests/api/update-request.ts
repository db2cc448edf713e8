import { RequestMessageDetailSchema, type UpdateRequest } from '@hissa/contracts/requests';
import { apiRequest } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/** PUT /common-api/request/update-my-request/{id}: new details of a pending request I sent (409 once answered or expired). */
export function updateRequest({ requestId, details }: { requestId: number; details: UpdateRequest }) {
  return apiRequest(`/common-api/request/update-my-request/${requestId}`, { method: 'PUT', body: details, schema: RequestMessageDetailSchema });
}

/** Changes a request; the requests reads are fetched again. */
export function useUpdateRequest() {
  return useRequestsMutation(updateRequest);
}
