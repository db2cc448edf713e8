import { eq } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * The admin's unlock (UnlockUserEndpoint; the support desk's answer to a user whose
 * sign-ins are being delayed, docs/decisions/009-sign-in-limits.md): forgets the account's
 * failed sign-ins from every address. Errors: 404 errors.notFound.
 */
export async function unlockAccount(context: Pick<AuthContext, 'db' | 'signInLimits'>, userId: number): Promise<void> {
  const [row] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(404, ERROR_KEYS.notFound);
  context.signInLimits.forget(row.email);
}
