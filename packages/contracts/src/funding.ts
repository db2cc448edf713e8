import { z } from 'zod';
import { normalizeSar, sarToHalalas } from './money.ts';
import { IdSchema, sarDecimalPattern } from './http/common-schemas.ts';
import { FUNDING_TYPE_CODES } from './lookups/static-lists.ts';
import { pageSchema } from './pagination.ts';

/**
 * Funding profiles and funding rounds of companies: the profile (active or inactive, totals
 * derived from the rounds), its fund rounds, and the opportunities' funding-round listings; the
 * endpoints are in funding-endpoints.ts. Decision 005 records the rules. SAR amounts travel as
 * decimal strings with two places ("1250000.00"), never floats; dates are ISO YYYY-MM-DD.
 */

/** Message keys of the funding rules and answers; texts in messages/{en,ar}.json under "funding". */
export const FUNDING_KEYS = {
  statusRequired: 'funding.statusRequired',
  amountRequired: 'funding.amountRequired',
  amountFormat: 'funding.amountFormat',
  fundingTypeRequired: 'funding.fundingTypeRequired',
  textTooLong: 'funding.textTooLong',
  roundNameRequired: 'funding.roundNameRequired',
  roundNameTooLong: 'funding.roundNameTooLong',
  stageRequired: 'funding.stageRequired',
  roundStatusRequired: 'funding.roundStatusRequired',
  investmentTypeRequired: 'funding.investmentTypeRequired',
  targetAmountPositive: 'funding.targetAmountPositive',
  raisedExceedsTarget: 'funding.raisedExceedsTarget',
  announcedDateRequired: 'funding.announcedDateRequired',
  dateInvalid: 'funding.dateInvalid',
  concludedBeforeAnnounced: 'funding.concludedBeforeAnnounced',
  concludedDateRequired: 'funding.concludedDateRequired',
  notYourCompany: 'funding.notYourCompany',
  roundNotFound: 'funding.roundNotFound',
  profileSaved: 'funding.profileSaved',
  roundCreated: 'funding.roundCreated',
  roundUpdated: 'funding.roundUpdated',
  roundDeleted: 'funding.roundDeleted',
} as const;

/** Funding profile states. Only rounds of active profiles are listed as opportunities. */
export const FUNDING_PROFILE_STATUSES = ['active', 'inactive'] as const;
export type FundingProfileStatus = (typeof FUNDING_PROFILE_STATUSES)[number];

/** Stages of a funding round, in the order a company goes through them. */
export const FUNDING_STAGES = [
  { code: 'pre_seed', nameEn: 'Pre-seed', nameAr: 'ما قبل البذرة' },
  { code: 'seed', nameEn: 'Seed', nameAr: 'البذرة' },
  { code: 'series_a', nameEn: 'Series A', nameAr: 'الجولة أ' },
  { code: 'series_b', nameEn: 'Series B', nameAr: 'الجولة ب' },
  { code: 'series_c', nameEn: 'Series C', nameAr: 'الجولة ج' },
  { code: 'series_d', nameEn: 'Series D and later', nameAr: 'الجولة د وما بعدها' },
  { code: 'bridge', nameEn: 'Bridge', nameAr: 'جولة تجسيرية' },
  { code: 'pre_ipo', nameEn: 'Pre-IPO', nameAr: 'ما قبل الطرح العام الأولي' },
] as const;
export const FUNDING_STAGE_CODES = [
  'pre_seed',
  'seed',
  'series_a',
  'series_b',
  'series_c',
  'series_d',
  'bridge',
  'pre_ipo',
] as const;
export type FundingStage = (typeof FUNDING_STAGE_CODES)[number];

/**
 * Funding status of a round: announced but not yet taking money, open (raising), closed
 * (concluded; needs its concluded date), cancelled.
 */
export const FUNDING_ROUND_STATUSES = [
  { code: 'upcoming', nameEn: 'Upcoming', nameAr: 'قادمة' },
  { code: 'open', nameEn: 'Open', nameAr: 'مفتوحة' },
  { code: 'closed', nameEn: 'Closed', nameAr: 'مغلقة' },
  { code: 'cancelled', nameEn: 'Cancelled', nameAr: 'ملغاة' },
] as const;
export const FUNDING_ROUND_STATUS_CODES = ['upcoming', 'open', 'closed', 'cancelled'] as const;
export type FundingRoundStatus = (typeof FUNDING_ROUND_STATUS_CODES)[number];

