import { eq } from 'drizzle-orm';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** The team's addresses: every admin account (type 1) with its first name, for the mails of new requests. */
export function adminRecipients(db: Db): Promise<{ email: string; firstName: string }[]> {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.userType, USER_TYPES.admin));
}
