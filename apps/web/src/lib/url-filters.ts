import { useSearchParams } from 'react-router';
import type { SearchFilter } from '@hissa/contracts/search';

/** True when `value` is one of `list` (a query parameter or a Select's string back to its union). */
export function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** The 1-based page in the query's `page` parameter; anything but a whole number above 0 is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Query parameters from name-value pairs, leaving out the empty and null values (a filter at its
 * default is written as null, so URLs stay short).
 */
export function queryParams(values: Record<string, string | null>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  return params;
}

/**
 * The filters of a search request (contracts' SearchRequest) from [value, key, operation]
 * triples: one filter for each value that is set, in the order given.
 */
export function searchFilters(entries: readonly (readonly [value: string | null, key: string, operation: SearchFilter['operation']])[]): SearchFilter[] {
  return entries.flatMap(([value, key, operation]) => (value ? [{ key, operation, value }] : []));
}

/**
 * A list's filters kept in the URL's query string, so back, forward and reload restore them.
 * `read` parses the query (bad values fall back to the defaults); `write` turns filters back into
 * parameters and leaves the defaults out. `update` changes some filters and goes back to page 1
 * unless the page itself changes; with `replace` it rewrites the current history entry instead of
 * adding one (while typing). `reset` clears every filter but keeps the sort. `hasFilters` is true
 * while a filter other than the sort and the page is set.
 */
export function useUrlFilters<Filters extends { page: number; sort?: string }>(read: (params: URLSearchParams) => Filters, write: (filters: Filters) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const defaults = read(new URLSearchParams());
  const hasFilters = write({ ...filters, sort: defaults.sort, page: 1 }).size > 0;
  const update = (patch: Partial<Filters>, { replace = false } = {}) => {
    setParams(write({ ...filters, ...patch, page: patch.page ?? 1 }), { replace });
  };
  const reset = () => setParams(write({ ...defaults, sort: filters.sort }));
  return { filters, hasFilters, update, reset };
}
