import { SimpleFaker } from '@faker-js/faker';
import { asc, eq, inArray } from 'drizzle-orm';
import { FUNDING_STAGES, type FundingRoundStatus, type FundingStage } from '@hissa/contracts/funding';
import type { FundingType } from '@hissa/contracts/lookups/static-lists';
import type { Db } from '../db/client.ts';
import { companies, investors } from '../db/schema/directory.ts';
import { companyFollows } from '../db/schema/follows.ts';
import { fundingProfiles, fundRounds } from '../db/schema/funding.ts';
import { users } from '../db/schema/users.ts';
import type { Weighted } from './names/activity.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { SEED } from './seed-context.ts';

type ProfileInsert = typeof fundingProfiles.$inferInsert;
type RoundInsert = typeof fundRounds.$inferInsert;

/** Every 10th private company (the first included: the demo company user's) has a funding profile. */
const FUNDED_EVERY = 10;

/**
 * The seed's fixed "today": rounds announced after it would be in the future. A fixed date keeps
 * the data the same on every run.
 */
const SEED_TODAY = '2026-06-30';

/** Round size in SAR thousands per stage: [min, max]. */
const ROUND_SIZE_THOUSANDS: Record<FundingStage, readonly [number, number]> = {
  pre_seed: [375, 3_750],
  seed: [1_875, 11_250],
  series_a: [11_250, 56_250],
  series_b: [37_500, 187_500],
  series_c: [112_500, 450_000],
  series_d: [187_500, 750_000],
  bridge: [3_750, 37_500],
  pre_ipo: [150_000, 900_000],
};

const STAGE_LADDER: readonly FundingStage[] = ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'series_d'];

/** Arabic round names: "جولة ما قبل البذرة", "جولة البذرة", "الجولة أ"... */
const ROUND_NAME_AR: Record<FundingStage, string> = {
  pre_seed: 'جولة ما قبل البذرة',
  seed: 'جولة البذرة',
  series_a: 'الجولة أ',
  series_b: 'الجولة ب',
  series_c: 'الجولة ج',
  series_d: 'الجولة د',
  bridge: 'الجولة التجسيرية',
  pre_ipo: 'جولة ما قبل الطرح العام',
};

const INVESTMENT_TYPES: readonly Weighted<FundingType>[] = [
  { value: 'equity', weight: 70 },
  { value: 'convertible_note', weight: 10 },
  { value: 'safe', weight: 8 },
  { value: 'venture_debt', weight: 5 },
  { value: 'equity_crowdfunding', weight: 5 },
  { value: 'private_placement', weight: 2 },
];

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function sar(thousands: number): string {
  return `${thousands * 1000}.00`;
}

function stageName(stage: FundingStage): string {
  return FUNDING_STAGES.find((entry) => entry.code === stage)?.nameEn ?? stage;
}

/**
 * 1 to 4 rounds climbing the stage ladder, 8 to 20 months apart. All but the last are closed and
 * fully raised (or nearly); the last is closed, open (partly raised) or upcoming (nothing raised).
 */
function generateRounds(random: SimpleFaker, companyId: number): RoundInsert[] {
  const roundCount = random.helpers.weightedArrayElement([
    { value: 1, weight: 40 },
    { value: 2, weight: 30 },
    { value: 3, weight: 20 },
    { value: 4, weight: 10 },
  ]);
  const firstStage = random.number.int({ min: 0, max: 2 });
  let announced = addDays('2018-01-01', random.number.int({ min: 0, max: 365 * 4 }));
  const rounds: RoundInsert[] = [];
  for (let index = 0; index < roundCount; index += 1) {
    const stage = STAGE_LADDER[Math.min(firstStage + index, STAGE_LADDER.length - 1)] ?? 'seed';
    const [min, max] = ROUND_SIZE_THOUSANDS[stage];
    const target = random.number.int({ min, max });
    const isLast = index === roundCount - 1;
    const status: FundingRoundStatus =
      isLast && announced > addDays(SEED_TODAY, -300)
        ? random.helpers.weightedArrayElement<FundingRoundStatus>([
            { value: 'open', weight: 70 },
            { value: 'upcoming', weight: 20 },
            { value: 'closed', weight: 10 },
          ])
        : 'closed';
    const raised =
      status === 'upcoming'
        ? 0
        : status === 'open'
          ? Math.round(target * random.number.float({ min: 0.1, max: 0.85 }))
          : Math.round(target * random.number.float({ min: 0.8, max: 1 }));
    const concludedDate = status === 'closed' ? addDays(announced, random.number.int({ min: 30, max: 180 })) : null;
    rounds.push({
      companyId,
      roundNameEn: `${stageName(stage)} Round`,
      roundNameAr: ROUND_NAME_AR[stage],
      stage,
      status,
      investmentType: random.helpers.weightedArrayElement(INVESTMENT_TYPES),
      targetAmount: sar(target),
      raisedAmount: sar(raised),
      announcedDate: announced,
      concludedDate,
    });
    const next = addDays(announced, random.number.int({ min: 240, max: 600 }));
    if (next > SEED_TODAY) break;
    announced = next;
  }
  return rounds;
}

