import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Tokens for links in e-mails that need no stored secret (the newsletter's confirmation and
 * unsubscribe links, docs/decisions/027): the fields, then an HMAC-SHA256 of the purpose and the
 * fields with the server secret, all joined by dots. A token of one purpose never passes as another.
 */

function signature(secret: string, purpose: string, fields: readonly string[]): string {
  return createHmac('sha256', secret)
    .update([purpose, ...fields].join('\n'))
    .digest('base64url');
}

/** `fields` (no dots in them) and their signature for `purpose`, as one URL-safe token. */
export function signToken(secret: string, purpose: string, fields: readonly string[]): string {
  return [...fields, signature(secret, purpose, fields)].join('.');
}

/** The fields of a token signed for `purpose` with `secret`, or null when it is not one (forged, altered, other purpose). */
export function verifySignedToken(secret: string, purpose: string, token: string): string[] | null {
  const parts = token.split('.');
  const given = Buffer.from(parts.pop() ?? '');
  const expected = Buffer.from(signature(secret, purpose, parts));
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
}
