import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { fullPersonName, type Language } from '@hissa/contracts/languages';
import {
  type AdminClaim,
  type ClaimableProvider,
  MARKETPLACE_ACCOUNT_KEYS as K,
  type ProviderClaimStatus,
} from '@hissa/contracts/services-marketplace/provider-accounts';
import type { Db } from '../../db/client.ts';
import { isicClasses } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { cities } from '../../db/schema/geography.ts';
import { providerClaims } from '../../db/schema/provider-accounts.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { AppError } from '../../plugins/errors.ts';

type Page<T> = { data: T[]; page: number; size: number; total: number };

/** A provider is managed when at least one account acts for it. */
const isManaged = sql<boolean>`exists (select 1 from ${users} where ${users.serviceProviderId} = ${serviceProviders.id})`;

function providerColumns(language: Language) {
  return {
    id: serviceProviders.id,
    nameEn: serviceProviders.nameEn,
    nameAr: serviceProviders.nameAr,
    cityName: language === 'ar' ? cities.nameAr : cities.nameEn,
    categoryName: language === 'ar' ? isicClasses.nameAr : isicClasses.nameEn,
    isManaged,
  };
}

function asClaimable(
  row: {
    id: number;
    nameEn: string;
    nameAr: string;
    cityName: string | null;
    categoryName: string | null;
    isManaged: boolean;
  },
  language: Language,
): ClaimableProvider {
  return { ...row, name: language === 'ar' ? row.nameAr : row.nameEn, isManaged: Boolean(row.isManaged) };
}

/**
 * sp/register/search-company (ClaimableProvidersEndpoint): active providers whose names contain
 * `q` after the header search's normalisation (contracts arabic-text.ts; trigram index), by
 * English name then id, each with whether an account already manages it. Empty `q`: all.
 */
export async function searchClaimableProviders(
  db: Db,
  query: { q: string; page: number; size: number },
  language: Language,
): Promise<Page<ClaimableProvider>> {
  const conditions: SQL[] = [eq(serviceProviders.isActive, true)];
  const pattern = containsPattern(query.q);
  if (pattern) conditions.push(sql`${serviceProviders.searchText} like ${pattern}`);
  const where = and(...conditions);
  const rows = await db
    .select(providerColumns(language))
    .from(serviceProviders)
    .leftJoin(cities, eq(cities.id, serviceProviders.cityId))
    .leftJoin(isicClasses, eq(isicClasses.code, serviceProviders.isicClassCode))
    .where(where)
    .orderBy(asc(serviceProviders.nameEn), asc(serviceProviders.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ total: count() }).from(serviceProviders).where(where);
  return {
    data: rows.map((row) => asClaimable(row, language)),
    page: query.page,
    size: query.size,
    total: Number(total?.total ?? 0),
  };
}

/** One active provider for the claim form. Errors: 404 marketplaceAccounts.providerNotFound. */
export async function readClaimableProvider(
  db: Db,
  providerId: number,
  language: Language,
): Promise<ClaimableProvider> {
  const [row] = await db
    .select(providerColumns(language))
    .from(serviceProviders)
    .leftJoin(cities, eq(cities.id, serviceProviders.cityId))
    .leftJoin(isicClasses, eq(isicClasses.code, serviceProviders.isicClassCode))
    .where(and(eq(serviceProviders.id, providerId), eq(serviceProviders.isActive, true)));
  if (!row) throw new AppError(404, K.providerNotFound);
  return asClaimable(row, language);
}

/** The admin's claims queue (AdminClaimsEndpoint): newest first, optionally one status. */
export async function listClaims(
  db: Db,
  query: { status?: ProviderClaimStatus; page: number; size: number },
  language: Language,
): Promise<Page<AdminClaim>> {
  const where = query.status ? eq(providerClaims.status, query.status) : undefined;
  const rows = await db
    .select({
      id: providerClaims.id,
      status: providerClaims.status,
      providerId: providerClaims.providerId,
      nameEn: serviceProviders.nameEn,
      nameAr: serviceProviders.nameAr,
      providerSource: serviceProviders.source,
      userId: providerClaims.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameAr: users.firstNameAr,
      lastNameAr: users.lastNameAr,
      userEmail: users.email,
      designation: providerClaims.designation,
      createdAt: providerClaims.createdAt,
      confirmedAt: providerClaims.confirmedAt,
      revokedAt: providerClaims.revokedAt,
      revokeReason: providerClaims.revokeReason,
    })
    .from(providerClaims)
    .innerJoin(serviceProviders, eq(serviceProviders.id, providerClaims.providerId))
    .innerJoin(users, eq(users.id, providerClaims.userId))
    .where(where)
    .orderBy(desc(providerClaims.createdAt), desc(providerClaims.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ total: count() }).from(providerClaims).where(where);
  return {
    data: rows.map(
      ({
        nameEn,
        nameAr,
        firstName,
        lastName,
        firstNameAr,
        lastNameAr,
        createdAt,
        confirmedAt,
        revokedAt,
        ...row
      }) => ({
        ...row,
        providerName: language === 'ar' ? nameAr : nameEn,
        userName: fullPersonName({ firstName, lastName, firstNameAr, lastNameAr }, language),
        createdAt: createdAt.toISOString(),
        confirmedAt: confirmedAt?.toISOString() ?? null,
        revokedAt: revokedAt?.toISOString() ?? null,
      }),
    ),
    page: query.page,
    size: query.size,
    total: Number(total?.total ?? 0),
  };
}

/**
 * Revokes a wrong claim (RevokeClaimEndpoint; decision 015), in one transaction: the claim row is
 * locked, set 'revoked' with the admin, time and reason; the claimant's link to that provider is
 * cleared and the token version bumped, so every session ends. A confirmation racing with it
 * waits on the claim's lock and then finds it revoked. Errors: 404 claimNotFound; 409
 * claimNotRevocable when already revoked.
 */
export async function revokeClaim(db: Db, claimId: number, adminId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ status: providerClaims.status, userId: providerClaims.userId, providerId: providerClaims.providerId })
      .from(providerClaims)
      .where(eq(providerClaims.id, claimId))
      .for('update');
    if (!claim) throw new AppError(404, K.claimNotFound);
    if (claim.status === 'revoked') throw new AppError(409, K.claimNotRevocable);
    await tx
      .update(providerClaims)
      .set({ status: 'revoked', revokedAt: new Date(), revokedBy: adminId, revokeReason: reason.trim() })
      .where(eq(providerClaims.id, claimId));
    await tx
      .update(users)
      .set({
        serviceProviderId: sql`case when ${users.serviceProviderId} = ${claim.providerId} then null else ${users.serviceProviderId} end`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, claim.userId));
  });
}
