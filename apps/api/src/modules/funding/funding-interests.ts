import { and, count, countDistinct, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { FUNDING_KEYS } from '@hissa/contracts/funding';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import {
  INTEREST_KEYS,
  INTEREST_ROUND_STATUSES,
  type FundingDetailsBar,
  type FundingInterest,
  type RegisterInterestRequestSchema,
  type RoundInterestsResponse,
  transactionSizeOf,
} from '@hissa/contracts/funding-opportunities';
import type { Language } from '@hissa/contracts/languages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fundingProfiles, fundRounds } from '../../db/schema/funding.ts';
import { fundingInterests } from '../../db/schema/interests-and-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { staticCodeName } from '../../lib/code-name.ts';
import { AppError } from '../../plugins/errors.ts';
import { assertOwnsCompany } from './funding-writes.ts';

type InterestInput = z.output<typeof RegisterInterestRequestSchema>;
type InterestRow = typeof fundingInterests.$inferSelect;

/** A stored interest as answered, the share type named in `language`. */
export function toFundingInterest(row: InterestRow, language: Language): FundingInterest {
  return {
    interestId: row.id,
    roundId: row.roundId,
    shareType: staticCodeName('share-types', row.shareType, language) ?? { code: row.shareType, name: row.shareType },
    numberOfShares: row.numberOfShares,
    pricePerShare: row.pricePerShare,
    transactionSize: row.transactionSize,
    minimumTransaction: row.minimumTransaction,
    registeredAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Registers (or replaces) user `userId`'s interest in round `roundId` (decision 005). The round
 * must take interest: upcoming or open, and its company's funding profile not inactive.
 * Returns the stored row and whether it was new. Errors: 404 funding.roundNotFound; 409
 * interest.roundNotOpen.
 */
export async function registerInterest(
  db: Db,
  userId: number,
  input: InterestInput,
): Promise<{ row: InterestRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    // Locked so a round closed at the same moment cannot take a late interest.
    const [round] = await tx
      .select({ status: fundRounds.status, profileStatus: fundingProfiles.status })
      .from(fundRounds)
      .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId))
      .where(eq(fundRounds.id, input.roundId))
      .for('share', { of: fundRounds });
    if (!round) throw new AppError(404, FUNDING_KEYS.roundNotFound);
    if (!INTEREST_ROUND_STATUSES.includes(round.status) || round.profileStatus === 'inactive')
      throw new AppError(409, INTEREST_KEYS.roundNotOpen);
    const values = {
      shareType: input.shareType,
      numberOfShares: input.numberOfShares,
      pricePerShare: input.pricePerShare,
      transactionSize: transactionSizeOf(input.pricePerShare, input.numberOfShares),
      minimumTransaction: input.minimumTransaction,
    };
    const [stored] = await tx
      .insert(fundingInterests)
      .values({ roundId: input.roundId, userId, ...values })
      .onConflictDoUpdate({
        target: [fundingInterests.roundId, fundingInterests.userId],
        set: { ...values, updatedAt: sql`now()` },
      })
      // xmax is 0 for a row this statement inserted, not for one it updated
      .returning({ ...getTableColumns(fundingInterests), isNew: sql<boolean>`(xmax = 0)` });
    if (!stored) throw new Error('interest not stored');
    const { isNew, ...row } = stored;
    return { row, isNew };
  });
}

/** User `userId`'s interest in round `roundId`, or null. */
export async function findMyInterest(db: Db, userId: number, roundId: number): Promise<InterestRow | null> {
  const [row] = await db
    .select()
    .from(fundingInterests)
    .where(and(eq(fundingInterests.roundId, roundId), eq(fundingInterests.userId, userId)));
  return row ?? null;
}

/** Withdraws user `userId`'s interest in round `roundId`. Errors: 404 interest.notRegistered. */
export async function withdrawInterest(db: Db, userId: number, roundId: number): Promise<void> {
  const deleted = await db
    .delete(fundingInterests)
    .where(and(eq(fundingInterests.roundId, roundId), eq(fundingInterests.userId, userId)))
    .returning({ id: fundingInterests.id });
  if (deleted.length === 0) throw new AppError(404, INTEREST_KEYS.notRegistered);
}

/**
 * The interests in round `roundId` of company user `userId`'s company, newest first, with who
 * registered them and their totals. Errors: 404 funding.roundNotFound; 403 funding.notYourCompany.
 */
export async function listRoundInterests(
  db: Db,
  userId: number,
  roundId: number,
  language: Language,
): Promise<RoundInterestsResponse['data']> {
  const [round] = await db
    .select({ companyId: fundRounds.companyId })
    .from(fundRounds)
    .where(eq(fundRounds.id, roundId));
  if (!round) throw new AppError(404, FUNDING_KEYS.roundNotFound);
  await assertOwnsCompany(db, userId, round.companyId);
  const rows = await db
    .select({
      interest: fundingInterests,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      email: users.email,
    })
    .from(fundingInterests)
    .innerJoin(users, eq(users.id, fundingInterests.userId))
    .where(eq(fundingInterests.roundId, roundId))
    .orderBy(desc(fundingInterests.updatedAt), desc(fundingInterests.id));
  const interests = rows.map((row) => ({
    ...toFundingInterest(row.interest, language),
    investorName: `${row.firstName} ${row.lastName}`.trim(),
    investorType: row.userType,
    email: row.email,
  }));
  const totalSize = rows.reduce((sum, row) => sum + sarToHalalas(row.interest.transactionSize), 0n);
  return {
    roundId,
    interests,
    totalShares: rows.reduce((sum, row) => sum + row.interest.numberOfShares, 0),
    totalTransactionSize: halalasToSar(totalSize),
  };
}

/**
 * The opportunities' details bar: over the rounds listed as opportunities (profile not inactive)
 * that still raise (upcoming or open), how many there are, of how many companies, their targets,
 * what they raised and still need (SAR), and the interests registered in them.
 */
export async function getFundingDetailsBar(db: Db): Promise<FundingDetailsBar> {
  const raising = and(
    inArray(fundRounds.status, [...INTEREST_ROUND_STATUSES]),
    sql`coalesce(${fundingProfiles.status}, 'active') = 'active'`,
  );
  const [totals] = await db
    .select({
      openRounds: sql<number>`count(*) filter (where ${fundRounds.status} = 'open')`.mapWith(Number),
      upcomingRounds: sql<number>`count(*) filter (where ${fundRounds.status} = 'upcoming')`.mapWith(Number),
      companiesRaising: countDistinct(fundRounds.companyId),
      targetAmount: sql<string>`coalesce(sum(${fundRounds.targetAmount}), 0)::numeric(20, 2)::text`,
      raisedAmount: sql<string>`coalesce(sum(${fundRounds.raisedAmount}), 0)::numeric(20, 2)::text`,
    })
    .from(fundRounds)
    .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId))
    .where(raising);
  const [interests] = await db
    .select({ total: count() })
    .from(fundingInterests)
    .innerJoin(fundRounds, eq(fundRounds.id, fundingInterests.roundId))
    .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId))
    .where(raising);
  const targetAmount = totals?.targetAmount ?? '0.00';
  const raisedAmount = totals?.raisedAmount ?? '0.00';
  return {
    openRounds: totals?.openRounds ?? 0,
    upcomingRounds: totals?.upcomingRounds ?? 0,
    companiesRaising: Number(totals?.companiesRaising ?? 0),
    targetAmount,
    raisedAmount,
    requiredAmount: halalasToSar(sarToHalalas(targetAmount) - sarToHalalas(raisedAmount)),
    interestsRegistered: Number(interests?.total ?? 0),
  };
}
