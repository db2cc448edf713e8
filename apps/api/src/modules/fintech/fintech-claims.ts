import { and, desc, eq, sql } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_LIFETIME_MS } from '@hissa/contracts/auth';
import {
  FINTECH_CLAIM_CONFIRM_PATH,
  FINTECH_CLAIM_KEYS as K,
  type FintechClaim,
  type FintechClaimStatus,
} from '@hissa/contracts/fintech/fintech-claims';
import type { FintechProfileEdit, MyFintechClaim } from '@hissa/contracts/fintech/fintech-directory';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { fintechClaims, fintechCompanies, fintechRounds } from '../../db/schema/fintech.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import { consumeOneTimeToken, issueOneTimeToken } from '../auth/one-time-tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isUniqueViolation } from '../marketplace-accounts/account-services.ts';

/*
 * Claiming a fintech profile (decision 031), on the services marketplace's claim pattern
 * (decision 015) and its single-use e-mail links (decision 002): a signed-in representative
 * claims, the claim is effective once they open the link mailed to their address, the owner then
 * edits the profile (its figures become the company's, verified), and the admin revokes a wrong
 * claim with a reason.
 */

/** What the claim flow needs to mail its link. */
export type ClaimContext = { db: Db; mailer: Mailer; appUrl: string };

async function fintechNames(db: Db, fintechId: number): Promise<{ nameEn: string; nameAr: string }> {
  const [company] = await db
    .select({ nameEn: fintechCompanies.nameEn, nameAr: fintechCompanies.nameAr })
    .from(fintechCompanies)
    .where(eq(fintechCompanies.id, fintechId));
  if (!company) throw new AppError(404, K.notFound);
  return company;
}

/**
 * Opens (or renews) the user's claim on the fintech and mails the confirmation link in the same
 * transaction (nothing is kept when the mail cannot be sent); an earlier link of the user stops
 * working. Errors: 404 unknown company; 409 fintech.alreadyOwned when the company has an owner.
 */
export async function claimFintech(
  context: ClaimContext,
  user: { id: number; email: string; firstName: string },
  fintechId: number,
  designation: string,
  language: Language,
): Promise<void> {
  const company = await fintechNames(context.db, fintechId);
  try {
    await context.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: fintechClaims.id })
        .from(fintechClaims)
        .where(and(eq(fintechClaims.fintechId, fintechId), eq(fintechClaims.status, 'effective')));
      if (owner) throw new AppError(409, K.alreadyOwned);
      await tx
        .insert(fintechClaims)
        .values({ fintechId, userId: user.id, designation })
        .onConflictDoUpdate({
          target: [fintechClaims.fintechId, fintechClaims.userId],
          targetWhere: sql`${fintechClaims.status} <> 'revoked'`,
          set: { designation, createdAt: new Date() },
        });
      const token = await issueOneTimeToken(tx, user.id, 'email_confirmation', EMAIL_CONFIRMATION_LIFETIME_MS);
      await context.mailer.send({
        to: user.email,
        template: 'fintechClaim',
        language,
        params: {
          name: user.firstName,
          link: `${context.appUrl}${FINTECH_CLAIM_CONFIRM_PATH}/${token}`,
          days: EMAIL_CONFIRMATION_LIFETIME_MS / 86_400_000,
          company: localName(company, language),
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, K.alreadyOwned);
    throw error;
  }
}

/**
 * The confirmation link: uses up the token, confirms the user's e-mail and makes their newest
 * awaiting claim effective (conditionally, so a claim revoked meanwhile stays revoked). Returns the
 * company's id. Errors: 400 fintech.linkInvalid for an unknown, used or expired link or no awaiting
 * claim; 409 fintech.alreadyOwned when someone else became the owner first.
 */
export async function confirmFintechClaim(db: Db, token: string): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const userId = await consumeOneTimeToken(tx, token, 'email_confirmation');
      if (userId === null) throw new AppError(400, K.linkInvalid);
      const [claim] = await tx
        .update(fintechClaims)
        .set({ status: 'effective', confirmedAt: new Date() })
        .where(
          and(
            eq(fintechClaims.userId, userId),
            eq(fintechClaims.status, 'awaiting_email'),
            sql`${fintechClaims.id} = (select max(id) from fintech_claims where user_id = ${userId} and status = 'awaiting_email')`,
          ),
        )
        .returning({ fintechId: fintechClaims.fintechId });
      if (!claim) throw new AppError(400, K.linkInvalid);
      await tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
      return claim.fintechId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, K.alreadyOwned);
    throw error;
  }
}

