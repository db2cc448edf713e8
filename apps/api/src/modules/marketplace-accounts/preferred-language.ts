import { eq } from 'drizzle-orm';
import type { Language } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Stores `language` as user `userId`'s preferred language (SavePreferredLanguageEndpoint): the
 * language the marketplace's e-mails to the account are written in from now on.
 */
export async function savePreferredLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.update(users).set({ preferredLanguage: language, updatedAt: new Date() }).where(eq(users.id, userId));
}
