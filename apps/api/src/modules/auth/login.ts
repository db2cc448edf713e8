import { eq } from 'drizzle-orm';
import { AUTH_KEYS, type LoginRequest } from '@hissa/contracts/auth';
import { isUserType } from '@hissa/contracts/user-types';
import { users } from '../../db/schema/users.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { signSessionToken } from '../../lib/session-token.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuthContext } from './auth-context.ts';

/** The one answer to an unknown e-mail and a wrong password: 401 'Invalid email or password'. */
const invalidCredentials = () => new AppError(401, AUTH_KEYS.invalidCredentials);

/**
 * The answer to an attempt that comes before its delay is over: 429 with Retry-After (whole
 * seconds, at least 1) and the wait in the message, in seconds under a minute, else minutes.
 */
export function signInDelayed(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [key, count] =
    seconds < 60
      ? [AUTH_KEYS.signInDelayedSeconds, seconds]
      : [AUTH_KEYS.signInDelayedMinutes, Math.ceil(seconds / 60)];
  return new AppError(429, key, { count }, [], { 'retry-after': String(seconds) });
}

/**
 * Sign-in (LoginEndpoint; decisions 002 and 009): checks the e-mail and password from client `address` and returns a
 * signed token (TokenClaims). The sign-in limits (context.signInLimits, SIGN_IN_LIMITS in
 * contracts/auth) are applied first, to known and unknown e-mails alike. Errors: 429
 * auth.signInDelayed* with Retry-After (seconds) when the attempt comes too early, its
 * password unchecked; 401 auth.invalidCredentials for an unknown e-mail or a wrong password
 * alike (the argon2 work is done either way).
 */
export async function login(
  context: Pick<AuthContext, 'db' | 'tokenKey' | 'tokenTtlMs' | 'signInLimits'>,
  request: LoginRequest,
  address: string,
): Promise<string> {
  const email = request.username.toLowerCase();
  const attempt = context.signInLimits.begin(email, address);
  if ('waitMs' in attempt) throw signInDelayed(attempt.waitMs);
  const [user] = await context.db.select().from(users).where(eq(users.email, email));
  const isValid = await verifyPassword(user?.passwordHash, request.password);
  if (!user || !isValid || !isUserType(user.userType)) throw invalidCredentials();
  attempt.succeeded();
  return signSessionToken(context.tokenKey, { ...user, userType: user.userType }, context.tokenTtlMs);
}
