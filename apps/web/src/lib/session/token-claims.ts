import { TokenClaimsSchema, type TokenClaims } from '@hissa/contracts/auth';

/**
 * Reads the claims of a sign-in token (contracts auth.ts TokenClaimsSchema) without verifying it:
 * the browser only needs them for display and for the expiry timer, and the server verifies the
 * signature on every call. Returns null for anything that is not a token with valid claims.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const parsed = TokenClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
