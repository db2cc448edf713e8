import { createHash } from 'node:crypto';

/**
 * A weak ETag of a serialised body (`W/"<sha-256, base64url, 27 chars>"`). Weak, because the
 * same body goes out as JSON, brotli or gzip bytes: the representations are equivalent, not
 * byte-identical.
 */
export function weakEtagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * True when an If-None-Match header names `etag` (or is `*`), comparing weakly as RFC 9110
 * 13.1.2 says for GET: the client's copy is current and the answer is 304 Not Modified.
 */
export function isEtagFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
