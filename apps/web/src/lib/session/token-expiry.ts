import type { TokenClaims } from '@hissa/contracts/auth';

/** Milliseconds until the token expires (exp is in seconds); 0 or less when it already has. */
export function msUntilExpiry(claims: TokenClaims, now = Date.now()): number {
  return claims.exp * 1000 - now;
}
