import { useSearchParams } from 'react-router';
import { FUNDING_ROUND_STATUS_CODES, FUNDING_STAGE_CODES, type FundingRoundStatus, type FundingStage } from '@hissa/contracts/funding';
import type { SearchFilter, SearchRequest } from '@hissa/contracts/search';

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

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
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
  const page = Number(params.get('page'));
  return {
    companyName: params.get('q')?.trim() ?? '',
    stage: isOneOf(FUNDING_STAGE_CODES, stage) ? stage : null,
    status: isOneOf(FUNDING_ROUND_STATUS_CODES, status) ? status : null,
    sector: /^[A-Z]$/.test(params.get('sector') ?? '') ? params.get('sector') : null,
    sort: isRoundSort(sort) ? sort : 'latest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes filters back as query parameters, leaving defaults out. */
export function writeRoundFilters(filters: RoundFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.companyName) params.set('q', filters.companyName);
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.status) params.set('status', filters.status);
  if (filters.sector) params.set('sector', filters.sector);
  if (filters.sort !== 'latest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filter-funding-rounds request of a set of filters (`size` rounds a page). */
export function roundSearchRequest(filters: RoundFilters, size = ROUNDS_PAGE_SIZE): SearchRequest {
  const requestFilters: SearchFilter[] = [];
  if (filters.companyName) requestFilters.push({ key: 'companyName', operation: 'contains', value: filters.companyName });
  if (filters.stage) requestFilters.push({ key: 'stage', operation: 'equals', value: filters.stage });
  if (filters.status) requestFilters.push({ key: 'status', operation: 'equals', value: filters.status });
  if (filters.sector) requestFilters.push({ key: 'sectorCode', operation: 'equals', value: filters.sector });
  const sort = ROUND_SORTS[filters.sort];
  return { filters: requestFilters, page: filters.page - 1, size, sorts: [{ key: sort.key, direction: sort.direction }] };
}

/** The funding rounds' filters, kept in the URL; `update` goes back to page 1 unless the page itself changes. */
export function useRoundFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readRoundFilters(params);
  const hasFilters = Boolean(filters.companyName || filters.stage || filters.status || filters.sector);
  const update = (patch: Partial<RoundFilters>, { replace = false } = {}) => {
    setParams(writeRoundFilters({ ...filters, ...patch, page: patch.page ?? 1 }), { replace });
  };
  const reset = () => setParams(writeRoundFilters({ ...readRoundFilters(new URLSearchParams()), sort: filters.sort }));
  return { filters, hasFilters, update, reset };
}
