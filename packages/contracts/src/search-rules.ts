// The search's limits and the header's request: no schema, so the web's start chunk can read them
// without zod (decision 050). search.ts re-exports them and builds its schemas on them.
import type { SearchRequest } from './search.ts';

/** Header search: debounce (ms) and page size per group. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PAGE_SIZE = 5;
/** Results area max height in px. */
export const SEARCH_RESULTS_MAX_HEIGHT_PX = 525;
/** Longest search text accepted, in characters. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** Filter operations understood by company searches. */
export const FILTER_OPERATIONS = ['contains', 'equals'] as const;

/** The request the header sends for `text` (HeaderSearchEndpoint). */
export function headerSearchRequest(text: string): SearchRequest {
  return {
    filters: [{ key: 'companyName', operation: 'contains', value: text }],
    page: 0,
    size: SEARCH_PAGE_SIZE,
    sorts: [{ key: 'id', direction: 'desc' }],
  };
}