/** The user's standing on a profile. Errors: 404 unknown company. */
export async function myClaim(db: Db, userId: number, fintechId: number): Promise<MyFintechClaim> {
  await fintechNames(db, fintechId);
  const [claim] = await db
    .select({ status: fintechClaims.status })
    .from(fintechClaims)
    .where(
      and(
        eq(fintechClaims.fintechId, fintechId),
        eq(fintechClaims.userId, userId),
        sql`${fintechClaims.status} <> 'revoked'`,
      ),
    );
  return { claimStatus: claim?.status === 'effective' ? 'effective' : claim ? 'awaiting_email' : 'none' };
}

/**
 * The owner's edit: descriptions, website, employees; the profile's and the rounds' figures then
 * count as the company's and verified. Errors: 404 unknown company; 403 fintech.notOwner without
 * an effective claim (checked in the writing transaction, so a revocation wins).
 */
export async function editFintechProfile(
  db: Db,
  userId: number,
  fintechId: number,
  edit: FintechProfileEdit,
): Promise<void> {
  await fintechNames(db, fintechId);
  await db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ id: fintechClaims.id })
      .from(fintechClaims)
      .where(
        and(
          eq(fintechClaims.fintechId, fintechId),
          eq(fintechClaims.userId, userId),
          eq(fintechClaims.status, 'effective'),
        ),
      )
      .for('update');
    if (!claim) throw new AppError(403, K.notOwner);
    await tx
      .update(fintechCompanies)
      .set({ ...edit, profileSource: 'company', profileVerified: true })
      .where(eq(fintechCompanies.id, fintechId));
    await tx.update(fintechRounds).set({ isVerified: true }).where(eq(fintechRounds.fintechId, fintechId));
  });
}

/** The admin's queue: claims of `status` (all when undefined), newest first, paged. */
export async function claimsQueue(
  db: Db,
  status: FintechClaimStatus | undefined,
  page: number,
  size: number,
  language: Language,
): Promise<{ data: FintechClaim[]; total: number }> {
  const where = status === undefined ? undefined : eq(fintechClaims.status, status);
  const rows = await db
    .select({
      claim: fintechClaims,
      nameEn: fintechCompanies.nameEn,
      nameAr: fintechCompanies.nameAr,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(fintechClaims)
    .innerJoin(fintechCompanies, eq(fintechCompanies.id, fintechClaims.fintechId))
    .innerJoin(users, eq(users.id, fintechClaims.userId))
    .where(where)
    .orderBy(desc(fintechClaims.createdAt), desc(fintechClaims.id))
    .limit(size)
    .offset(page * size);
  return {
    total: rows[0] ? Number(rows[0].total) : 0,
    data: rows.map((row) => ({
      claimId: row.claim.id,
      status: row.claim.status,
      fintechId: row.claim.fintechId,
      companyName: localName(row, language),
      userName: `${row.firstName} ${row.lastName}`.trim(),
      userEmail: row.email,
      designation: row.claim.designation,
      createdAt: row.claim.createdAt.toISOString(),
      confirmedAt: row.claim.confirmedAt?.toISOString() ?? null,
      revokeReason: row.claim.revokeReason,
    })),
  };
}

/**
 * Revokes a claim (the owner loses the profile at once). Errors: 404 fintech.claimNotFound; 409
 * fintech.claimNotRevocable when already revoked (decided under the row's lock).
 */
export async function revokeFintechClaim(db: Db, adminId: number, claimId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [claim] = await tx.select().from(fintechClaims).where(eq(fintechClaims.id, claimId)).for('update');
    if (!claim) throw new AppError(404, K.claimNotFound);
    if (claim.status === 'revoked') throw new AppError(409, K.claimNotRevocable);
    await tx
      .update(fintechClaims)
      .set({ status: 'revoked', revokedAt: new Date(), revokedBy: adminId, revokeReason: reason })
      .where(eq(fintechClaims.id, claimId));
  });
}
