import {
  SCREENER_MODES,
  SCREENER_SORTS,
  SORT_DIRECTIONS,
  type ScreenerMode,
  type ScreenerSort,
  type SortDirection,
} from '@hissa/contracts/services-marketplace/screener';
import { BUSINESS_TYPE_CODES, DEVELOPMENT_STAGE_CODES } from '@hissa/contracts/lookups/static-lists';
import { urlField, urlFilters, useUrlFilters } from '../../../lib/url-filters';
import type { ScreenerRequest } from '../api/get-screener';

/** A sort as the URL keeps it: the server's default, or a key and a direction. */
export type SortChoice = 'default' | `${ScreenerSort}-${SortDirection}`;

const SORT_CHOICES: readonly SortChoice[] = [
  'default',
  ...SCREENER_SORTS.flatMap((sort) => SORT_DIRECTIONS.map((direction) => `${sort}-${direction}` as const)),
];

/** Providers per screener page. */
export const SCREENER_PAGE_SIZE = 12;

/** The screener's filters as the URL keeps them (decision 016); null means "any" or the default. */
export type ScreenerFilters = {
  q: string;
  mode: ScreenerMode;
  category: string | null;
  subCategory: string | null;
  city: string | null;
  industry: string | null;
  businessType: (typeof BUSINESS_TYPE_CODES)[number] | null;
  stage: (typeof DEVELOPMENT_STAGE_CODES)[number] | null;
  /** 'default', or the sort key and direction as `name-asc`, `established-desc`, `relevance-desc`... */
  sort: SortChoice;
  page: number;
};

const { read, write } = urlFilters<ScreenerFilters>({
  q: urlField.text('q'),
  mode: urlField.oneOf('mode', SCREENER_MODES, 'provider'),
  category: urlField.code('category', /^\d{2}$/),
  subCategory: urlField.code('sub', /^\d{4}$/),
  city: urlField.code('city', /^\d{1,9}$/),
  industry: urlField.code('industry', /^[a-z][a-z0-9-]{1,59}$/),
  businessType: urlField.oneOf('type', BUSINESS_TYPE_CODES, null),
  stage: urlField.oneOf('stage', DEVELOPMENT_STAGE_CODES, null),
  sort: urlField.oneOf('sort', SORT_CHOICES, 'default'),
  page: urlField.page(),
});

/** The screener's filters kept in the URL (lib/url-filters.ts): read, update (back to page 1), reset. */
export function useScreenerFilters() {
  return useUrlFilters(read, write);
}

/**
 * The sort the server applies when none is chosen: relevance (most relevant first) with a text,
 * else name A-Z; and the direction that goes with a sort when none is chosen.
 */
export function effectiveSort(filters: ScreenerFilters): { sort: ScreenerSort; direction: SortDirection } {
  const [chosen, chosenDirection] =
    filters.sort === 'default' ? [undefined, undefined] : (filters.sort.split('-') as [ScreenerSort, SortDirection]);
  const sort = chosen === 'relevance' && !filters.q ? 'name' : (chosen ?? (filters.q ? 'relevance' : 'name'));
  return {
    sort,
    direction: chosen === sort && chosenDirection ? chosenDirection : sort === 'relevance' ? 'desc' : 'asc',
  };
}

/** The ProviderScreenerEndpoint request of the filters (page 0-based). */
export function screenerRequest(filters: ScreenerFilters): ScreenerRequest {
  return {
    q: filters.q || undefined,
    mode: filters.q ? filters.mode : undefined,
    category: filters.category ?? undefined,
    subCategory: filters.subCategory ?? undefined,
    cityId: filters.city ? Number(filters.city) : undefined,
    industryGroup: filters.industry ?? undefined,
    businessType: filters.businessType ?? undefined,
    stage: filters.stage ?? undefined,
    ...effectiveSort(filters),
    page: filters.page - 1,
    size: SCREENER_PAGE_SIZE,
  };
}
