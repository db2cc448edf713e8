import { useMutation } from '@tanstack/react-query';
import type { RegistrationSubmitted } from '@hissa/contracts/registration/registration-api';
import { REGISTRATION_SUBMIT_ENDPOINTS } from '@hissa/contracts/registration/registration-endpoints';
import type { RegistrationKind } from '@hissa/contracts/registration/registration-journey';
import type { EndpointBody } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Submits a registration of `kind`: multipart/form-data built with toRegistrationFormData
 * (every journey but the individual investor's) or the JSON values. Answers 201 {id, message};
 * fails with ApiError carrying the server's message and field errors (400 invalid, 409 e-mail
 * already registered or pending, 413 file over 2 MB, 429 too many).
 */
export function submitRegistration(
  kind: RegistrationKind,
  body: FormData | Record<string, unknown>,
): Promise<RegistrationSubmitted> {
  const endpoint = REGISTRATION_SUBMIT_ENDPOINTS[kind];
  if ('multipart' in endpoint) {
    if (!(body instanceof FormData)) throw new Error(`${kind} is sent as multipart/form-data`);
    return callEndpoint(endpoint, { body });
  }
  if (body instanceof FormData) throw new Error(`${kind} is sent as JSON`);
  // The values were checked by the journey's schema in the form; the server checks them again.
  return callEndpoint(endpoint, { body: body as EndpointBody<typeof endpoint> });
}

/** Submits a registration of `kind`. */
export function useSubmitRegistration(kind: RegistrationKind) {
  return useMutation({ mutationFn: (body: FormData | Record<string, unknown>) => submitRegistration(kind, body) });
}
