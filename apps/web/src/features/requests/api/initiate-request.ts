import { RequestMessageDetailSchema } from '@hissa/contracts/requests';
import { apiRequest } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/**
 * POST /common-api/request/initiate-request: a new request as multipart/form-data (the fields of
 * InitiateRequestSchema, files as attachments.{i}); 201 {message, data}. Fails with 400 (fields,
 * file type), 404 (recipient), 413 (file over 2 MB).
 */
export function initiateRequest(form: FormData) {
  return apiRequest('/common-api/request/initiate-request', { method: 'POST', body: form, schema: RequestMessageDetailSchema });
}

/** Sends a request; the request lists are fetched again. */
export function useInitiateRequest() {
  return useRequestsMutation(initiateRequest);
}
