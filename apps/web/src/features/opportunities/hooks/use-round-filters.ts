import { FUNDING_ROUND_STATUS_CODES, FUNDING_STAGE_CODES, type FundingRoundStatus, type FundingStage } from '@hissa/contracts/funding';
import type { SearchRequest } from '@hissa/contracts/search';
import { isOneOf, queryParams, readPage, searchFilters, useUrlFilters } from '../../../lib/url-filters';

/** Sort choices of the funding rounds and the request sort each stands for. */
export const ROUND_SORTS = {
  latest: { key: 'announcedDate', direction: 'desc' },
  largest: { key: 'targetAmount', direction: 'desc' },
  mostRaised: { key: 'raisedAmount', direction: 'desc' },
  company: { key: 'companyName', direction: 'asc' },
} as const;
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

/** Reads the filters from query parameters; bad values fall back to none. */
export function readRoundFilters(params: URLSearchParams): RoundFilters {
  const stage = params.get('stage');
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    companyName: params.get('q')?.trim() ?? '',
    stage: isOneOf(FUNDING_STAGE_CODES, stage) ? stage : null,
    status: isOneOf(FUNDING_ROUND_STATUS_CODES, status) ? status : null,
    sector: /^[A-Z]$/.test(params.get('sector') ?? '') ? params.get('sector') : null,
    sort: isRoundSort(sort) ? sort : 'latest',
    page: readPage(params),
  };
}

/** Writes filters back as query parameters, leaving defaults out. */
export function writeRoundFilters(filters: RoundFilters): URLSearchParams {
  return queryParams({
    q: filters.companyName,
    stage: filters.stage,
    status: filters.status,
    sector: filters.sector,
    sort: filters.sort === 'latest' ? null : filters.sort,
    page: filters.page > 1 ? String(filters.page) : null,
  });
}

/** The filter-funding-rounds request of a set of filters (`size` rounds a page). */
export function roundSearchRequest(filters: RoundFilters, size = ROUNDS_PAGE_SIZE): SearchRequest {
  const sort = ROUND_SORTS[filters.sort];
  const requestFilters = searchFilters([
    [filters.companyName, 'companyName', 'contains'],
    [filters.stage, 'stage', 'equals'],
    [filters.status, 'status', 'equals'],
    [filters.sector, 'sectorCode', 'equals'],
  ]);
  return { filters: requestFilters, page: filters.page - 1, size, sorts: [{ key: sort.key, direction: sort.direction }] };
}

/** The funding rounds' filters, kept in the URL (useUrlFilters: update, reset, hasFilters). */
export function useRoundFilters() {
  return useUrlFilters(readRoundFilters, writeRoundFilters);
}
