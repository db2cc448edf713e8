import type { z } from 'zod';
import { ErrorEnvelopeSchema, type ErrorEnvelope } from '@hissa/contracts/errors';
import { i18next } from '../i18n/i18n';
import { endSession, getSessionToken } from './session/session';

/** Country sent with every call (meeting-and-shell.txt section 7, "Request headers"). */
const COUNTRY_CODE = 'SA';

/**
 * A failed API call. `message` is the server's message, already in the request's language,
 * or a local one when the server could not be reached or answered something unexpected.
 */
export class ApiError extends Error {
  /** HTTP status, or 0 when the network failed. */
  readonly status: number;
  /** Field errors of the error envelope ({field, message}). */
  readonly fieldErrors: ErrorEnvelope['errors'];
  /** Seconds to wait before trying again (the Retry-After header of a 429), or null. */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, status: number, fieldErrors: ErrorEnvelope['errors'] = [], retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** True for a 404 answer: the thing asked for does not exist. */
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

interface RequestOptions<T extends z.ZodType> {
  /** Zod schema the successful body must match. */
  schema: T;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body, or FormData sent as multipart/form-data; sent when given. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API on the same origin with Accept-Language (current language) and country-code
 * headers, and the bearer token when someone is signed in (meeting-and-shell.txt section 7);
 * validates the answer with `schema` and throws ApiError on any failure. A 401 to a call that
 * carried the token means the session is over: it ends here, and the app goes to login.
 */
export async function apiRequest<T extends z.ZodType>(path: string, options: RequestOptions<T>): Promise<z.infer<T>> {
  const { schema, method = 'GET', body, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18next.language,
    'country-code': COUNTRY_CODE,
  };
  // FormData (files) goes as multipart/form-data with the boundary the browser sets.
  const isFormData = body instanceof FormData;
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(i18next.t('errors.network'), 0);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && token && token === getSessionToken()) endSession('unauthorized');
    const envelope = ErrorEnvelopeSchema.safeParse(payload);
    const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
    if (envelope.success) throw new ApiError(envelope.data.message, response.status, envelope.data.errors, retryAfterSeconds);
    throw new ApiError(i18next.t('errors.unknown', { ns: 'server' }), response.status, [], retryAfterSeconds);
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`[api] ${method} ${path} answered an unexpected shape`, parsed.error);
    throw new ApiError(i18next.t('errors.unknown', { ns: 'server' }), response.status);
  }
  return parsed.data;
}

/** The message to show for any thrown value (ApiError or not). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : i18next.t('errors.unknown', { ns: 'server' });
}
