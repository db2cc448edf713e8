import { eq, sql } from 'drizzle-orm';
import { AUTH_KEYS, LOCKOUT_MS, type LoginRequest, MAX_FAILED_LOGINS } from '@hissa/contracts/auth';
import { isUserType } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { signSessionToken } from '../../lib/session-token.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuthContext } from './auth-context.ts';

/** The one answer to an unknown e-mail and a wrong password: 'Invalid email or password'. */
const invalidCredentials = () => new AppError(401, AUTH_KEYS.invalidCredentials);

function accountLocked(lockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new AppError(423, AUTH_KEYS.accountLocked, { minutes: Math.ceil(seconds / 60) }, [], { 'retry-after': String(seconds) });
}

/**
 * Counts a failed sign-in in one UPDATE (safe under concurrent attempts): the MAX_FAILED_LOGINS-th
 * consecutive failure locks the account for LOCKOUT_MS ms and restarts the count.
 * Returns when the account is locked until, or null.
 */
async function recordFailedLogin(db: Db, userId: number, now: Date): Promise<Date | null> {
  const reachesLimit = sql`${users.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS}`;
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS).toISOString();
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${reachesLimit} then 0 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${lockUntil}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Sign-in (LoginEndpoint; decision 002): checks the e-mail and password and returns a signed
 * token (TokenClaims). Errors: 401 auth.invalidCredentials for an unknown
 * e-mail or a wrong password alike (the argon2 work is done either way); 423 auth.accountLocked
 * (with Retry-After, seconds) while locked after MAX_FAILED_LOGINS failures in a row.
 */
export async function login(context: Pick<AuthContext, 'db' | 'tokenKey' | 'tokenTtlMs'>, request: LoginRequest): Promise<string> {
  const { db } = context;
  const now = new Date();
  const [user] = await db.select().from(users).where(eq(users.email, request.username.toLowerCase()));
  if (user?.lockedUntil && user.lockedUntil > now) throw accountLocked(user.lockedUntil, now);
  const isValid = await verifyPassword(user?.passwordHash, request.password);
  if (!user) throw invalidCredentials();
  if (!isValid) {
    const lockedUntil = await recordFailedLogin(db, user.id, now);
    throw lockedUntil ? accountLocked(lockedUntil, now) : invalidCredentials();
  }
  if (!isUserType(user.userType)) throw invalidCredentials();
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  return signSessionToken(context.tokenKey, { ...user, userType: user.userType }, context.tokenTtlMs);
}
