import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { FUNDING_STAGES } from '@hissa/contracts/funding';
import {
  MATCH_POINTS,
  STAGE_STRATEGIES,
  strategiesForAge,
  type InvestorMatchesResponse,
  type MatchReason,
} from '@hissa/contracts/investor-matching';
import { INVESTMENT_STRATEGIES, type InvestmentStrategy } from '@hissa/contracts/investors';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { isicClasses, isicSections } from '../../db/schema/classification.ts';
import { companies, investors } from '../../db/schema/directory.ts';
import { fundRounds } from '../../db/schema/funding.ts';
import { cities } from '../../db/schema/geography.ts';
import { investorPreviousInvestments } from '../../db/schema/investor-profiles.ts';
import { listColumns, sectionNames, toListItem } from './investor-queries.ts';

/** The country every company of the directory is in (investors' geographic focus is ISO codes). */
const COMPANY_COUNTRY = 'SA';
const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

/** What a company offers an investor: its names, sector, age and open round. */
type CompanyFacts = {
  nameEn: string;
  nameAr: string;
  section: { code: string; nameEn: string; nameAr: string } | null;
  ageYears: number | null;
  openRound: { nameEn: string; nameAr: string; stage: keyof typeof STAGE_STRATEGIES } | null;
};

/** Company `companyId`'s facts, its newest open or upcoming round included (two statements). */
async function companyFacts(db: Db, companyId: number, now: Date): Promise<CompanyFacts> {
  const [company] = await db
    .select({
      nameEn: companies.nameEn,
      nameAr: companies.nameAr,
      establishedDate: companies.establishedDate,
      sectionCode: isicSections.code,
      sectionEn: isicSections.nameEn,
      sectionAr: isicSections.nameAr,
    })
    .from(companies)
    .leftJoin(isicClasses, eq(isicClasses.code, companies.isicClassCode))
    .leftJoin(isicSections, eq(isicSections.code, isicClasses.sectionCode))
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`company ${companyId} of a company user is missing`);
  const [round] = await db
    .select({ nameEn: fundRounds.roundNameEn, nameAr: fundRounds.roundNameAr, stage: fundRounds.stage })
    .from(fundRounds)
    .where(and(eq(fundRounds.companyId, companyId), inArray(fundRounds.status, ['open', 'upcoming'])))
    .orderBy(desc(fundRounds.announcedDate), desc(fundRounds.id))
    .limit(1);
  return {
    nameEn: company.nameEn,
    nameAr: company.nameAr,
    section:
      company.sectionCode && company.sectionEn && company.sectionAr
        ? { code: company.sectionCode, nameEn: company.sectionEn, nameAr: company.sectionAr }
        : null,
    ageYears: company.establishedDate
      ? Math.floor((now.getTime() - new Date(company.establishedDate).getTime()) / MS_PER_YEAR)
      : null,
    openRound: round ?? null,
  };
}