/** Longest round name, lead investor and ownership structure, in characters. */
export const ROUND_NAME_MAX_LENGTH = 120;
export const LEAD_INVESTOR_MAX_LENGTH = 200;
export const OWNERSHIP_STRUCTURE_MAX_LENGTH = 2000;

/** A SAR amount: up to 16 integer digits (numeric(18,2)) and at most 2 decimals. */
const SAR_PATTERN = sarDecimalPattern(16);

/**
 * A SAR amount of 0 or more (currency SAR; architecture.md: decimal strings on the
 * wire). Accepts a decimal string or a JSON number; answers the normalised two-decimal string.
 */
export function sarAmountSchema(requiredKey: string = FUNDING_KEYS.amountRequired) {
  return z
    .union([z.string(requiredKey), z.number(requiredKey)], { error: requiredKey })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', { error: requiredKey, abort: true })
    .refine((value) => SAR_PATTERN.test(value), { error: FUNDING_KEYS.amountFormat, abort: true })
    .transform(normalizeSar);
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function dateSchema(requiredKey: string) {
  return z.string(requiredKey).refine(isIsoDate, { error: FUNDING_KEYS.dateInvalid });
}

const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, FUNDING_KEYS.textTooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Body of saving a company's funding profile. `companyId` must be the signed-in company
 * user's company (403 funding.notYourCompany otherwise). Totals raised, number of rounds and
 * last funding amount are not sent: the server derives them from the rounds.
 */
export const UpdateFundingProfileRequestSchema = z.object({
  companyId: IdSchema,
  status: z.enum(FUNDING_PROFILE_STATUSES, FUNDING_KEYS.statusRequired),
  totalTargetFunding: sarAmountSchema(),
  preMoneyValuation: sarAmountSchema()
    .nullish()
    .transform((value) => value ?? null),
  fundingType: z.enum(FUNDING_TYPE_CODES, FUNDING_KEYS.fundingTypeRequired),
  leadInvestor: optionalText(LEAD_INVESTOR_MAX_LENGTH),
  ownershipStructure: optionalText(OWNERSHIP_STRUCTURE_MAX_LENGTH),
});
export type UpdateFundingProfileRequest = z.input<typeof UpdateFundingProfileRequestSchema>;

const roundName = z
  .string(FUNDING_KEYS.roundNameRequired)
  .trim()
  .min(1, FUNDING_KEYS.roundNameRequired)
  .max(ROUND_NAME_MAX_LENGTH, FUNDING_KEYS.roundNameTooLong);

/**
 * Body of adding or updating a funding round. Rules: names in
 * English and Arabic required; target > 0; raised <= target (decision 005); concluded date on or
 * after the announced date; a closed round needs its concluded date.
 */
export const FundingRoundRequestSchema = z
  .object({
    companyId: IdSchema,
    roundNameEn: roundName,
    roundNameAr: roundName,
    stage: z.enum(FUNDING_STAGE_CODES, FUNDING_KEYS.stageRequired),
    status: z.enum(FUNDING_ROUND_STATUS_CODES, FUNDING_KEYS.roundStatusRequired),
    investmentType: z.enum(FUNDING_TYPE_CODES, FUNDING_KEYS.investmentTypeRequired),
    targetAmount: sarAmountSchema(),
    raisedAmount: sarAmountSchema().default('0.00'),
    announcedDate: dateSchema(FUNDING_KEYS.announcedDateRequired),
    concludedDate: dateSchema(FUNDING_KEYS.dateInvalid)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((round, context) => {
    if (sarToHalalas(round.targetAmount) <= 0n) {
      context.addIssue({ code: 'custom', path: ['targetAmount'], message: FUNDING_KEYS.targetAmountPositive });
    }
    if (sarToHalalas(round.raisedAmount) > sarToHalalas(round.targetAmount)) {
      context.addIssue({ code: 'custom', path: ['raisedAmount'], message: FUNDING_KEYS.raisedExceedsTarget });
    }
    // ISO dates compare as text
    if (round.concludedDate !== null && round.concludedDate < round.announcedDate) {
      context.addIssue({ code: 'custom', path: ['concludedDate'], message: FUNDING_KEYS.concludedBeforeAnnounced });
    }
    if (round.status === 'closed' && round.concludedDate === null) {
      context.addIssue({ code: 'custom', path: ['concludedDate'], message: FUNDING_KEYS.concludedDateRequired });
    }
  });
export type FundingRoundRequest = z.input<typeof FundingRoundRequestSchema>;

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/** A funding round as answered, names in the request's language. */
export const FundingRoundSchema = z.object({
  roundId: z.number().int(),
  companyId: z.number().int(),
  roundName: z.string(),
  roundNameEn: z.string(),
  roundNameAr: z.string(),
  stage: CodeNameSchema,
  status: CodeNameSchema,
  investmentType: CodeNameSchema,
  targetAmount: z.string(),
  raisedAmount: z.string(),
  /** What is still to raise: target - raised, SAR. */
  requiredAmount: z.string(),
  announcedDate: z.string(),
  concludedDate: z.string().nullable(),
});
export type FundingRound = z.infer<typeof FundingRoundSchema>;

/**
 * The funding profile tab: stored fields plus totals derived from the rounds (totalRaised = sum of
 * raised amounts, numberOfRounds, lastFundingAmount = raised amount of the latest round that raised
 * money). SAR decimal strings.
 */
export const FundingProfileSchema = z.object({
  status: z.enum(FUNDING_PROFILE_STATUSES),
  totalRaised: z.string(),
  totalTarget: z.string(),
  numberOfRounds: z.number().int(),
  lastFundingAmount: z.string().nullable(),
  preMoneyValuation: z.string().nullable(),
  fundingType: CodeNameSchema.nullable(),
  leadInvestor: z.string().nullable(),
  ownershipStructure: z.string().nullable(),
});
export type FundingProfile = z.infer<typeof FundingProfileSchema>;

/** A company's funding profile tab: `profile` null when none was set up. */
export const CompanyFundingResponseSchema = z.object({
  data: z.object({
    companyId: z.number().int(),
    companyName: z.string(),
    profile: FundingProfileSchema.nullable(),
    rounds: z.array(FundingRoundSchema),
  }),
});
export type CompanyFundingResponse = z.infer<typeof CompanyFundingResponseSchema>;

/** My company's funding, null when the account acts for no company. */
export const MyCompanyFundingResponseSchema = z.object({ data: CompanyFundingResponseSchema.shape.data.nullable() });

/** PUT update-funding-profile response. */
export const FundingProfileSavedResponseSchema = z.object({ message: z.string(), data: FundingProfileSchema });

/** POST / PUT update-funding-round response. */
export const FundingRoundSavedResponseSchema = z.object({ message: z.string(), data: FundingRoundSchema });

/** DELETE delete-funding-round response. */
export const FundingRoundDeletedResponseSchema = z.object({ message: z.string() });

/** A row of the opportunities' funding-rounds list: the round and its company. */
export const FundingOpportunitySchema = FundingRoundSchema.extend({
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  sector: CodeNameSchema.nullable(),
});
export type FundingOpportunity = z.infer<typeof FundingOpportunitySchema>;

/** GET funding-rounds / POST filter-funding-rounds response. */
export const FundingOpportunityPageSchema = pageSchema(FundingOpportunitySchema);
export type FundingOpportunityPage = z.infer<typeof FundingOpportunityPageSchema>;

/** GET funding-rounds-details/{roundId} response: the round, its company and the company's funding profile. */
export const FundingRoundDetailsResponseSchema = z.object({
  data: FundingOpportunitySchema.extend({ profile: FundingProfileSchema.nullable() }),
});

/** Filter keys of filter-funding-rounds, with the operation each allows. */
export const FUNDING_ROUND_FILTER_KEYS = {
  stage: 'equals',
  status: 'equals',
  sectorCode: 'equals',
  companyName: 'contains',
} as const;

/** Sort keys of filter-funding-rounds. */
export const FUNDING_ROUND_SORT_KEYS = ['announcedDate', 'targetAmount', 'raisedAmount', 'companyName'] as const;
