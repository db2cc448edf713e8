import { eq, sql } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  FUNDING_KEYS,
  type FundingRoundRequestSchema,
  type UpdateFundingProfileRequestSchema,
} from '@hissa/contracts/funding';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { fundingProfiles, fundRounds } from '../../db/schema/funding.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';

type ProfileInput = z.output<typeof UpdateFundingProfileRequestSchema>;
type RoundInput = z.output<typeof FundingRoundRequestSchema>;
type RoundRow = typeof fundRounds.$inferSelect;

/**
 * Checks that company user `userId` acts for company `companyId` (users.company_id).
 * Errors: 404 errors.companyNotFound for no such company; 403 funding.notYourCompany otherwise.
 */
export async function assertOwnsCompany(tx: Db, userId: number, companyId: number): Promise<void> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError(404, ERROR_KEYS.companyNotFound);
  const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (user?.companyId !== companyId) throw new AppError(403, FUNDING_KEYS.notYourCompany);
}

/**
 * The round `roundId`, locked for the transaction, after checking that user `userId` owns its
 * company. Errors: 404 funding.roundNotFound; 403 funding.notYourCompany.
 */
async function lockOwnedRound(tx: Db, userId: number, roundId: number): Promise<RoundRow> {
  const [round] = await tx.select().from(fundRounds).where(eq(fundRounds.id, roundId)).for('update');
  if (!round) throw new AppError(404, FUNDING_KEYS.roundNotFound);
  await assertOwnsCompany(tx, userId, round.companyId);
  return round;
}

/** Creates or replaces the funding profile of the user's company (one per company), in one transaction. */
export async function saveFundingProfile(db: Db, userId: number, input: ProfileInput): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnsCompany(tx, userId, input.companyId);
    const values = {
      status: input.status,
      totalTargetFunding: input.totalTargetFunding,
      preMoneyValuation: input.preMoneyValuation,
      fundingType: input.fundingType,
      leadInvestor: input.leadInvestor,
      ownershipStructure: input.ownershipStructure,
    };
    await tx
      .insert(fundingProfiles)
      .values({ companyId: input.companyId, ...values })
      .onConflictDoUpdate({ target: fundingProfiles.companyId, set: { ...values, updatedAt: sql`now()` } });
  });
}

function roundValues(input: RoundInput) {
  return {
    roundNameEn: input.roundNameEn,
    roundNameAr: input.roundNameAr,
    stage: input.stage,
    status: input.status,
    investmentType: input.investmentType,
    targetAmount: input.targetAmount,
    raisedAmount: input.raisedAmount,
    announcedDate: input.announcedDate,
    concludedDate: input.concludedDate,
  };
}

/** Adds a funding round to the user's company. Errors: 403 / 404 of assertOwnsCompany. */
export async function createFundingRound(db: Db, userId: number, input: RoundInput): Promise<RoundRow> {
  return db.transaction(async (tx) => {
    await assertOwnsCompany(tx, userId, input.companyId);
    const [row] = await tx
      .insert(fundRounds)
      .values({ companyId: input.companyId, ...roundValues(input) })
      .returning();
    if (!row) throw new Error('fund round not inserted');
    return row;
  });
}

/**
 * Replaces round `roundId` of the user's company. A round stays with its company: the body's
 * companyId must be the user's company too. Errors: 404 funding.roundNotFound; 403 funding.notYourCompany.
 */
export async function updateFundingRound(
  db: Db,
  userId: number,
  roundId: number,
  input: RoundInput,
): Promise<RoundRow> {
  return db.transaction(async (tx) => {
    const round = await lockOwnedRound(tx, userId, roundId);
    if (round.companyId !== input.companyId) throw new AppError(403, FUNDING_KEYS.notYourCompany);
    const [row] = await tx
      .update(fundRounds)
      .set({ ...roundValues(input), updatedAt: sql`now()` })
      .where(eq(fundRounds.id, roundId))
      .returning();
    if (!row) throw new Error('fund round not updated');
    return row;
  });
}

/** Deletes round `roundId` of the user's company. Errors: 404 funding.roundNotFound; 403 funding.notYourCompany. */
export async function deleteFundingRound(db: Db, userId: number, roundId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnedRound(tx, userId, roundId);
    await tx.delete(fundRounds).where(eq(fundRounds.id, roundId));
  });
}
