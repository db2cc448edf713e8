import { jwtVerify, SignJWT } from 'jose';
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

/** The HS256 key of a secret string. */
export function sessionKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Signs the sign-in token (contracts auth.ts TokenClaimsSchema: sub = e-mail, type,
 * isFirstTimeLogin, exp, auth, isSubscribed; plus tv, the account's token version) valid for
 * `ttlMs` ms.
 */
export function signSessionToken(key: Uint8Array, subject: TokenSubject, ttlMs: number): Promise<string> {
  const now = Date.now();
  return new SignJWT({
    type: subject.userType,
    isFirstTimeLogin: subject.isFirstTimeLogin,
    auth: roleOf(subject.userType),
    isSubscribed: subject.isSubscribed,
    tv: subject.tokenVersion,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.email)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + ttlMs) / 1000))
    .sign(key);
}

/**
 * The claims of `token` when its HS256 signature is ours, it has not expired and its claims
 * have the expected shape; null otherwise (tampered, foreign key, expired, other algorithm).
 */
export async function verifySessionToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const claims = TokenClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
