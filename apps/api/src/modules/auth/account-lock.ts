import { eq } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * The admin's unlock (UnlockUserEndpoint; not in the spec: the support desk's answer to a
 * locked account): clears the failed-login count and the lock. Errors: 404 errors.notFound.
 */
export async function unlockAccount(context: Pick<AuthContext, 'db'>, userId: number): Promise<void> {
  const [row] = await context.db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw new AppError(404, ERROR_KEYS.notFound);
}
