import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Language } from '@hissa/contracts/languages';
import {
  PublicRequirementSchema,
  type PublicRequirementsPage,
  type Recommendation,
  type Requirement,
  type RequirementRecommendations,
  RECOMMENDATION_FACTORS,
  SCORING_CONSTANTS,
} from '@hissa/contracts/services-marketplace/requirements';
import type { Db } from '../../db/client.ts';
import { exchangeSectors, isicClasses, isicDivisions } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { cities } from '../../db/schema/geography.ts';
import { providerRecommendations, serviceRequirements } from '../../db/schema/quotations.ts';
import { joinedCodeName } from '../../lib/code-name.ts';
import { gatherCandidates } from './recommendation-candidates.ts';
import { scoreCandidate } from './recommendation-score.ts';

/** Requirements with their class, division, industry group and city. */
function selectRequirements(db: Db) {
  return db
    .select({
      requirement: serviceRequirements,
      isicClass: isicClasses,
      division: isicDivisions,
      sector: exchangeSectors,
      city: cities,
    })
    .from(serviceRequirements)
    .innerJoin(isicClasses, eq(isicClasses.code, serviceRequirements.isicClassCode))
    .innerJoin(isicDivisions, eq(isicDivisions.code, isicClasses.divisionCode))
    .leftJoin(exchangeSectors, eq(exchangeSectors.code, serviceRequirements.industryGroupCode))
    .leftJoin(cities, eq(cities.id, serviceRequirements.cityId));
}

type RequirementRow = Awaited<ReturnType<ReturnType<typeof selectRequirements>['where']>>[number];

function toRequirement(row: RequirementRow, language: Language): Requirement {
  const { requirement, isicClass, division, sector, city } = row;
  return {
    id: requirement.id,
    title: requirement.title,
    description: requirement.description,
    category: { code: division.code, name: language === 'ar' ? division.nameAr : division.nameEn },
    subCategory: { code: isicClass.code, name: language === 'ar' ? isicClass.nameAr : isicClass.nameEn },
    industryGroup: sector && joinedCodeName(sector.code, sector.nameEn, sector.nameAr, language),
    city: city && joinedCodeName(city.id, city.nameEn, city.nameAr, language),
    budgetCode: requirement.budgetCode,
    timelineCode: requirement.timelineCode,
    isPublic: requirement.isPublic,
    status: requirement.status,
    createdAt: requirement.createdAt.toISOString(),
  };
}

/** The buyer's requirement `requirementId`, or null when it is absent or another buyer's. */
async function findOwnRequirement(db: Db, buyerUserId: number, requirementId: number) {
  const [row] = await selectRequirements(db).where(
    and(eq(serviceRequirements.id, requirementId), eq(serviceRequirements.buyerUserId, buyerUserId)),
  );
  return row ?? null;
}

/** The buyer's requirement `requirementId` in `language`, or null when it is absent or another buyer's. */
export async function findRequirement(
  db: Db,
  buyerUserId: number,
  requirementId: number,
  language: Language,
): Promise<Requirement | null> {
  const row = await findOwnRequirement(db, buyerUserId, requirementId);
  return row ? toRequirement(row, language) : null;
}

/**
 * The recommendations page of the buyer's requirement (RequirementRecommendationsEndpoint): the
 * stored top 5 with score, factors, weights, scoring version and featured boost, plus the facts
 * behind each factor for the plain-words breakdown (gathered again now; the stored factors are
 * what the ranking used). Null when the requirement is absent or another buyer's.
 */
