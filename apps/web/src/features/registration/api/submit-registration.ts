import { useMutation } from '@tanstack/react-query';
import { ErrorEnvelopeSchema } from '@hissa/contracts/errors';
import { RegistrationSubmittedSchema, type RegistrationSubmitted } from '@hissa/contracts/registration/registration-api';
import type { RegistrationKind } from '@hissa/contracts/registration/registration-journey';
import { i18next } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';

/**
 * POST /public-api/register/{kind}: a registration, as multipart/form-data built with
 * toRegistrationFormData (every journey but the individual investor's) or as JSON. Answers
 * 201 {id, message}; fails with ApiError carrying the server's message and field errors
 * (400 invalid, 409 e-mail already registered or pending, 413 file over 2 MB, 429 too many).
 *
 * The shared apiRequest sends JSON only, so this call builds its own request with the same
 * headers (Accept-Language, country-code); the browser sets the multipart boundary itself.
 */
export async function submitRegistration(kind: RegistrationKind, body: FormData | Record<string, unknown>): Promise<RegistrationSubmitted> {
  const isMultipart = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.language, 'country-code': 'SA' };
  if (!isMultipart) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/public-api/register/${kind}`, { method: 'POST', headers, body: isMultipart ? body : JSON.stringify(body) });
  } catch {
    throw new ApiError(i18next.t('errors.network'), 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = ErrorEnvelopeSchema.safeParse(payload);
    if (envelope.success) throw new ApiError(envelope.data.message, response.status, envelope.data.errors);
    throw new ApiError(i18next.t('errors.unknown', { ns: 'server' }), response.status);
  }
  const parsed = RegistrationSubmittedSchema.safeParse(payload);
  if (!parsed.success) throw new ApiError(i18next.t('errors.unknown', { ns: 'server' }), response.status);
  return parsed.data;
}

/** Submits a registration of `kind`. */
export function useSubmitRegistration(kind: RegistrationKind) {
  return useMutation({ mutationFn: (body: FormData | Record<string, unknown>) => submitRegistration(kind, body) });
}
