import { eq } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * The provider the signed-in provider user acts for (users.service_provider_id).
 * Errors: 404 errors.providerNotLinked when the account acts for none.
 */
export async function providerOfUser(db: Db, userId: number): Promise<number> {
  const [account] = await db.select({ providerId: users.serviceProviderId }).from(users).where(eq(users.id, userId));
  if (!account?.providerId) throw new AppError(404, ERROR_KEYS.providerNotLinked);
  return account.providerId;
}
