import { apiHeaders } from './api-headers';

/** Longest time an early read waits to be taken, in ms; after it the page fetches again. */
const EARLY_READ_MAX_AGE_MS = 10_000;

/** An early GET: its response on the way and the headers it was sent with. */
interface EarlyRead {
  response: Promise<Response>;
  headers: Record<string, string>;
}

/** Early reads by URL, each taken once. */
const earlyReads = new Map<string, EarlyRead>();

/**
 * Starts GET `url` (an API path with its values filled in) with the API's headers before the
 * page's code asks for it: a route calls it on entry, so a first visit's reads run beside the
 * page's code and schemas instead of after them (decision 071). The API client takes the
 * response when the page asks for the same URL with the same headers (takeEarlyRead); one not
 * taken within EARLY_READ_MAX_AGE_MS is dropped. A failed request is left to the API client,
 * which reports it as usual.
 */
export function startEarlyRead(url: string): void {
  if (earlyReads.has(url)) return;
  const headers = { Accept: 'application/json', ...apiHeaders() };
  const response = fetch(url, { headers });
  // A read never taken must not report an unhandled rejection.
  response.catch(() => undefined);
  earlyReads.set(url, { response, headers });
  setTimeout(() => {
    if (earlyReads.get(url)?.response === response) earlyReads.delete(url);
  }, EARLY_READ_MAX_AGE_MS);
}

/**
 * The response of the early read of `url` when it was sent with exactly `headers` (the same
 * language, digits and session), once; undefined otherwise, and the caller fetches.
 */
export function takeEarlyRead(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const early = earlyReads.get(url);
  if (!early) return undefined;
  earlyReads.delete(url);
  const sameHeaders =
    Object.keys(early.headers).length === Object.keys(headers).length &&
    Object.entries(headers).every(([name, value]) => early.headers[name] === value);
  return sameHeaders ? early.response : undefined;
}
