import { useMutation } from '@tanstack/react-query';
import type { EndpointBody } from '@hissa/contracts/http/endpoint';
import { VisitorRequestEndpoint } from '@hissa/contracts/requests-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/**
 * A visitor's request to a company (fields of VisitorRequestSchema); 201 {message: 'request
 * initiated (admin will contact)'}. 400, 404, 429.
 */
export function sendVisitorRequest(body: EndpointBody<typeof VisitorRequestEndpoint>) {
  return callEndpoint(VisitorRequestEndpoint, { body });
}

/** Sends a visitor's request. */
export function useSendVisitorRequest() {
  return useMutation({ mutationFn: sendVisitorRequest });
}
