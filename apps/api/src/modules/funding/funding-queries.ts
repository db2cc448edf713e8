import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  FUNDING_ROUND_STATUSES,
  FUNDING_STAGES,
  type FundingOpportunity,
  type FundingOpportunityPage,
  type FundingProfile,
  type FundingRound,
  type FundingRoundStatus,
  type FundingStage,
} from '@hissa/contracts/funding';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { isicClasses, isicSections } from '../../db/schema/classification.ts';
import { companies } from '../../db/schema/directory.ts';
import { fundingProfiles, fundRounds } from '../../db/schema/funding.ts';
import { joinedCodeName, staticCodeName } from '../../lib/code-name.ts';

type RoundRow = typeof fundRounds.$inferSelect;
type ProfileRow = typeof fundingProfiles.$inferSelect;

function listedCodeName(
  list: readonly { code: string; nameEn: string; nameAr: string }[],
  code: string,
  language: Language,
) {
  const item = list.find((entry) => entry.code === code);
  return { code, name: item ? localName(item, language) : code };
}

/** A stored round as answered: names in `language`, requiredAmount = target - raised (SAR). */
export function toFundingRound(row: RoundRow, language: Language): FundingRound {
  return {
    roundId: row.id,
    companyId: row.companyId,
    roundName: language === 'ar' ? row.roundNameAr : row.roundNameEn,
    roundNameEn: row.roundNameEn,
    roundNameAr: row.roundNameAr,
    stage: listedCodeName(FUNDING_STAGES, row.stage, language),
    status: listedCodeName(FUNDING_ROUND_STATUSES, row.status, language),
    investmentType: staticCodeName('funding-types', row.investmentType, language) ?? {
      code: row.investmentType,
      name: row.investmentType,
    },
    targetAmount: row.targetAmount,
    raisedAmount: row.raisedAmount,
    requiredAmount: halalasToSar(sarToHalalas(row.targetAmount) - sarToHalalas(row.raisedAmount)),
    announcedDate: row.announcedDate,
    concludedDate: row.concludedDate,
  };
}

/** The rounds of company `companyId`, latest announced first. */
export async function listCompanyRounds(db: Db, companyId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(fundRounds)
    .where(eq(fundRounds.companyId, companyId))
    .orderBy(desc(fundRounds.announcedDate), desc(fundRounds.id));
}

/**
 * The funding profile of a company: its stored fields plus the totals derived from `rounds`
 * (decision 005): totalRaised = sum of raised amounts; numberOfRounds = rounds that were not
 * cancelled; lastFundingAmount = raised amount of the round that raised money and concluded
 * (or, while open, was announced) last. Null when the company has no profile.
 */
export function toFundingProfile(
  profile: ProfileRow | null,
  rounds: readonly RoundRow[],
  language: Language,
): FundingProfile | null {
  if (!profile) return null;
  const counted = rounds.filter((round) => round.status !== 'cancelled');
  const totalRaised = counted.reduce((sum, round) => sum + sarToHalalas(round.raisedAmount), 0n);
  const last = counted
    .filter((round) => sarToHalalas(round.raisedAmount) > 0n)
    .map((round) => ({ round, on: round.concludedDate ?? round.announcedDate }))
    .sort((left, right) => (left.on === right.on ? right.round.id - left.round.id : left.on < right.on ? 1 : -1))[0];
  return {
    status: profile.status,
    totalRaised: halalasToSar(totalRaised),
    totalTarget: profile.totalTargetFunding,
    numberOfRounds: counted.length,
    lastFundingAmount: last ? last.round.raisedAmount : null,
    preMoneyValuation: profile.preMoneyValuation,
    fundingType: staticCodeName('funding-types', profile.fundingType, language),
    leadInvestor: profile.leadInvestor,
    ownershipStructure: profile.ownershipStructure,
  };
}

/** The stored funding profile row of `companyId`, or null. */
export async function findProfileRow(db: Db, companyId: number): Promise<ProfileRow | null> {
  const [row] = await db.select().from(fundingProfiles).where(eq(fundingProfiles.companyId, companyId));
  return row ?? null;
}

