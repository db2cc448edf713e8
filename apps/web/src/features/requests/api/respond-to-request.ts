import { RespondToRequestEndpoint } from '@hissa/contracts/requests-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/**
 * My answer to a request sent to me, as multipart/form-data (message, files as attachments.{i});
 * 201 {message, data}. 409 once expired.
 */
export function respondToRequest({ requestId, form }: { requestId: number; form: FormData }) {
  return callEndpoint(RespondToRequestEndpoint, { params: { requestId }, body: form });
}

/** Answers a request; the requests reads are fetched again. */
export function useRespondToRequest() {
  return useRequestsMutation(respondToRequest);
}
