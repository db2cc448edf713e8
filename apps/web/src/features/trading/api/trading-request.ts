import type { z } from 'zod';
import { ErrorEnvelopeSchema } from '@hissa/contracts/errors';
import { i18next } from '../../../i18n/i18n';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { endSession, getSessionToken } from '../../../lib/session/session';

/** Query-key root of every trading read: a mutation invalidates it as a whole. */
export const TRADING_KEY = ['trading'] as const;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * apiRequest for the trading calls. GET and POST go through the shared client; PUT
 * (cancel-shares-offer-request) and DELETE (delete-offer-request, delete-bid-request), which
 * the shared client does not send yet, are sent here with the same headers and error handling.
 */
export async function tradingRequest<T extends z.ZodType>(
  path: string,
  options: { schema: T; method?: Method; body?: unknown; signal?: AbortSignal },
): Promise<z.infer<T>> {
  const { method = 'GET', schema, body, signal } = options;
  if (method === 'GET' || method === 'POST') return apiRequest(path, { schema, method, body, signal });
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.language, 'country-code': 'SA' };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(i18next.t('errors.network'), 0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && token && token === getSessionToken()) endSession('unauthorized');
    const envelope = ErrorEnvelopeSchema.safeParse(payload);
    if (envelope.success) throw new ApiError(envelope.data.message, response.status, envelope.data.errors);
    throw new ApiError(i18next.t('errors.unknown', { ns: 'server' }), response.status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(i18next.t('errors.unknown', { ns: 'server' }), response.status);
  return parsed.data;
}
