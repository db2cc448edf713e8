import { z } from 'zod';
import { MAX_PAGE_SIZE } from './pagination.ts';
import { FILTER_OPERATIONS, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH } from './search-rules.ts';

export {
  FILTER_OPERATIONS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULTS_MAX_HEIGHT_PX,
  SEARCH_TEXT_MAX_LENGTH,
  headerSearchRequest,
} from './search-rules.ts';

/** One filter of the spec's search request: {key, operation, value}. */
export const SearchFilterSchema = z.object({
  key: z.string().min(1, 'validation.required').max(50),
  operation: z.enum(FILTER_OPERATIONS, 'validation.filterOperation'),
  value: z.union([z.string().max(SEARCH_TEXT_MAX_LENGTH, 'validation.tooLong'), z.number(), z.boolean()]),
});
export type SearchFilter = z.infer<typeof SearchFilterSchema>;

/** One sort of the spec's search request: {key, direction}. */
export const SearchSortSchema = z.object({
  key: z.string().min(1, 'validation.required').max(50),
  direction: z
    .string()
    .transform((direction) => direction.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], 'validation.sortDirection')),
});

/**
 * The spec's search request: filters, page (0-based), size (1..50), sorts. The header sends companyName contains, page 0, size 5, sorts id desc.
 */
export const SearchRequestSchema = z.object({
  filters: z.array(SearchFilterSchema).max(10).default([]),
  page: z.number().int('validation.wholeNumber').min(0, 'validation.pageNegative').default(0),
  size: z
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(MAX_PAGE_SIZE, 'validation.sizeRange')
    .default(SEARCH_PAGE_SIZE),
  sorts: z.array(SearchSortSchema).max(3).default([]),
});
export type SearchRequest = z.input<typeof SearchRequestSchema>;

/** One header-search hit, its name in the request's language. */
export const SearchHitSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** The header search's answer (HeaderSearchEndpoint). */
export const HeaderSearchResponseSchema = z.object({
  data: z.object({
    listedCompanies: z.array(SearchHitSchema),
    nonListedCompanies: z.array(SearchHitSchema),
    serviceProviders: z.array(SearchHitSchema),
  }),
});
export type HeaderSearchResponse = z.infer<typeof HeaderSearchResponseSchema>;
