import { and, eq, sql } from 'drizzle-orm';
import { AUTH_KEYS, type ChangePasswordRequest } from '@hissa/contracts/auth';
import { users } from '../../db/schema/users.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { signSessionToken } from '../../lib/session-token.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * The password change (ChangePasswordEndpoint; decision 002): checks the current password, sets
 * the new one (rules checked by the schema), ends the first-login state and every other session
 * (token version + 1) and returns a fresh token for the caller. Errors: 400 auth.currentPasswordWrong (field currentPassword);
 * 401 auth.sessionInvalid when another change won the race.
 */
export async function changePassword(
  context: Pick<AuthContext, 'db' | 'tokenKey' | 'tokenTtlMs'>,
  user: AuthUser,
  request: ChangePasswordRequest,
): Promise<string> {
  const { db } = context;
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.passwordHash, request.currentPassword))) {
    throw new AppError(400, AUTH_KEYS.currentPasswordWrong, {}, [
      { field: 'body.currentPassword', key: AUTH_KEYS.currentPasswordWrong },
    ]);
  }
  const passwordHash = await hashPassword(request.newPassword);
  // Compare-and-set on the token version: of two concurrent changes only one applies.
  const [updated] = await db
    .update(users)
    .set({ passwordHash, isFirstTimeLogin: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion)))
    .returning({ tokenVersion: users.tokenVersion, isSubscribed: users.isSubscribed });
  if (!updated) throw new AppError(401, AUTH_KEYS.sessionInvalid);
  return signSessionToken(context.tokenKey, { ...user, ...updated, isFirstTimeLogin: false }, context.tokenTtlMs);
}
