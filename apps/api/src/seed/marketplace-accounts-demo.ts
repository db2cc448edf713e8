import { asc, eq, inArray, sql } from 'drizzle-orm';
import { BuyerProfileUpdateSchema } from '@hissa/contracts/services-marketplace/provider-accounts';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../db/client.ts';
import { isicDivisions } from '../db/schema/classification.ts';
import { serviceProviders } from '../db/schema/directory.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_PASSWORD } from '../modules/demo/demo-users.ts';
import {
  checkBuyerCodes,
  confirmAccount,
  insertAccount,
  openClaim,
  saveBuyerProfile,
} from '../modules/marketplace-accounts/account-services.ts';

/** Claimants whose claims wait for their e-mail confirmation (the admin's queue), on the 2nd and 3rd providers. */
const PENDING_CLAIMANTS = [
  {
    email: 'omar.alshammari@claims.hissa.sa',
    firstName: 'Omar',
    lastName: 'Al-Shammari',
    firstNameAr: 'عمر',
    lastNameAr: 'الشمري',
    designation: 'Operations Manager',
  },
  {
    email: 'maha.alanazi@claims.hissa.sa',
    firstName: 'Maha',
    lastName: 'Al-Anazi',
    firstNameAr: 'مها',
    lastNameAr: 'العنزي',
    designation: 'مديرة تطوير الأعمال',
  },
] as const;

/**
 * The marketplace accounts' demo (decision 015), through the same functions as real use inside
 * the seed's transaction: the demo buyer's profile (checked with the route's schema and code
 * checks), an effective claim of the demo provider user on the provider it acts for, and two
 * claims awaiting e-mail confirmation for the admin's queue. Returns the rows written.
 */
export async function insertMarketplaceAccountsDemo(tx: Db): Promise<number> {
  const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@demo.hissa.sa'));
  const [provider] = await tx
    .select({ id: users.id, serviceProviderId: users.serviceProviderId })
    .from(users)
    .where(eq(users.email, 'service.provider@demo.hissa.sa'));
  if (!buyer || !provider?.serviceProviderId) return 0;
  const divisions = await tx
    .select({ code: isicDivisions.code })
    .from(isicDivisions)
    .where(inArray(isicDivisions.code, ['62', '69', '70', '73']))
    .orderBy(asc(isicDivisions.code));
  const profile = BuyerProfileUpdateSchema.parse({
    titleCode: 'ms',
    firstName: 'Lama',
    lastName: 'Al-Subaie',
    phone: '0551230987',
    countryCode: 'SA',
    preferredCategoryCodes: divisions.map((row) => row.code),
    companyName: 'Subaie Trading Co',
  });
  await checkBuyerCodes(tx, profile);
  await saveBuyerProfile(tx, buyer.id, profile);

  await openClaim(tx, provider.serviceProviderId, provider.id, 'Managing Director');
  await confirmAccount(tx, provider.id);

  const others = await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(sql`${serviceProviders.id} <> ${provider.serviceProviderId} and ${serviceProviders.isActive}`)
    .orderBy(asc(serviceProviders.id))
    .limit(PENDING_CLAIMANTS.length);
  let written = 2;
  for (const [index, claimant] of PENDING_CLAIMANTS.entries()) {
    const target = others[index];
    if (!target) continue;
    const user = await insertAccount(tx, { ...claimant, password: DEMO_PASSWORD }, USER_TYPES.serviceProvider);
    await openClaim(tx, target.id, user.id, claimant.designation);
    written += 1;
  }
  return written;
}
