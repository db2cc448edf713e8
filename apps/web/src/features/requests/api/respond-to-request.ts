import { RequestMessageDetailSchema } from '@hissa/contracts/requests';
import { apiRequest } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/**
 * POST /common-api/request/add-request-response/{id}: my answer to a request sent to me, as
 * multipart/form-data (message, files as attachments.{i}); 201 {message, data}. 409 once expired.
 */
export function respondToRequest({ requestId, form }: { requestId: number; form: FormData }) {
  return apiRequest(`/common-api/request/add-request-response/${requestId}`, { method: 'POST', body: form, schema: RequestMessageDetailSchema });
}

/** Answers a request; the requests reads are fetched again. */
export function useRespondToRequest() {
  return useRequestsMutation(respondToRequest);
}
