import { z } from 'zod';
import { FUNDING_STAGE_CODES, type FundingStage } from './funding.ts';
import { InvestorListItemSchema, type InvestmentStrategy } from './investors.ts';
import { pageSchema } from './pagination.ts';

/*
 * Investors ranked for a company (Find investors in the company dashboard; docs/decisions/036):
 * each investor's fit with the company and its open round, scored out of 100 from what both
 * have published, with the reasons that make up the score.
 */

/** Points each fit adds (at most one of each pair counts): 40 + 20 + 25 + 15 = 100. */
export const MATCH_POINTS = {
  /** The company's ISIC section is in the investor's sector focus. */
  sector: 40,
  /** The investor names no sector focus: open to every sector. */
  sectorOpen: 15,
  /** Saudi Arabia is in the investor's geographic focus. */
  geography: 20,
  /** The investor names no geographic focus. */
  geographyOpen: 10,
  /** The investor's strategy suits the open round's stage, or the company's age when none is open. */
  strategy: 25,
  /** A diversified investor suits every stage in part. */
  strategyDiversified: 12,
  /** The investor already holds shares in the company (its previous investments name it). */
  pastInvestment: 15,
} as const;

/** Strategies that suit a round of each stage. */
export const STAGE_STRATEGIES: Record<FundingStage, readonly InvestmentStrategy[]> = {
  pre_seed: ['venture', 'impact'],
  seed: ['venture', 'impact'],
  series_a: ['venture', 'growth', 'impact'],
  series_b: ['growth', 'venture'],
  series_c: ['growth'],
  series_d: ['growth', 'buyout'],
  bridge: ['growth', 'venture'],
  pre_ipo: ['growth', 'value'],
};

/** Without an open round, strategies that suit a company by its age in whole years since establishment. */
export function strategiesForAge(years: number | null): readonly InvestmentStrategy[] {
  if (years === null) return ['growth'];
  if (years < 5) return ['venture', 'impact'];
  if (years < 15) return ['growth', 'buyout'];
  return ['value', 'income', 'buyout'];
}

/** Why an investor fits: each reason is one part of the score, with the names it mentions. */
export const MatchReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('sector'), sector: z.string() }),
  z.object({ code: z.literal('sectorOpen') }),
  z.object({ code: z.literal('geography') }),
  z.object({ code: z.literal('geographyOpen') }),
  z.object({ code: z.literal('strategyRound'), strategy: z.string(), stage: z.string() }),
  z.object({ code: z.literal('strategyAge'), strategy: z.string() }),
  z.object({ code: z.literal('strategyDiversified') }),
  z.object({ code: z.literal('pastInvestment') }),
]);
export type MatchReason = z.infer<typeof MatchReasonSchema>;

/** One ranked investor: the directory row, the score (0-100) and its reasons, strongest first. */
export const InvestorMatchSchema = z.object({
  investor: InvestorListItemSchema,
  score: z.number().int().min(0).max(100),
  reasons: z.array(MatchReasonSchema),
});
export type InvestorMatch = z.infer<typeof InvestorMatchSchema>;

/** What the ranking was made for: the company, its sector and its open round (null when none). */
export const MatchContextSchema = z.object({
  companyName: z.string(),
  sector: z.string().nullable(),
  openRound: z.object({ name: z.string(), stage: z.enum(FUNDING_STAGE_CODES) }).nullable(),
});

/** GET investor matches: a page of ranked investors (best first) and what they were ranked for. */
export const InvestorMatchesResponseSchema = pageSchema(InvestorMatchSchema).extend({ context: MatchContextSchema });
export type InvestorMatchesResponse = z.infer<typeof InvestorMatchesResponseSchema>;
