import { InitiateRequestEndpoint } from '@hissa/contracts/requests-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRequestsMutation } from './use-requests-mutation';

/**
 * Sends a new request as multipart/form-data (the fields of InitiateRequestSchema, files as
 * attachments.{i}); 201 {message, data}. Fails with 400 (fields, file type), 404 (recipient),
 * 413 (file over 2 MB).
 */
export function initiateRequest(form: FormData) {
  return callEndpoint(InitiateRequestEndpoint, { body: form });
}

/** Sends a request; the request lists are fetched again. */
export function useInitiateRequest() {
  return useRequestsMutation(initiateRequest);
}
