import { profileCompleteness, type ProfilePartsPresent } from '@hissa/contracts/services-marketplace/provider-content';
import { RECOMMENDATIONS_PER_INQUIRY } from '@hissa/contracts/services-marketplace/quotations';
import {
  RECOMMENDATION_FACTORS,
  RECOMMENDATION_WEIGHTS,
  SCORING_CONSTANTS as C,
  type RecommendationFactor,
  type RecommendationFacts,
} from '@hissa/contracts/services-marketplace/requirements';

/**
 * What the candidate query (recommendation-candidates.ts) gathers about one provider that passed
 * the hard filters (active; its class or a service's class is the requested sub-category, or the
 * category in the fallback).
 */
export type Candidate = {
  providerId: number;
  isFeatured: boolean;
  /** One of its services is the requested ISIC class. */
  hasExactService: boolean;
  /** Its own ISIC class is the requested one. */
  hasExactClass: boolean;
  sameCity: boolean;
  sameRegion: boolean;
  servesIndustry: boolean;
  projectsInCategory: number;
  reviewCount: number;
  /** Average of its verified reviews (1-5), null without any. */
  averageRating: number | null;
  quotationsReceived: number;
  quotationsResponded: number;
  parts: ProfilePartsPresent;
};

/** A scored candidate: the factors (each in [0, 1]), the weighted score and the facts behind them. */
export type ScoredCandidate = {
  providerId: number;
  isFeatured: boolean;
  score: number;
  factors: Record<RecommendationFactor, number>;
  facts: RecommendationFacts;
};

/** A recommendation as stored: rank 1..5 and whether featuring placed it (never part of the score). */
export type RankedRecommendation = ScoredCandidate & { rank: number; featuredBoost: boolean };

/** Rounds to the 6 decimals the score column keeps, so ordering in memory and in storage agree. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The factors of one candidate (decision 017), each normalised to [0, 1]:
 * service match (a service of the class 1, its own class 0.8, the division only 0.4), industry
 * (serves the buyer's industry group), city (same city 1, same region 0.5), portfolio (projects in
 * the category, capped), verified testimonials (average rating smoothed towards a prior, times the
 * confidence of the number of reviews), response rate (responded / received, smoothed towards a
 * prior) and profile completeness (profileCompleteness's share).
 */
export function scoreFactors(candidate: Candidate): Record<RecommendationFactor, number> {
  const serviceMatch = candidate.hasExactService
    ? C.serviceExact
    : candidate.hasExactClass
      ? C.providerClassExact
      : C.divisionOnly;
  const reviews = candidate.reviewCount;
  const smoothedRating =
    reviews === 0
      ? C.ratingPrior
      : (reviews * (candidate.averageRating ?? C.ratingPrior) + C.reviewsHalfConfidence * C.ratingPrior) /
        (reviews + C.reviewsHalfConfidence);
  const confidence = reviews / (reviews + C.reviewsHalfConfidence);
  return {
    serviceMatch,
    industry: candidate.servesIndustry ? 1 : 0,
    city: candidate.sameCity ? 1 : candidate.sameRegion ? C.sameRegion : 0,
    portfolio: Math.min(candidate.projectsInCategory, C.portfolioProjectsCap) / C.portfolioProjectsCap,
    testimonials: round6(confidence * ((smoothedRating - 1) / 4)),
    responseRate: round6(
      (candidate.quotationsResponded + C.responsePrior * C.responsePriorWeight) /
        (candidate.quotationsReceived + C.responsePriorWeight),
    ),
    completeness: round6(profileCompleteness(candidate.parts).share),
  };
}

/** The weighted sum of the factors with RECOMMENDATION_WEIGHTS, in [0, 1], 6 decimals. */
export function weightedScore(factors: Record<RecommendationFactor, number>): number {
  return round6(
    RECOMMENDATION_FACTORS.reduce((sum, factor) => sum + factors[factor] * RECOMMENDATION_WEIGHTS[factor], 0),
  );
}

/** Scores one candidate: factors, score and the facts the breakdown explains. */
export function scoreCandidate(candidate: Candidate): ScoredCandidate {
  const factors = scoreFactors(candidate);
  return {
    providerId: candidate.providerId,
    isFeatured: candidate.isFeatured,
    score: weightedScore(factors),
    factors,
    facts: {
      serviceMatch: candidate.hasExactService ? 'service' : candidate.hasExactClass ? 'providerClass' : 'division',
      sameCity: candidate.sameCity,
      sameRegion: candidate.sameRegion,
      servesIndustry: candidate.servesIndustry,
      projectsInCategory: candidate.projectsInCategory,
      reviewCount: candidate.reviewCount,
      averageRating: candidate.averageRating === null ? null : round6(candidate.averageRating),
      quotationsReceived: candidate.quotationsReceived,
      quotationsResponded: candidate.quotationsResponded,
      completenessShare: profileCompleteness(candidate.parts).share,
    },
  };
}

/** Score descending, then provider id ascending: the deterministic order of recommendations. */
export function compareScored(a: ScoredCandidate, b: ScoredCandidate): number {
  return b.score - a.score || a.providerId - b.providerId;
}

/**
 * The top `count` (5) of the candidates: scored, ordered by score then provider id, and, when
 * none of them is featured but a featured candidate passed the hard filters, the best featured
 * one takes the last place, marked featuredBoost (a labelled boost; its score is unchanged).
 */
export function rankRecommendations(
  candidates: readonly Candidate[],
  count = RECOMMENDATIONS_PER_INQUIRY,
): RankedRecommendation[] {
  const scored = candidates.map(scoreCandidate).sort(compareScored);
  const top = scored.slice(0, count);
  const boosted =
    top.length === count && !top.some((item) => item.isFeatured)
      ? scored.slice(count).find((item) => item.isFeatured)
      : undefined;
  const chosen = boosted ? [...top.slice(0, count - 1), boosted] : top;
  return chosen.map((item, index) => ({ ...item, rank: index + 1, featuredBoost: item === boosted }));
}
