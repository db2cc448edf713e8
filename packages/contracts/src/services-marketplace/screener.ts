import { z } from 'zod';
import { MAX_ID } from '../http/common-schemas.ts';
import { BUSINESS_TYPE_CODES, DEVELOPMENT_STAGE_CODES } from '../lookups/static-lists.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';

/*
 * The services marketplace's screener (`sp-screener`) and public lists (top and latest companies,
 * access by service category); decision 016. Names in the request's language; fees in halalas.
 */

/** What the screener's text matches: provider names, or the titles, descriptions and clients of their projects. */
export const SCREENER_MODES = ['provider', 'project'] as const;
export type ScreenerMode = (typeof SCREENER_MODES)[number];

/** Sort keys of the screener; `relevance` only means something with a text (without one it sorts by name). */
export const SCREENER_SORTS = ['name', 'established', 'relevance'] as const;
export type ScreenerSort = (typeof SCREENER_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Longest screener text accepted (characters). */
export const SCREENER_TEXT_MAX = 100;

/** How many matching projects each provider's result names when searching by project. */
export const SCREENER_MATCHED_PROJECTS_MAX = 3;

/** An empty query parameter counts as absent (forms send `?city=`). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, 'validation.invalidValue');

/**
 * The screener query: `q` (matched Arabic-aware, contracts arabic-text.ts) against provider names
 * (`mode=provider`) or projects (`mode=project`); filters category (two-digit ISIC division),
 * subCategory (four-digit ISIC class), cityId, industryGroup (an exchange sector code, the
 * "sectors" lookup), businessType, stage (development stage); sort and direction; page (0-based)
 * and size. Malformed values answer 400 validation.invalidValue in the request's language.
 */
export const ScreenerQuerySchema = PageRequestSchema.extend({
  q: optional(z.string().max(SCREENER_TEXT_MAX, 'validation.tooLong')),
  mode: optional(oneOf(SCREENER_MODES)).transform((value) => value ?? 'provider'),
  category: optional(z.string().regex(/^\d{2}$/, 'validation.invalidValue')),
  subCategory: optional(z.string().regex(/^\d{4}$/, 'validation.invalidValue')),
  cityId: optional(
    z.coerce
      .number()
      .int('validation.invalidValue')
      .min(1, 'validation.invalidValue')
      .max(MAX_ID, 'validation.invalidValue'),
  ),
  industryGroup: optional(z.string().regex(/^[a-z][a-z0-9-]{1,59}$/, 'validation.invalidValue')),
  businessType: optional(oneOf(BUSINESS_TYPE_CODES)),
  stage: optional(oneOf(DEVELOPMENT_STAGE_CODES)),
  sort: optional(oneOf(SCREENER_SORTS)),
  direction: optional(oneOf(SORT_DIRECTIONS)),
});
export type ScreenerQuery = z.infer<typeof ScreenerQuerySchema>;

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/** A project of a provider that matched the screener's text (search by project). */
export const MatchedProjectSchema = z.object({ projectId: z.number().int(), title: z.string() });
export type MatchedProject = z.infer<typeof MatchedProjectSchema>;

/**
 * A provider as the screener and the public lists show it: name, logo, category (ISIC division),
 * city, business type, featured flag, founding date, how many services and projects it lists, its
 * lowest service starting fee (halalas; null when no service has a fee) and, when searching by
 * project, up to SCREENER_MATCHED_PROJECTS_MAX matching projects.
 */
export const ScreenerProviderSchema = z.object({
  providerId: z.number().int(),
  providerName: z.string(),
  logoUrl: z.string().nullable(),
  category: CodeNameSchema.nullable(),
  city: CodeNameSchema.nullable(),
  businessType: CodeNameSchema.nullable(),
  establishedDate: z.string().nullable(),
  isFeatured: z.boolean(),
  servicesCount: z.number().int(),
  projectsCount: z.number().int(),
  startingFeeFromHalalas: z.number().int().nullable(),
  matchedProjects: z.array(MatchedProjectSchema),
});
export type ScreenerProvider = z.infer<typeof ScreenerProviderSchema>;

/** A page of screener results with the total that match. */
export const ScreenerPageSchema = pageSchema(ScreenerProviderSchema);
export type ScreenerPage = z.infer<typeof ScreenerPageSchema>;

/** The public lists' query: the page (0-based) and size. */
export const PublicProvidersQuerySchema = PageRequestSchema;

/**
 * A provider of the public "top companies" list: the screener's fields plus what ranks it
 * (decision 016): its verified reviews (count and average rating 1-5, null without reviews) and how
 * many of the profile's parts (contracts provider-content.ts PROFILE_PARTS) have content.
 */
export const TopProviderSchema = ScreenerProviderSchema.extend({
  reviewsCount: z.number().int(),
  averageRating: z.number().nullable(),
  profileParts: z.number().int(),
  profilePartsTotal: z.number().int(),
});
export type TopProvider = z.infer<typeof TopProviderSchema>;

/** A page of top companies: featured first, then reviews, then profile richness (decision 016). */
export const TopProvidersPageSchema = pageSchema(TopProviderSchema);
export type TopProvidersPage = z.infer<typeof TopProvidersPageSchema>;
