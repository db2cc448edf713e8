import { and, eq, sql } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  RECOMMENDATION_WEIGHTS,
  REQUIREMENT_KEYS,
  SCORING_VERSION,
  type CreateRequirement,
} from '@hissa/contracts/services-marketplace/requirements';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { exchangeSectors, isicClasses } from '../../db/schema/classification.ts';
import { cities } from '../../db/schema/geography.ts';
import { providerRecommendations, serviceRequirements } from '../../db/schema/quotations.ts';
import { AppError } from '../../plugins/errors.ts';
import { gatherCandidates } from './recommendation-candidates.ts';
import { rankRecommendations } from './recommendation-score.ts';

/** 400 with one field's message. */
function fieldError(field: string, key: string): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [{ field: `body.${field}`, key }]);
}

/**
 * Checks the references of a requirement: the sub-category (an ISIC class of the category), the
 * industry group and the city exist. Returns the class's division. One statement, so it runs the
 * same on the pool or inside a caller's transaction (one connection runs one query at a time).
 * Errors: 400 with the field's message (requirements.subCategoryUnknown, industryGroupUnknown,
 * cityUnknown).
 */
async function checkReferences(db: Db, input: CreateRequirement): Promise<string> {
  const [found] = await queryRows<{ divisionCode: string | null; hasSector: boolean; hasCity: boolean }>(
    db,
    sql`select
      (select ${isicClasses.divisionCode} from ${isicClasses} where ${isicClasses.code} = ${input.isicClassCode}) as "divisionCode",
      exists (select 1 from ${exchangeSectors} where ${exchangeSectors.code} = ${input.industryGroupCode}) as "hasSector",
      exists (select 1 from ${cities} where ${cities.id} = ${input.cityId}) as "hasCity"`,
  );
  if (!found?.divisionCode || found.divisionCode !== input.categoryCode)
    throw fieldError('isicClassCode', REQUIREMENT_KEYS.subCategoryUnknown);
  if (!found.hasSector) throw fieldError('industryGroupCode', REQUIREMENT_KEYS.industryGroupUnknown);
  if (!found.hasCity) throw fieldError('cityId', REQUIREMENT_KEYS.cityUnknown);
  return found.divisionCode;
}

/**
 * Computes and stores the top-5 recommendations of requirement `requirementId` (decision 017):
 * candidates through the hard filters, the score, the featured boost; each row keeps its score,
 * factors, RECOMMENDATION_WEIGHTS and SCORING_VERSION. Returns how many were stored.
 */
export async function storeRecommendations(
  db: Db,
  requirementId: number,
  request: { isicClassCode: string; divisionCode: string; industryGroupCode: string | null; cityId: number | null },
): Promise<number> {
  const { candidates } = await gatherCandidates(db, request);
  const ranked = rankRecommendations(candidates);
  if (ranked.length === 0) return 0;
  await db.insert(providerRecommendations).values(
    ranked.map((item) => ({
      requirementId,
      rank: item.rank,
      providerId: item.providerId,
      score: item.score.toFixed(6),
      factors: item.factors,
      weights: { ...RECOMMENDATION_WEIGHTS },
      scoringVersion: SCORING_VERSION,
      featuredBoost: item.featuredBoost,
    })),
  );
  return ranked.length;
}

/**
 * Posts a buyer's requirement (CreateRequirementEndpoint) and stores its recommendations in the
 * same transaction; returns its id. Errors: 400 unknown sub-category, industry group or city.
 */
export async function createRequirement(db: Db, buyerUserId: number, input: CreateRequirement): Promise<number> {
  const divisionCode = await checkReferences(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceRequirements)
      .values({
        buyerUserId,
        isicClassCode: input.isicClassCode,
        industryGroupCode: input.industryGroupCode,
        cityId: input.cityId,
        budgetCode: input.budgetCode,
        timelineCode: input.timelineCode,
        title: input.title,
        description: input.description,
        searchText: normalizeSearchText(`${input.title} ${input.description}`),
        isPublic: input.isPublic,
      })
      .returning({ id: serviceRequirements.id });
    if (!row) throw new Error('requirement not inserted');
    await storeRecommendations(tx, row.id, {
      isicClassCode: input.isicClassCode,
      divisionCode,
      industryGroupCode: input.industryGroupCode,
      cityId: input.cityId,
    });
    return row.id;
  });
}

/**
 * Closes an open requirement of the buyer (CloseRequirementEndpoint) with a conditional update, so
 * two closes never both succeed. Errors: 404 requirements.notFound (absent or another buyer's);
 * 409 requirements.alreadyClosed.
 */
export async function closeRequirement(db: Db, buyerUserId: number, requirementId: number): Promise<void> {
  const [closed] = await db
    .update(serviceRequirements)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(
      and(
        eq(serviceRequirements.id, requirementId),
        eq(serviceRequirements.buyerUserId, buyerUserId),
        eq(serviceRequirements.status, 'open'),
      ),
    )
    .returning({ id: serviceRequirements.id });
  if (closed) return;
  const [existing] = await db
    .select({ id: serviceRequirements.id })
    .from(serviceRequirements)
    .where(and(eq(serviceRequirements.id, requirementId), eq(serviceRequirements.buyerUserId, buyerUserId)));
  if (!existing) throw new AppError(404, REQUIREMENT_KEYS.notFound);
  throw new AppError(409, REQUIREMENT_KEYS.alreadyClosed);
}