const OWNERSHIP_SHARES: readonly (readonly [number, number, number])[] = [
  [70, 25, 5],
  [62, 30, 8],
  [55, 35, 10],
  [48, 42, 10],
  [40, 50, 10],
];

/**
 * Funding profiles and rounds for every 10th private company (about 2,600 at scale 1), and the
 * companies the demo shareholders and investors follow. Deterministic (SimpleFaker, fixed seed,
 * fixed "today"). Amounts are SAR with two decimals; concluded dates follow announced dates.
 * Returns the number of rounds written.
 */
export async function insertFundingDemo(tx: Db): Promise<number> {
  const random = new SimpleFaker({ seed: SEED + 5 });
  const privateIds = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyType, 'non_listed'))
    .orderBy(asc(companies.id));
  const leads = await tx
    .select({ nameEn: investors.nameEn })
    .from(investors)
    .where(eq(investors.investorType, 'institutional'))
    .orderBy(asc(investors.id));
  const profiles: ProfileInsert[] = [];
  const rounds: RoundInsert[] = [];
  privateIds.forEach(({ id }, index) => {
    if (index % FUNDED_EVERY !== 0) return;
    const companyRounds = generateRounds(random, id);
    const lastTarget = Number.parseInt(companyRounds.at(-1)?.targetAmount ?? '0', 10);
    const totalTarget = companyRounds.reduce((sum, round) => sum + Number.parseInt(round.targetAmount, 10), 0);
    const [founders, backers, pool] = random.helpers.arrayElement(OWNERSHIP_SHARES);
    profiles.push({
      companyId: id,
      status: random.number.int({ min: 1, max: 10 }) === 1 ? 'inactive' : 'active',
      totalTargetFunding: `${totalTarget}.00`,
      preMoneyValuation: `${lastTarget * random.number.int({ min: 3, max: 8 })}.00`,
      fundingType: companyRounds.at(-1)?.investmentType ?? 'equity',
      leadInvestor: leads.length > 0 ? random.helpers.arrayElement(leads).nameEn : null,
      ownershipStructure: `Founders ${founders}%, investors ${backers}%, employee share pool ${pool}%`,
    });
    rounds.push(...companyRounds);
  });
  await insertInBatches(tx, fundingProfiles, profiles);
  await insertInBatches(tx, fundRounds, rounds);
  await insertDemoFollows(
    tx,
    profiles.slice(0, 4).map((profile) => profile.companyId),
  );
  return rounds.length;
}

/** The demo shareholders and investors follow the first funded companies and the first listed ones. */
async function insertDemoFollows(tx: Db, fundedCompanyIds: readonly number[]): Promise<void> {
  const followers = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(users.email, [
        'individual.shareholder@demo.hissa.sa',
        'institutional.shareholder@demo.hissa.sa',
        'individual.investor@demo.hissa.sa',
        'institutional.investor@demo.hissa.sa',
      ]),
    );
  const listed = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyType, 'listed'))
    .orderBy(asc(companies.id))
    .limit(2);
  const companyIds = [...fundedCompanyIds, ...listed.map((company) => company.id)];
  const rows = followers.flatMap((follower) => companyIds.map((companyId) => ({ userId: follower.id, companyId })));
  if (rows.length > 0) await tx.insert(companyFollows).values(rows);
}
