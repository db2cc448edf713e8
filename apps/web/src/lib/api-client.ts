import type { z } from 'zod';
import { ErrorEnvelopeSchema } from '@hissa/contracts/errors';
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointUrl,
} from '@hissa/contracts/http/endpoint';
import { i18next, loadServerTexts, unknownErrorText } from '../i18n/i18n';
import { callHeaders } from './api-headers';
import { takeEarlyRead } from './early-reads';
import { endSession, getSessionToken } from './session/session';
import { ApiError } from './api-error';

export { ApiError } from './api-error';

interface SendOptions {
  method: Endpoint['method'];
  /** The endpoint only reads (a GET, or a POST declared `readOnly`): a route may have sent it early. */
  isRead: boolean;
  /** JSON body, or FormData sent as multipart/form-data; sent when given. */
  body?: unknown;
  signal?: AbortSignal;
  /** The schema a successful answer with this status must match (undefined: unexpected). */
  schemaFor: (status: number) => z.ZodType | undefined;
}

/**
 * Sends one API call on the same origin with Accept-Language (the current language with the
 * page's digits, "ar-u-nu-latn", so numbers in the server's messages read as on the page) and
 * country-code headers, and the bearer token when someone is signed in; validates the answer
 * with the schema of its status and throws ApiError on any failure. A 401 to a call that
 * carried the token means the session is over: it ends here, and the app goes to login.
 */
async function send(path: string, options: SendOptions): Promise<unknown> {
  const { method, isRead, body, signal, schemaFor } = options;
  // FormData (files) goes as multipart/form-data with the boundary the browser sets.
  const sentBody = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  const headers = callHeaders(typeof sentBody === 'string');
  const token = getSessionToken();

  let response: Response;
  try {
    // A read the route started before this page's code arrived (lib/early-reads.ts).
    const early =
      isRead && !(sentBody instanceof FormData) ? takeEarlyRead({ url: path, body: sentBody }, headers) : undefined;
    response = await (early ?? fetch(path, { method, headers, body: sentBody, signal }));
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
    if (envelope.success)
      throw new ApiError(envelope.data.message, response.status, envelope.data.errors, retryAfterSeconds);
    await loadServerTexts();
    throw new ApiError(unknownErrorText(), response.status, [], retryAfterSeconds);
  }

  const parsed = schemaFor(response.status)?.safeParse(payload);
  if (!parsed?.success) {
    console.error(`[api] ${method} ${path} answered an unexpected shape (${response.status})`, parsed?.error);
    await loadServerTexts();
    throw new ApiError(unknownErrorText(), response.status);
  }
  return parsed.data;
}

/** The message to show for any thrown value (ApiError or not). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : unknownErrorText();
}

/**
 * What a call of `endpoint` sends: `params` when its path has placeholders, `query` (optional
 * when every key is), `body` (JSON, or FormData for multipart) when it takes one.
 */
type CallInput<E extends Endpoint> = { signal?: AbortSignal } & (E['params'] extends z.ZodObject
  ? { params: EndpointParams<E> }
  : { params?: never }) &
  (E['query'] extends z.ZodObject
    ? Partial<EndpointQuery<E>> extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }
    : { query?: never }) &
  (E['multipart'] extends true
    ? { body: FormData }
    : E['body'] extends z.ZodType
      ? { body: EndpointBody<E> }
      : { body?: never });

/**
 * Calls an endpoint defined in packages/contracts (docs/decisions/012): builds its URL from
 * the path template, params and query, sends the body, and parses the answer with the schema
 * of the status received. Resolves to the parsed body. Errors: ApiError with the server's
 * message, or a local one for a network failure or an unexpected answer.
 */
export async function callEndpoint<const E extends Endpoint>(
  endpoint: E,
  ...[input]: Partial<CallInput<E>> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = endpointUrl(endpoint, params, query);
  const responses: Partial<Record<number, z.ZodType>> = endpoint.responses;
  // The schema is picked by the status the server answered; EndpointResponse is the union of them.
  const isRead = endpoint.method === 'GET' || endpoint.readOnly === true;
  return send(path, {
    method: endpoint.method,
    isRead,
    body,
    signal,
    schemaFor: (status) => responses[status],
  }) as Promise<EndpointResponse<E>>;
}
