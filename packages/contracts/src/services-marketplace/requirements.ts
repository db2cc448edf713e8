import { z } from 'zod';
import { requiredString } from '../auth.ts';
import { IdSchema, MAX_ID } from '../http/common-schemas.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';
import { QUOTATION_TITLE_MAX_LENGTH, REQUIREMENT_STATUSES } from './quotations.ts';

/*
 * Buyers' requirements and the top-5 recommendations (marketplace spec §2 post-requirement wizard,
 * §9: 3 steps, 2 questions, then the recommendations page; decision 017). Step 1: the service
 * needed (category = ISIC division, sub-category = ISIC class), the buyer's industry group (the
 * "sectors" lookup) and city. Step 2: the two questions (budget range, timeline). Step 3: title,
 * description, public or private.
 */

/** The wizard's steps, in order, before the recommendations page. */
export const REQUIREMENT_WIZARD_STEPS = ['service', 'questions', 'details'] as const;
export type RequirementWizardStep = (typeof REQUIREMENT_WIZARD_STEPS)[number];

/**
 * Question 1, the budget range. `minSar` / `maxSar` are whole riyals (null: open end; both null:
 * not decided yet); the web formats them with Intl.
 */
export const REQUIREMENT_BUDGETS = [
  { code: 'under_25k', minSar: null, maxSar: 25_000 },
  { code: '25k_100k', minSar: 25_000, maxSar: 100_000 },
  { code: '100k_500k', minSar: 100_000, maxSar: 500_000 },
  { code: 'over_500k', minSar: 500_000, maxSar: null },
  { code: 'undecided', minSar: null, maxSar: null },
] as const;
export const REQUIREMENT_BUDGET_CODES = REQUIREMENT_BUDGETS.map((budget) => budget.code) as [
  (typeof REQUIREMENT_BUDGETS)[number]['code'],
  ...(typeof REQUIREMENT_BUDGETS)[number]['code'][],
];
export type RequirementBudgetCode = (typeof REQUIREMENT_BUDGET_CODES)[number];

/** Question 2, when the work should start, with its English and Arabic labels. */
export const REQUIREMENT_TIMELINES = [
  { code: 'immediately', nameEn: 'Immediately', nameAr: 'فورًا' },
  { code: 'within_1_month', nameEn: 'Within a month', nameAr: 'خلال شهر' },
  { code: 'within_3_months', nameEn: 'Within 1 to 3 months', nameAr: 'خلال شهر إلى ثلاثة أشهر' },
  { code: 'later', nameEn: 'In more than 3 months', nameAr: 'بعد أكثر من ثلاثة أشهر' },
  { code: 'flexible', nameEn: 'Flexible, no fixed date', nameAr: 'مرن، دون موعد محدد' },
] as const;
export const REQUIREMENT_TIMELINE_CODES = REQUIREMENT_TIMELINES.map((timeline) => timeline.code) as [
  (typeof REQUIREMENT_TIMELINES)[number]['code'],
  ...(typeof REQUIREMENT_TIMELINES)[number]['code'][],
];
export type RequirementTimelineCode = (typeof REQUIREMENT_TIMELINE_CODES)[number];

/** A requirement's description: at most 5,000 characters. */
export const REQUIREMENT_DESCRIPTION_MAX_LENGTH = 5000;

/** Message keys of requirements (messages/{en,ar}.json, group "requirements"). */
export const REQUIREMENT_KEYS = {
  categoryRequired: 'requirements.categoryRequired',
  subCategoryRequired: 'requirements.subCategoryRequired',
  subCategoryUnknown: 'requirements.subCategoryUnknown',
  industryGroupRequired: 'requirements.industryGroupRequired',
  industryGroupUnknown: 'requirements.industryGroupUnknown',
  cityRequired: 'requirements.cityRequired',
  cityUnknown: 'requirements.cityUnknown',
  budgetRequired: 'requirements.budgetRequired',
  timelineRequired: 'requirements.timelineRequired',
  titleRequired: 'requirements.titleRequired',
  titleTooLong: 'requirements.titleTooLong',
  descriptionRequired: 'requirements.descriptionRequired',
  descriptionTooLong: 'requirements.descriptionTooLong',
  visibilityRequired: 'requirements.visibilityRequired',
  posted: 'requirements.posted',
  closed: 'requirements.closed',
  alreadyClosed: 'requirements.alreadyClosed',
  notFound: 'requirements.notFound',
} as const;
const K = REQUIREMENT_KEYS;

