import { and, eq, inArray } from 'drizzle-orm';
import { KNOWN_SUBSCRIPTION_PACKAGE_IDS, SUBSCRIPTION_PACKAGE_IDS } from '@hissa/contracts/billing/catalog';
import {
  MARKETPLACE_COOKIE_MAX_AGE_SECONDS,
  SERVICE_PROVIDER_REGISTERED_COOKIE,
} from '@hissa/contracts/billing/subscriptions';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';

/** Package ids that count as a subscription for the cookie: the known list less Basic, which is not paid for (decision 022). */
const PAID_KNOWN_PACKAGE_IDS = KNOWN_SUBSCRIPTION_PACKAGE_IDS.filter((id) => id !== SUBSCRIPTION_PACKAGE_IDS.basic);

/**
 * The Set-Cookie value of the service-provider-registered cookie (spec §4, §9) for the account
 * with e-mail `email`: set (365 days) when it is a provider user (type 9) whose provider has no
 * active subscription on a known paid package, cleared (Max-Age 0) when it has one; null for
 * every other account. Not HttpOnly (the web reads it as a hint to offer the plan step),
 * SameSite=Lax, Secure on https.
 */
export async function registeredCookieFor(db: Db, email: string, isHttps: boolean): Promise<string | null> {
  const [account] = await db
    .select({ userType: users.userType, providerId: users.serviceProviderId })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!account || account.userType !== USER_TYPES.serviceProvider) return null;
  const isSubscribed =
    account.providerId !== null &&
    (
      await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.providerId, account.providerId),
            eq(subscriptions.status, 'active'),
            inArray(subscriptions.packageId, PAID_KNOWN_PACKAGE_IDS),
          ),
        )
    ).length > 0;
  const attributes = [
    `${SERVICE_PROVIDER_REGISTERED_COOKIE}=${isSubscribed ? '' : '1'}`,
    'Path=/',
    `Max-Age=${isSubscribed ? 0 : MARKETPLACE_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(isHttps ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}
