import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  FINTECH_CLAIM_CONFIRM_PATH,
  FINTECH_CLAIM_KEYS as K,
  FINTECH_CLAIM_LINK_LIFETIME_MS,
  type FintechClaim,
  type FintechClaimFilter,
  fintechProfilePath,
} from '@hissa/contracts/fintech/fintech-claims';
import type { FintechProfileEdit, MyFintechClaim } from '@hissa/contracts/fintech/fintech-directory';
import { fullPersonName, type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { fintechClaims, fintechCompanies, fintechRounds } from '../../db/schema/fintech.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isUniqueViolation } from '../marketplace-accounts/account-services.ts';
import { claimLinkToken, readClaimLink } from './fintech-claim-link.ts';

/*
 * Claiming a fintech profile (decisions 031 and 041), on the services marketplace's claim pattern
 * (decision 015): a signed-in representative claims, the claim is effective once they open the
 * link mailed to their address (a signed, single-use, expiring link of its own), the owner then
 * edits the profile (its figures become the company's, verified), and the team reviews effective
 * claims: approves them, or rejects (revokes) a wrong one with a reason mailed to the claimant.
 */

/** What the claim flow needs: the database, the mailer, the site's address and the secret signing links. */
export type ClaimContext = { db: Db; mailer: Mailer; appUrl: string; secret: string };

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
  user: { id: number; email: string; firstName: string; firstNameAr: string | null },
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
      // milliseconds, as the link carries them; a new mailing makes the earlier link stale
      const linkSentAt = new Date();
      const [claim] = await tx
        .insert(fintechClaims)
        .values({ fintechId, userId: user.id, designation, linkSentAt })
        .onConflictDoUpdate({
          target: [fintechClaims.fintechId, fintechClaims.userId],
          targetWhere: sql`${fintechClaims.status} <> 'revoked'`,
          set: { designation, createdAt: linkSentAt, linkSentAt },
        })
        .returning({ id: fintechClaims.id });
      if (!claim) throw new Error('fintech claim upsert returned no row');
      const token = claimLinkToken(context.secret, claim.id, linkSentAt);
      await context.mailer.send({
        to: user.email,
        template: 'fintechClaim',
        language,
        params: {
          name: user.firstName,
          nameAr: user.firstNameAr,
          link: `${context.appUrl}${FINTECH_CLAIM_CONFIRM_PATH}/${token}`,
          days: FINTECH_CLAIM_LINK_LIFETIME_MS / 86_400_000,
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
 * The confirmation link: makes the claim it names effective, once, and only from its newest
 * mailing (a conditional update, so two concurrent uses cannot both succeed and a claim revoked
 * meanwhile stays revoked); confirms the claimant's e-mail. Returns the company's id. Errors: 400
 * fintech.linkInvalid for a forged, altered, used or replaced link; 410 fintech.linkExpired; 409
 * fintech.alreadyOwned when someone else became the owner first.
 */
export async function confirmFintechClaim(secret: string, db: Db, token: string, now = new Date()): Promise<number> {
  const link = readClaimLink(secret, token, now);
  try {
    return await db.transaction(async (tx) => {
      const [claim] = await tx
        .update(fintechClaims)
        .set({ status: 'effective', confirmedAt: now })
        .where(
          and(
            eq(fintechClaims.id, link.claimId),
            eq(fintechClaims.status, 'awaiting_email'),
            eq(fintechClaims.linkSentAt, link.sentAt),
          ),
        )
        .returning({ fintechId: fintechClaims.fintechId, userId: fintechClaims.userId });
      if (!claim) throw new AppError(400, K.linkInvalid);
      await tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, claim.userId));
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

/** The claims the queue's `filter` selects: a status, or `to_review` (effective, not yet approved). */
function queueFilter(filter: FintechClaimFilter | undefined) {
  if (filter === undefined) return undefined;
  if (filter === 'to_review') return and(eq(fintechClaims.status, 'effective'), isNull(fintechClaims.reviewedAt));
  return eq(fintechClaims.status, filter);
}

/** The admin's queue: claims of `filter` (all when undefined), newest first, paged. */
export async function claimsQueue(
  db: Db,
  filter: FintechClaimFilter | undefined,
  page: number,
  size: number,
  language: Language,
): Promise<{ data: FintechClaim[]; total: number }> {
  const where = queueFilter(filter);
  const rows = await db
    .select({
      claim: fintechClaims,
      nameEn: fintechCompanies.nameEn,
      nameAr: fintechCompanies.nameAr,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameAr: users.firstNameAr,
      lastNameAr: users.lastNameAr,
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
      userName: fullPersonName(row, language),
      userEmail: row.email,
      designation: row.claim.designation,
      createdAt: row.claim.createdAt.toISOString(),
      confirmedAt: row.claim.confirmedAt?.toISOString() ?? null,
      reviewedAt: row.claim.reviewedAt?.toISOString() ?? null,
      revokeReason: row.claim.revokeReason,
    })),
  };
}

/**
 * Approves an effective claim after the team's review (it leaves the admin home's waiting count).
 * Errors: 404 fintech.claimNotFound; 409 fintech.claimNotApprovable unless effective and not yet
 * approved (decided by one conditional update).
 */
export async function approveFintechClaim(db: Db, adminId: number, claimId: number): Promise<void> {
  const [approved] = await db
    .update(fintechClaims)
    .set({ reviewedAt: new Date(), reviewedBy: adminId })
    .where(and(eq(fintechClaims.id, claimId), eq(fintechClaims.status, 'effective'), isNull(fintechClaims.reviewedAt)))
    .returning({ id: fintechClaims.id });
  if (approved) return;
  const [exists] = await db.select({ id: fintechClaims.id }).from(fintechClaims).where(eq(fintechClaims.id, claimId));
  throw exists ? new AppError(409, K.claimNotApprovable) : new AppError(404, K.claimNotFound);
}

/**
 * Rejects (revokes) a claim: the owner loses the profile at once, and the claimant is mailed the
 * reason in their language (a failed mail is logged, never undoes the rejection). Errors: 404
 * fintech.claimNotFound; 409 fintech.claimNotRevocable when already revoked (decided under the
 * row's lock).
 */
export async function revokeFintechClaim(
  context: ClaimContext & { log: FastifyBaseLogger },
  adminId: number,
  claimId: number,
  reason: string,
): Promise<void> {
  const claim = await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(fintechClaims).where(eq(fintechClaims.id, claimId)).for('update');
    if (!row) throw new AppError(404, K.claimNotFound);
    if (row.status === 'revoked') throw new AppError(409, K.claimNotRevocable);
    await tx
      .update(fintechClaims)
      .set({ status: 'revoked', revokedAt: new Date(), revokedBy: adminId, revokeReason: reason })
      .where(eq(fintechClaims.id, claimId));
    return row;
  });
  try {
    const [claimant] = await context.db
      .select({
        email: users.email,
        firstName: users.firstName,
        firstNameAr: users.firstNameAr,
        language: users.preferredLanguage,
      })
      .from(users)
      .where(eq(users.id, claim.userId));
    if (!claimant) return;
    const company = await fintechNames(context.db, claim.fintechId);
    const language = claimant.language ?? 'en';
    await context.mailer.send({
      to: claimant.email,
      template: 'fintechClaimRejected',
      language: claimant.language,
      params: {
        name: claimant.firstName,
        nameAr: claimant.firstNameAr,
        link: `${context.appUrl}${fintechProfilePath(claim.fintechId)}`,
        company: localName(company, language),
        reason,
      },
    });
  } catch (error) {
    context.log.error({ err: error, claimId }, 'fintech claim rejection mail failed');
  }
}
