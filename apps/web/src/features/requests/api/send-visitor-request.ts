import { useMutation } from '@tanstack/react-query';
import { RequestMessageSchema } from '@hissa/contracts/requests';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /public-api/request/unreg/initiate-request: a visitor's request to a company (fields of
 * VisitorRequestSchema); 201 {message: 'request initiated (admin will contact)'}. 400, 404, 429.
 */
export function sendVisitorRequest(body: Record<string, unknown>) {
  return apiRequest('/public-api/request/unreg/initiate-request', { method: 'POST', body, schema: RequestMessageSchema });
}

/** Sends a visitor's request. */
export function useSendVisitorRequest() {
  return useMutation({ mutationFn: sendVisitorRequest });
}