/** An SQL list of text values for `in (...)`. */
function textList(values: readonly string[]) {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/**
 * Investors ranked for company `companyId` (InvestorMatchesEndpoint; contracts
 * investor-matching.ts, docs/decisions/036): every investor of the directory scored out of 100
 * by MATCH_POINTS (sector focus, geographic focus, strategy against the open round's stage or
 * the company's age, a previous investment in the company), best first and then by id, paged,
 * with the reasons of each score in `language`. The score is computed in the one statement that
 * pages and counts.
 */
export async function listInvestorMatches(
  db: Db,
  options: { companyId: number; page: number; size: number; language: Language; now: Date },
): Promise<InvestorMatchesResponse> {
  const { companyId, page, size, language, now } = options;
  const facts = await companyFacts(db, companyId, now);
  const suited: readonly InvestmentStrategy[] = facts.openRound
    ? STAGE_STRATEGIES[facts.openRound.stage]
    : strategiesForAge(facts.ageYears);

  const sectorScore = facts.section
    ? sql`case when ${facts.section.code} = any(${investors.sectorFocus}) then ${MATCH_POINTS.sector}
        when cardinality(${investors.sectorFocus}) = 0 then ${MATCH_POINTS.sectorOpen} else 0 end`
    : sql`case when cardinality(${investors.sectorFocus}) = 0 then ${MATCH_POINTS.sectorOpen} else 0 end`;
  const geographyScore = sql`case when ${COMPANY_COUNTRY} = any(${investors.geographicFocus}) then ${MATCH_POINTS.geography}
    when cardinality(${investors.geographicFocus}) = 0 then ${MATCH_POINTS.geographyOpen} else 0 end`;
  const strategyScore = sql`case when ${investors.investmentStrategy} in (${textList(suited)}) then ${MATCH_POINTS.strategy}
    when ${investors.investmentStrategy} = 'diversified' then ${MATCH_POINTS.strategyDiversified} else 0 end`;
  const hasInvested = sql<boolean>`exists (
    select 1 from ${investorPreviousInvestments}
    where ${investorPreviousInvestments.investorId} = ${investors.id}
      and (lower(${investorPreviousInvestments.companyNameEn}) = lower(${facts.nameEn})
        or ${investorPreviousInvestments.companyNameAr} = ${facts.nameAr}))`;
  const score = sql<number>`(${sectorScore} + ${geographyScore} + ${strategyScore}
    + case when ${hasInvested} then ${MATCH_POINTS.pastInvestment} else 0 end)::int`;

  const rows = await db
    .select({ ...listColumns, score, hasInvested, total: sql<number>`count(*) over ()::int` })
    .from(investors)
    .leftJoin(cities, eq(cities.id, investors.cityId))
    .orderBy(desc(score), asc(investors.id))
    .limit(size)
    .offset(page * size);
  const sections = await sectionNames(db, language);
  const stageName = facts.openRound
    ? localName(FUNDING_STAGES.find((stage) => stage.code === facts.openRound?.stage) ?? FUNDING_STAGES[0], language)
    : null;
  return {
    data: rows.map((row) => ({
      investor: toListItem(row, sections, language),
      score: row.score,
      reasons: reasonsOf(row.investor, { facts, suited, hasInvested: row.hasInvested, stageName, language }),
    })),
    page,
    size,
    total: rows[0]?.total ?? (page === 0 ? 0 : await countInvestors(db)),
    context: {
      companyName: localName(facts, language),
      sector: facts.section ? localName(facts.section, language) : null,
      openRound: facts.openRound
        ? { name: language === 'ar' ? facts.openRound.nameAr : facts.openRound.nameEn, stage: facts.openRound.stage }
        : null,
    },
  };
}

/** All investors (a page past the end has no row to carry the window count). */
async function countInvestors(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(investors);
  return row?.total ?? 0;
}

/** The reasons behind an investor's score, in the order of MATCH_POINTS (strongest first). */
function reasonsOf(
  investor: typeof investors.$inferSelect,
  context: {
    facts: CompanyFacts;
    suited: readonly InvestmentStrategy[];
    hasInvested: boolean;
    stageName: string | null;
    language: Language;
  },
): MatchReason[] {
  const { facts, suited, hasInvested, stageName, language } = context;
  const reasons: MatchReason[] = [];
  if (facts.section && investor.sectorFocus.includes(facts.section.code)) {
    reasons.push({ code: 'sector', sector: localName(facts.section, language) });
  } else if (investor.sectorFocus.length === 0) {
    reasons.push({ code: 'sectorOpen' });
  }
  if (investor.geographicFocus.includes(COMPANY_COUNTRY)) reasons.push({ code: 'geography' });
  else if (investor.geographicFocus.length === 0) reasons.push({ code: 'geographyOpen' });
  const strategy = INVESTMENT_STRATEGIES.find((entry) => entry.code === investor.investmentStrategy);
  if (strategy && suited.includes(strategy.code)) {
    const strategyName = localName(strategy, language);
    reasons.push(
      stageName
        ? { code: 'strategyRound', strategy: strategyName, stage: stageName }
        : { code: 'strategyAge', strategy: strategyName },
    );
  } else if (strategy?.code === 'diversified') {
    reasons.push({ code: 'strategyDiversified' });
  }
  if (hasInvested) reasons.push({ code: 'pastInvestment' });
  return reasons;
}
