import { callHeaders } from './api-headers';

/** Longest time an early read waits to be taken, in ms; after it the page fetches again. */
const EARLY_READ_MAX_AGE_MS = 10_000;

/** An early read: its response on the way and the headers it was sent with. */
interface EarlyRead {
  response: Promise<Response>;
  headers: Record<string, string>;
}

/** Early reads by request (earlyReadKey), each taken once. */
const earlyReads = new Map<string, EarlyRead>();

/** A read as the API client sends it: a GET, or a read-only POST with its JSON body text. */
export interface ReadRequest {
  url: string;
  /** JSON text of a read-only POST's body (an endpoint declared `readOnly`); absent for a GET. */
  body?: string;
}

/** One key per request: method, URL and body text. */
function earlyReadKey({ url, body }: ReadRequest): string {
  return body === undefined ? `GET ${url}` : `POST ${url}\n${body}`;
}

/**
 * Starts a read the page's code will ask for, with the API's headers, before that code arrives:
 * a GET of `url` (an API path with its values filled in), or, with `body`, a POST of it as JSON
 * (a `readOnly` endpoint's filters). A route calls it on entry, so a first visit's reads run
 * beside the page's code and schemas instead of after them (decisions 071 and 079). The API client takes the
 * response when the page sends the same request with the same headers (takeEarlyRead); one not
 * taken within EARLY_READ_MAX_AGE_MS is dropped. A failed request is left to the API client,
 * which reports it as usual.
 */
export function startEarlyRead(url: string, body?: Record<string, unknown>): void {
  const request: ReadRequest = body === undefined ? { url } : { url, body: JSON.stringify(body) };
  const key = earlyReadKey(request);
  if (earlyReads.has(key)) return;
  const headers = callHeaders(request.body !== undefined);
  const response =
    request.body === undefined ? fetch(url, { headers }) : fetch(url, { method: 'POST', headers, body: request.body });
  // A read never taken must not report an unhandled rejection.
  response.catch(() => undefined);
  earlyReads.set(key, { response, headers });
  setTimeout(() => {
    if (earlyReads.get(key)?.response === response) earlyReads.delete(key);
  }, EARLY_READ_MAX_AGE_MS);
}

/**
 * The response of the early read of `request` when it was sent with exactly `headers` (the same
 * language, digits and session), once; undefined otherwise, and the caller fetches.
 */
export function takeEarlyRead(request: ReadRequest, headers: Record<string, string>): Promise<Response> | undefined {
  const key = earlyReadKey(request);
  const early = earlyReads.get(key);
  if (!early) return undefined;
  earlyReads.delete(key);
  const sameHeaders =
    Object.keys(early.headers).length === Object.keys(headers).length &&
    Object.entries(headers).every(([name, value]) => early.headers[name] === value);
  return sameHeaders ? early.response : undefined;
}
