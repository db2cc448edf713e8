import { createSigner, createVerifier } from 'fast-jwt';
import { type TokenClaims, TokenClaimsSchema } from '@hissa/contracts/auth';
import { roleOf, type UserType } from '@hissa/contracts/user-types';

/** What a sign-in token is made from. */
type TokenSubject = {
  email: string;
  userType: UserType;
  isFirstTimeLogin: boolean;
  isSubscribed: boolean;
  tokenVersion: number;
};

/** The HS256 signer and verifier of the sign-in tokens, built once per secret. */
export type SessionKey = {
  sign: (payload: Record<string, unknown>) => string;
  verify: (token: string) => unknown;
};

/** How many checked tokens a verifier remembers (the most recently used ones). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The HS256 signer and verifier of a secret string (decision 065): fast-jwt checks a token with
 * Node's HMAC in the calling thread, about 4 µs, where Web Crypto (jose) queued each check as a
 * job that cost the signed-in reads about a tenth of the main thread under load. The verifier
 * takes HS256 only and requires an expiry. It remembers the claims of the last
 * VERIFIED_TOKENS_KEPT good tokens, keyed by a SHA-256 of the whole token, until their expiry at
 * the latest (fast-jwt's cache): a session's next request skips the HMAC, the decoding and the
 * claim checks. Refused tokens are not remembered.
 */
export function sessionKey(secret: string): SessionKey {
  return {
    sign: createSigner({ key: secret, algorithm: 'HS256' }),
    verify: createVerifier({
      key: secret,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      cache: VERIFIED_TOKENS_KEPT,
    }),
  };
}

/**
 * Signs the sign-in token (contracts auth.ts TokenClaimsSchema: sub = e-mail, type,
 * isFirstTimeLogin, exp, auth, isSubscribed; plus iat and tv, the account's token version) valid
 * for `ttlMs` ms (a negative `ttlMs` gives an already expired token, for tests).
 */
export function signSessionToken(key: SessionKey, subject: TokenSubject, ttlMs: number): string {
  return key.sign({
    sub: subject.email,
    type: subject.userType,
    isFirstTimeLogin: subject.isFirstTimeLogin,
    auth: roleOf(subject.userType),
    isSubscribed: subject.isSubscribed,
    tv: subject.tokenVersion,
    exp: Math.floor((Date.now() + ttlMs) / 1000),
  });
}

/**
 * The claims of `token` when its HS256 signature is ours, it has not expired and its claims
 * have the expected shape; null otherwise (tampered, foreign key, expired, other algorithm).
 */
export function verifySessionToken(key: SessionKey, token: string): TokenClaims | null {
  try {
    const claims = TokenClaimsSchema.safeParse(key.verify(token));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
