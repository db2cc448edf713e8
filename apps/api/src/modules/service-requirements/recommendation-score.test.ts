import { describe, expect, it } from 'vitest';
import { PROFILE_PARTS, type ProfilePartsPresent } from '@hissa/contracts/services-marketplace/provider-content';
import { RECOMMENDATION_FACTORS, RECOMMENDATION_WEIGHTS } from '@hissa/contracts/services-marketplace/requirements';
import { rankRecommendations, scoreFactors, weightedScore, type Candidate } from './recommendation-score.ts';

function parts(count: number): ProfilePartsPresent {
  return Object.fromEntries(PROFILE_PARTS.map((part, index) => [part, index < count])) as ProfilePartsPresent;
}

/** A candidate with nothing going for it but the division; `overrides` set what the case needs. */
function candidate(providerId: number, overrides: Partial<Candidate> = {}): Candidate {
  return {
    providerId,
    isFeatured: false,
    hasExactService: false,
    hasExactClass: false,
    sameCity: false,
    sameRegion: false,
    servesIndustry: false,
    projectsInCategory: 0,
    reviewCount: 0,
    averageRating: null,
    quotationsReceived: 0,
    quotationsResponded: 0,
    parts: parts(0),
    ...overrides,
  };
}

/** The fixed data set: seven providers of one category, two of them featured. */
const DATA_SET: Candidate[] = [
  // offers exactly the service, in the buyer's city, serves the industry, strong reviews
  candidate(7, {
    hasExactService: true,
    sameCity: true,
    servesIndustry: true,
    projectsInCategory: 6,
    reviewCount: 9,
    averageRating: 4.8,
    quotationsReceived: 10,
    quotationsResponded: 9,
    parts: parts(9),
  }),
  // its own class matches, same region, no reviews
  candidate(3, { hasExactClass: true, sameRegion: true, projectsInCategory: 2, parts: parts(5) }),
  // twins: same facts, so the lower id ranks first
  candidate(12, { hasExactService: true, sameRegion: true, parts: parts(4) }),
  candidate(11, { hasExactService: true, sameRegion: true, parts: parts(4) }),
  // division only, never answers quotations
  candidate(20, { quotationsReceived: 8, quotationsResponded: 0, parts: parts(2) }),
  // featured but weak: division only, answers no quotation
  candidate(30, { isFeatured: true, quotationsReceived: 6 }),
  // featured and weaker still: ignores every quotation
  candidate(31, { isFeatured: true, quotationsReceived: 20 }),
];

describe('the recommendation score (decision 017)', () => {
  it('keeps every factor in [0, 1] and the weights summing to 1', () => {
    const total = RECOMMENDATION_FACTORS.reduce((sum, factor) => sum + RECOMMENDATION_WEIGHTS[factor], 0);
    expect(total).toBeCloseTo(1, 10);
    for (const item of DATA_SET) {
      const factors = scoreFactors(item);
      for (const factor of RECOMMENDATION_FACTORS) {
        expect(factors[factor]).toBeGreaterThanOrEqual(0);
        expect(factors[factor]).toBeLessThanOrEqual(1);
      }
      const score = weightedScore(factors);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it('grades the service match, the city, the portfolio and the priors', () => {
    expect(scoreFactors(candidate(1, { hasExactService: true, hasExactClass: true })).serviceMatch).toBe(1);
    expect(scoreFactors(candidate(1, { hasExactClass: true })).serviceMatch).toBe(0.8);
    expect(scoreFactors(candidate(1)).serviceMatch).toBe(0.4);
    expect(scoreFactors(candidate(1, { sameCity: true, sameRegion: true })).city).toBe(1);
    expect(scoreFactors(candidate(1, { sameRegion: true })).city).toBe(0.5);
    expect(scoreFactors(candidate(1, { projectsInCategory: 2 })).portfolio).toBe(0.4);
    expect(scoreFactors(candidate(1, { projectsInCategory: 40 })).portfolio).toBe(1);
    // no quotation yet: the prior, between a provider that answers all and one that answers none
    expect(scoreFactors(candidate(1)).responseRate).toBe(0.5);
    expect(scoreFactors(candidate(1, { quotationsReceived: 4, quotationsResponded: 4 })).responseRate).toBeGreaterThan(
      0.5,
    );
    // no review: nothing to verify; one 5-star review counts less than nine
    expect(scoreFactors(candidate(1)).testimonials).toBe(0);
    const one = scoreFactors(candidate(1, { reviewCount: 1, averageRating: 5 })).testimonials;
    const nine = scoreFactors(candidate(1, { reviewCount: 9, averageRating: 5 })).testimonials;
    expect(one).toBeLessThan(nine);
    expect(scoreFactors(candidate(1, { parts: parts(9) })).completeness).toBe(1);
  });

  it('ranks the fixed data set in the expected order, ties by provider id, with one featured slot', () => {
    const ranked = rankRecommendations(DATA_SET);
    expect(ranked.map((item) => item.providerId)).toEqual([7, 11, 12, 3, 30]);
    expect(ranked.map((item) => item.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(ranked[1]?.score).toBe(ranked[2]?.score);
    // the featured slot: the best featured provider replaces the fifth, its score untouched
    const boosted = ranked[4];
    expect(boosted?.featuredBoost).toBe(true);
    expect(boosted?.score).toBeLessThan(weightedScore(scoreFactors(DATA_SET[4] as Candidate)));
    expect(ranked.filter((item) => item.featuredBoost)).toHaveLength(1);
  });

  it('boosts nobody when a featured provider is in the five on its merits, or none passed the filters', () => {
    const meritFeatured = DATA_SET.map((item) => (item.providerId === 3 ? { ...item, isFeatured: true } : item));
    const ranked = rankRecommendations(meritFeatured);
    expect(ranked.map((item) => item.providerId)).toEqual([7, 11, 12, 3, 20]);
    expect(ranked.some((item) => item.featuredBoost)).toBe(false);

    const noFeatured = DATA_SET.filter((item) => !item.isFeatured);
    expect(rankRecommendations(noFeatured).map((item) => item.providerId)).toEqual([7, 11, 12, 3, 20]);
  });

  it('is deterministic whatever the input order', () => {
    const reversed = rankRecommendations([...DATA_SET].reverse());
    expect(reversed).toEqual(rankRecommendations(DATA_SET));
  });

  it('returns fewer than five when fewer passed the filters, without a boost', () => {
    const ranked = rankRecommendations(DATA_SET.slice(0, 2).concat(DATA_SET[5] as Candidate));
    expect(ranked.map((item) => item.providerId)).toEqual([7, 3, 30]);
    expect(ranked.some((item) => item.featuredBoost)).toBe(false);
  });
});
