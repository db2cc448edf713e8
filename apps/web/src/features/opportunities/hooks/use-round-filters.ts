import {
  FUNDING_ROUND_STATUS_CODES,
  FUNDING_STAGE_CODES,
  type FundingRoundStatus,
  type FundingStage,
} from '@hissa/contracts/funding';
import type { SearchRequest } from '@hissa/contracts/search';
import { searchFilters, urlField, urlFilters, useUrlFilters } from '../../../lib/url-filters';

/** Sort choices of the funding rounds and the request sort each stands for. */
export const ROUND_SORTS = {
  latest: { key: 'announcedDate', direction: 'desc' },
  largest: { key: 'targetAmount', direction: 'desc' },
  mostRaised: { key: 'raisedAmount', direction: 'desc' },
  company: { key: 'companyName', direction: 'asc' },
} as const;
/** One of the sort choices of the funding rounds. */
export type RoundSort = keyof typeof ROUND_SORTS;

/** Rounds per page (the API allows up to 50). */
export const ROUNDS_PAGE_SIZE = 12;

/** The funding rounds' filters as kept in the URL (q, stage, status, sector, sort, page; page 1-based). */
export interface RoundFilters {
  companyName: string;
  stage: FundingStage | null;
  status: FundingRoundStatus | null;
  sector: string | null;
  sort: RoundSort;
  page: number;
}

/** True when `value` is one of the sort choices. */
export function isRoundSort(value: string | null): value is RoundSort {
  return value !== null && Object.hasOwn(ROUND_SORTS, value);
}

/**
 * The filters in the URL (q, stage, status, sector, sort, page): `read` (bad values fall back to
 * none) and `write` (defaults stay out).
 */
export const roundUrlFilters = urlFilters<RoundFilters>({
  companyName: urlField.text('q'),
  stage: urlField.oneOf('stage', FUNDING_STAGE_CODES, null),
  status: urlField.oneOf('status', FUNDING_ROUND_STATUS_CODES, null),
  sector: urlField.code('sector', /^[A-Z]$/),
  sort: urlField.oneOf('sort', Object.keys(ROUND_SORTS) as RoundSort[], 'latest'),
  page: urlField.page(),
});

/** The filter-funding-rounds request of a set of filters (`size` rounds a page). */
export function roundSearchRequest(filters: RoundFilters, size = ROUNDS_PAGE_SIZE): SearchRequest {
  const sort = ROUND_SORTS[filters.sort];
  const requestFilters = searchFilters([
    [filters.companyName, 'companyName', 'contains'],
    [filters.stage, 'stage', 'equals'],
    [filters.status, 'status', 'equals'],
    [filters.sector, 'sectorCode', 'equals'],
  ]);
  return {
    filters: requestFilters,
    page: filters.page - 1,
    size,
    sorts: [{ key: sort.key, direction: sort.direction }],
  };
}

/** The funding rounds' filters, kept in the URL (useUrlFilters: update, reset, hasFilters). */
export function useRoundFilters() {
  return useUrlFilters(roundUrlFilters.read, roundUrlFilters.write);
}
