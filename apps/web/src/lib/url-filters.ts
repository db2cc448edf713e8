import { useSearchParams } from 'react-router';
import type { SearchFilter } from '@hissa/contracts/search';

/** True when `value` is one of `list` (a query parameter or a Select's string back to its union). */
export function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** A 1-based page number from its text; anything but a whole number above 0 is page 1. */
function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The 1-based page in the query's `page` parameter; anything but a whole number above 0 is page 1. */
export function readPage(params: URLSearchParams): number {
  return pageOf(params.get('page'));
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

/** How one filter lives in the URL: its query parameter, how it is read back and how it is written (null: left out). */
type UrlField<Value> = {
  param: string;
  read: (raw: string | null) => Value;
  write: (value: Value) => string | null;
};

/** The usual kinds of URL filter fields. */
export const urlField = {
  /** Free text, trimmed; '' when absent. */
  text: (param: string): UrlField<string> => ({
    param,
    read: (raw) => raw?.trim() ?? '',
    write: (value) => value || null,
  }),
  /** A code (a lookup list's), null when absent or when it does not match `pattern`. */
  code: (param: string, pattern?: RegExp): UrlField<string | null> => ({
    param,
    read: (raw) => (raw && (!pattern || pattern.test(raw)) ? raw : null),
    write: (value) => value,
  }),
  /** One of `list`, else `fallback`, which is left out of the URL (null for "any", or a default sort). */
  oneOf: <T extends string, Fallback extends T | null>(
    param: string,
    list: readonly T[],
    fallback: Fallback,
  ): UrlField<T | Fallback> => ({
    param,
    read: (raw) => (isOneOf(list, raw) ? raw : fallback),
    write: (value) => (value === fallback ? null : value),
  }),
  /** The 1-based page (readPage); page 1 is left out. */
  page: (): UrlField<number> => ({ param: 'page', read: pageOf, write: (value) => (value > 1 ? String(value) : null) }),
};

/**
 * `read` and `write` of a list's filters (for useUrlFilters) from one declaration of its fields:
 * bad values read back as the field's fallback, and values at their fallback stay out of the URL.
 */
export function urlFilters<Filters extends object>(fields: { [Key in keyof Filters]: UrlField<Filters[Key]> }) {
  const entries = Object.entries(fields) as [keyof Filters & string, UrlField<unknown>][];
  return {
    read: (params: URLSearchParams) =>
      Object.fromEntries(entries.map(([key, field]) => [key, field.read(params.get(field.param))])) as Filters,
    write: (filters: Filters) =>
      queryParams(Object.fromEntries(entries.map(([key, field]) => [field.param, field.write(filters[key])]))),
  };
}

/**
 * The filters of a search request (contracts' SearchRequest) from [value, key, operation]
 * triples: one filter for each value that is set, in the order given.
 */
export function searchFilters(
  entries: readonly (readonly [value: string | null, key: string, operation: SearchFilter['operation']])[],
): SearchFilter[] {
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
export function useUrlFilters<Filters extends { page: number; sort?: string }>(
  read: (params: URLSearchParams) => Filters,
  write: (filters: Filters) => URLSearchParams,
) {
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

/** Changes some of the URL's query parameters and keeps the others; a null value removes its parameter. */
export function usePatchSearchParams(): (changes: Record<string, string | null>) => void {
  const [, setParams] = useSearchParams();
  return (changes) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
}