/**
 * A new requirement (the wizard's three steps). `categoryCode` (ISIC division) must be the
 * division of `isicClassCode` (the sub-category); the server also checks that the class, the
 * industry group and the city exist (400 with the field's message).
 */
export const CreateRequirementSchema = z
  .object({
    categoryCode: requiredString(K.categoryRequired).regex(/^\d{2}$/, K.categoryRequired),
    isicClassCode: requiredString(K.subCategoryRequired).regex(/^\d{4}$/, K.subCategoryRequired),
    industryGroupCode: requiredString(K.industryGroupRequired).max(60, K.industryGroupUnknown),
    cityId: z.coerce.number(K.cityRequired).int(K.cityRequired).min(1, K.cityRequired).max(MAX_ID, K.cityUnknown),
    budgetCode: z.enum(REQUIREMENT_BUDGET_CODES, K.budgetRequired),
    timelineCode: z.enum(REQUIREMENT_TIMELINE_CODES, K.timelineRequired),
    title: requiredString(K.titleRequired)
      .trim()
      .min(1, K.titleRequired)
      .max(QUOTATION_TITLE_MAX_LENGTH, K.titleTooLong),
    description: requiredString(K.descriptionRequired)
      .trim()
      .min(1, K.descriptionRequired)
      .max(REQUIREMENT_DESCRIPTION_MAX_LENGTH, K.descriptionTooLong),
    isPublic: z.boolean(K.visibilityRequired),
  })
  .refine((value) => value.isicClassCode.startsWith(value.categoryCode), {
    path: ['isicClassCode'],
    message: K.subCategoryUnknown,
  });
export type CreateRequirement = z.infer<typeof CreateRequirementSchema>;

/** The fields each wizard step asks for (the web checks a step before moving on). */
export const REQUIREMENT_STEP_FIELDS: Record<RequirementWizardStep, readonly (keyof CreateRequirement)[]> = {
  service: ['categoryCode', 'isicClassCode', 'industryGroupCode', 'cityId'],
  questions: ['budgetCode', 'timelineCode'],
  details: ['title', 'description', 'isPublic'],
};

/* ------------------------------------------------------------------------------------------ */
/* The recommendation score (decision 017)                                                     */
/* ------------------------------------------------------------------------------------------ */

/** Stored with every recommendation; bump it whenever a factor, a weight or a constant below changes. */
export const SCORING_VERSION = '2026.11-1';

/** The score's factors, each normalised to [0, 1], in the order the breakdown shows them. */
export const RECOMMENDATION_FACTORS = [
  'serviceMatch',
  'industry',
  'city',
  'portfolio',
  'testimonials',
  'responseRate',
  'completeness',
] as const;
export type RecommendationFactor = (typeof RECOMMENDATION_FACTORS)[number];

/** The factors' weights (they sum to 1, so the score is in [0, 1]). */
export const RECOMMENDATION_WEIGHTS: Readonly<Record<RecommendationFactor, number>> = {
  serviceMatch: 0.3,
  industry: 0.1,
  city: 0.15,
  portfolio: 0.1,
  testimonials: 0.15,
  responseRate: 0.1,
  completeness: 0.1,
};

/** The constants of the factors (decision 017). */
export const SCORING_CONSTANTS = {
  /** serviceMatch: a service of the provider is the requested sub-category. */
  serviceExact: 1,
  /** serviceMatch: the provider's own ISIC class is the requested sub-category. */
  providerClassExact: 0.8,
  /** serviceMatch: only the category (ISIC division) matches (the fallback). */
  divisionOnly: 0.4,
  /** city: the provider is elsewhere in the buyer's region. */
  sameRegion: 0.5,
  /** portfolio: projects in the requested category that count as a full portfolio. */
  portfolioProjectsCap: 5,
  /** testimonials: reviews a provider needs for its average to count half (smoothing). */
  reviewsHalfConfidence: 3,
  /** testimonials: the rating a provider is assumed to have before any review (1-5). */
  ratingPrior: 3,
  /** responseRate: the rate assumed before any quotation request, and its weight in requests. */
  responsePrior: 0.5,
  responsePriorWeight: 2,
} as const;