export async function findRecommendations(
  db: Db,
  buyerUserId: number,
  requirementId: number,
  language: Language,
): Promise<RequirementRecommendations | null> {
  const row = await findOwnRequirement(db, buyerUserId, requirementId);
  if (!row) return null;
  const providerClass = alias(isicClasses, 'provider_class');
  const providerDivision = alias(isicDivisions, 'provider_division');
  const stored = await db
    .select({
      recommendation: providerRecommendations,
      provider: serviceProviders,
      providerClass,
      providerDivision,
      city: cities,
    })
    .from(providerRecommendations)
    .innerJoin(serviceProviders, eq(serviceProviders.id, providerRecommendations.providerId))
    .leftJoin(providerClass, eq(providerClass.code, serviceProviders.isicClassCode))
    .leftJoin(providerDivision, eq(providerDivision.code, providerClass.divisionCode))
    .leftJoin(cities, eq(cities.id, serviceProviders.cityId))
    .where(eq(providerRecommendations.requirementId, requirementId))
    .orderBy(asc(providerRecommendations.rank));
  const gathered = await gatherCandidates(
    db,
    {
      isicClassCode: row.requirement.isicClassCode,
      divisionCode: row.division.code,
      industryGroupCode: row.requirement.industryGroupCode,
      cityId: row.requirement.cityId,
    },
    stored.map((item) => item.provider.id),
  );
  const factsById = new Map(
    gathered.candidates.map((candidate) => [candidate.providerId, scoreCandidate(candidate).facts]),
  );
  const storedScope = stored.some(
    (item) =>
      item.recommendation.factors.serviceMatch !== undefined &&
      item.recommendation.factors.serviceMatch < SCORING_CONSTANTS.providerClassExact,
  )
    ? 'category'
    : 'subCategory';
  const recommendations: Recommendation[] = stored.map(
    ({ recommendation, provider, providerClass: pc, providerDivision: pd, city }) => ({
      rank: recommendation.rank,
      providerId: provider.id,
      providerName: language === 'ar' ? provider.nameAr : provider.nameEn,
      logoUrl: provider.logoUrl,
      category: pd && joinedCodeName(pd.code, pd.nameEn, pd.nameAr, language),
      subCategory: pc && joinedCodeName(pc.code, pc.nameEn, pc.nameAr, language),
      city: city && joinedCodeName(city.id, city.nameEn, city.nameAr, language),
      isFeatured: provider.isFeatured,
      featuredBoost: recommendation.featuredBoost,
      score: Number(recommendation.score),
      factors: Object.fromEntries(
        RECOMMENDATION_FACTORS.map((factor) => [factor, recommendation.factors[factor] ?? 0]),
      ),
      weights: recommendation.weights,
      scoringVersion: recommendation.scoringVersion,
      facts: factsById.get(provider.id) ?? null,
    }),
  );
  return { requirement: toRequirement(row, language), scope: storedScope, recommendations };
}

/** A page of the buyer's requirements, newest first. */
export async function listMyRequirements(
  db: Db,
  buyerUserId: number,
  paging: { page: number; size: number },
  language: Language,
) {
  const where = eq(serviceRequirements.buyerUserId, buyerUserId);
  const [rows, [total]] = await Promise.all([
    selectRequirements(db)
      .where(where)
      .orderBy(desc(serviceRequirements.createdAt), desc(serviceRequirements.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(serviceRequirements).where(where),
  ]);
  return { data: rows.map((row) => toRequirement(row, language)), ...paging, total: Number(total?.total ?? 0) };
}

/**
 * A page of open public requirements (PublicRequirementsEndpoint), newest first, of one category
 * (ISIC division) when given. The buyer is not named: only the city and industry group show.
 */
export async function listPublicRequirements(
  db: Db,
  filters: { category?: string },
  paging: { page: number; size: number },
  language: Language,
): Promise<PublicRequirementsPage> {
  const where: SQL | undefined = and(
    eq(serviceRequirements.status, 'open'),
    eq(serviceRequirements.isPublic, true),
    filters.category === undefined ? undefined : eq(isicClasses.divisionCode, filters.category),
  );
  const [rows, [total]] = await Promise.all([
    selectRequirements(db)
      .where(where)
      .orderBy(desc(serviceRequirements.createdAt), desc(serviceRequirements.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db
      .select({ total: count() })
      .from(serviceRequirements)
      .innerJoin(isicClasses, eq(isicClasses.code, serviceRequirements.isicClassCode))
      .where(where),
  ]);
  return {
    data: rows.map((row) => PublicRequirementSchema.parse(toRequirement(row, language))),
    ...paging,
    total: Number(total?.total ?? 0),
  };
}
