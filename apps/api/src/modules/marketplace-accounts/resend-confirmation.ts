import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { serviceProviders } from '../../db/schema/directory.ts';
import { providerClaims } from '../../db/schema/provider-accounts.ts';
import { users } from '../../db/schema/users.ts';
import type { AccountsContext } from './accounts-context.ts';
import { mailConfirmation } from './account-services.ts';

/** The accounts of the services marketplace whose confirmation can be sent again. */
const MARKETPLACE_TYPES = [USER_TYPES.buyer, USER_TYPES.serviceProvider];

/**
 * Sends the confirmation link again (ResendConfirmationEndpoint; decision 015) when `email` is an
 * unconfirmed buyer or provider user: a new single-use link (older ones stop working), in the
 * account's preferred language (both when unknown), with the
 * claim's text naming the provider when the account claims a directory provider, the plain
 * confirmation text for buyers and new companies. Does nothing for any other e-mail, so the
 * answer never tells whether an account exists. Errors: rejects when the mail cannot be sent.
 */
export async function resendConfirmation(context: AccountsContext, email: string): Promise<void> {
  const [account] = await context.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      firstNameAr: users.firstNameAr,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        eq(users.isEmailVerified, false),
        inArray(users.userType, MARKETPLACE_TYPES),
      ),
    );
  if (!account) return;
  const [claimed] = await context.db
    .select({ nameEn: serviceProviders.nameEn, nameAr: serviceProviders.nameAr })
    .from(providerClaims)
    .innerJoin(serviceProviders, eq(serviceProviders.id, providerClaims.providerId))
    .where(
      and(
        eq(providerClaims.userId, account.id),
        eq(providerClaims.status, 'awaiting_email'),
        ne(serviceProviders.source, 'registered'),
      ),
    )
    .orderBy(desc(providerClaims.id))
    .limit(1);
  await context.db.transaction((tx) => mailConfirmation(context, tx, account, claimed ?? null));
}