/** Fewer matches of the sub-category than this widen the search to the category (decision 017). */
export const RECOMMENDATION_FALLBACK_THRESHOLD = 5;

/** How far a requirement's candidates were searched: the sub-category, or the whole category (fallback). */
export const RECOMMENDATION_SCOPES = ['subCategory', 'category'] as const;
export type RecommendationScope = (typeof RECOMMENDATION_SCOPES)[number];

/* ------------------------------------------------------------------------------------------ */
/* Answers                                                                                     */
/* ------------------------------------------------------------------------------------------ */

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/** The raw facts behind the factors, for the plain-words explanation ("Based in Riyadh"). */
export const RecommendationFactsSchema = z.object({
  serviceMatch: z.enum(['service', 'providerClass', 'division']),
  sameCity: z.boolean(),
  sameRegion: z.boolean(),
  servesIndustry: z.boolean(),
  projectsInCategory: z.number().int(),
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
  quotationsReceived: z.number().int(),
  quotationsResponded: z.number().int(),
  completenessShare: z.number(),
});
export type RecommendationFacts = z.infer<typeof RecommendationFactsSchema>;

/** One recommended provider, with its score, factor values, weights and the facts behind them. */
export const RecommendationSchema = z.object({
  rank: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  logoUrl: z.string().nullable(),
  category: CodeNameSchema.nullable(),
  subCategory: CodeNameSchema.nullable(),
  city: CodeNameSchema.nullable(),
  isFeatured: z.boolean(),
  /** True when featuring placed it among the five (a labelled boost, not part of the score). */
  featuredBoost: z.boolean(),
  score: z.number(),
  factors: z.record(z.string(), z.number()),
  weights: z.record(z.string(), z.number()),
  scoringVersion: z.string(),
  facts: RecommendationFactsSchema.nullable(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** A requirement as its buyer sees it. */
export const RequirementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: CodeNameSchema,
  subCategory: CodeNameSchema,
  industryGroup: CodeNameSchema.nullable(),
  city: CodeNameSchema.nullable(),
  budgetCode: z.string(),
  timelineCode: z.string(),
  isPublic: z.boolean(),
  status: z.enum(REQUIREMENT_STATUSES),
  createdAt: z.string(),
});
export type Requirement = z.infer<typeof RequirementSchema>;

/** The recommendations page: the requirement, how far the search went, and the (up to) five providers. */
export const RequirementRecommendationsResponseSchema = z.object({
  data: z.object({
    requirement: RequirementSchema,
    scope: z.enum(RECOMMENDATION_SCOPES),
    recommendations: z.array(RecommendationSchema),
  }),
});
export type RequirementRecommendations = z.infer<typeof RequirementRecommendationsResponseSchema>['data'];

/** The answer of posting a requirement: the message and the new requirement's id. */
export const CreateRequirementResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});

/** The answer of closing a requirement. */
export const CloseRequirementResponseSchema = z.object({ message: z.string(), data: RequirementSchema });

/** The params naming one requirement. */
export const RequirementParamsSchema = z.object({ requirementId: IdSchema });

/** The buyer's own requirements, newest first. */
export const MyRequirementsPageSchema = pageSchema(RequirementSchema);

/** A public requirement as providers see it: no buyer name, only the buyer's city and industry group. */
export const PublicRequirementSchema = RequirementSchema.omit({ isPublic: true, status: true });
export type PublicRequirement = z.infer<typeof PublicRequirementSchema>;

/** A page of open public requirements, newest first. */
export const PublicRequirementsPageSchema = pageSchema(PublicRequirementSchema);
export type PublicRequirementsPage = z.infer<typeof PublicRequirementsPageSchema>;

/** The public requirements query: an optional category (ISIC division) and the page. */
export const PublicRequirementsQuerySchema = PageRequestSchema.extend({
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d{2}$/, 'validation.invalidValue')
      .optional(),
  ),
});
export type PublicRequirementsQuery = z.infer<typeof PublicRequirementsQuerySchema>;