/** The checked filters of filter-funding-rounds. */
export type FundingRoundFilters = {
  stage?: FundingStage;
  status?: FundingRoundStatus;
  sectorCode?: string;
  namePattern?: string;
};
type FundingRoundSort = {
  key: 'announcedDate' | 'targetAmount' | 'raisedAmount' | 'companyName';
  direction: 'asc' | 'desc';
};

const opportunityColumns = {
  round: fundRounds,
  companyNameEn: companies.nameEn,
  companyNameAr: companies.nameAr,
  companyLogoUrl: companies.logoUrl,
  sectionCode: isicSections.code,
  sectionEn: isicSections.nameEn,
  sectionAr: isicSections.nameAr,
};

function opportunityBase(db: Db) {
  return db
    .select(opportunityColumns)
    .from(fundRounds)
    .innerJoin(companies, eq(companies.id, fundRounds.companyId))
    .leftJoin(isicClasses, eq(isicClasses.code, companies.isicClassCode))
    .leftJoin(isicSections, eq(isicSections.code, isicClasses.sectionCode))
    .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId));
}

type OpportunityRow = Awaited<ReturnType<ReturnType<typeof opportunityBase>['execute']>>[number];

function toOpportunity(row: OpportunityRow, language: Language): FundingOpportunity {
  return {
    ...toFundingRound(row.round, language),
    companyName: localName({ nameEn: row.companyNameEn, nameAr: row.companyNameAr }, language),
    companyLogoUrl: row.companyLogoUrl,
    sector: joinedCodeName(row.sectionCode, row.sectionEn, row.sectionAr, language),
  };
}

/**
 * A page of funding-round opportunities (FilterFundingRoundsEndpoint). Listed are the rounds of
 * companies whose funding profile is not inactive; cancelled rounds only when the status filter
 * asks for them (decision 005). Default order: latest announced first.
 */
export async function listFundingOpportunities(
  db: Db,
  options: { filters: FundingRoundFilters; sort: FundingRoundSort; page: number; size: number; language: Language },
): Promise<FundingOpportunityPage> {
  const { filters, sort, page, size, language } = options;
  const where: SQL | undefined = and(
    sql`coalesce(${fundingProfiles.status}, 'active') = 'active'`,
    filters.status ? eq(fundRounds.status, filters.status) : ne(fundRounds.status, 'cancelled'),
    filters.stage ? eq(fundRounds.stage, filters.stage) : undefined,
    filters.sectorCode ? eq(isicClasses.sectionCode, filters.sectorCode) : undefined,
    filters.namePattern ? sql`${companies.searchText} like ${filters.namePattern}` : undefined,
  );
  const sortColumn = {
    announcedDate: fundRounds.announcedDate,
    targetAmount: fundRounds.targetAmount,
    raisedAmount: fundRounds.raisedAmount,
    companyName: sql`lower(${language === 'ar' ? companies.nameAr : companies.nameEn})`,
  }[sort.key];
  const rows = await opportunityBase(db)
    .where(where)
    .orderBy(sort.direction === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(fundRounds.id))
    .limit(size)
    .offset(page * size);
  const [totalRow] = await db
    .select({ total: count() })
    .from(fundRounds)
    .innerJoin(companies, eq(companies.id, fundRounds.companyId))
    .leftJoin(isicClasses, eq(isicClasses.code, companies.isicClassCode))
    .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId))
    .where(where);
  return { data: rows.map((row) => toOpportunity(row, language)), page, size, total: Number(totalRow?.total ?? 0) };
}

/** One round with its company, sector and the company's funding profile; null when there is no such round. */
export async function getFundingRoundDetails(db: Db, roundId: number, language: Language) {
  const [row] = await opportunityBase(db).where(eq(fundRounds.id, roundId));
  if (!row) return null;
  const [profile, rounds] = await Promise.all([
    findProfileRow(db, row.round.companyId),
    listCompanyRounds(db, row.round.companyId),
  ]);
  return { ...toOpportunity(row, language), profile: toFundingProfile(profile, rounds, language) };
}
