import { useSearchParams } from 'react-router';
import { INVESTMENT_STRATEGY_CODES, INVESTOR_KINDS, type InvestmentStrategy, type InvestorKind } from '@hissa/contracts/investors';
import type { SearchFilter, SearchRequest } from '@hissa/contracts/search';

/** Investors per page (the API allows up to 50). */
export const INVESTORS_PAGE_SIZE = 20;

/** The investors list's filters as kept in the URL (q, type, country, sector, geo, strategy, sort, page; page 1-based). */
export interface InvestorFilters {
  name: string;
  type: InvestorKind | null;
  country: string | null;
  sector: string | null;
  geography: string | null;
  strategy: InvestmentStrategy | null;
  sort: 'default' | 'name';
  page: number;
}

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

function code(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

/** Reads the filters from query parameters; bad values fall back to none. */
export function readInvestorFilters(params: URLSearchParams): InvestorFilters {
  const type = params.get('type');
  const strategy = params.get('strategy');
  const page = Number(params.get('page'));
  return {
    name: params.get('q')?.trim() ?? '',
    type: isOneOf(INVESTOR_KINDS, type) ? type : null,
    country: code(params.get('country'), /^[A-Z]{2}$/),
    sector: code(params.get('sector'), /^[A-Z]$/),
    geography: code(params.get('geo'), /^[A-Z]{2}$/),
    strategy: isOneOf(INVESTMENT_STRATEGY_CODES, strategy) ? strategy : null,
    sort: params.get('sort') === 'name' ? 'name' : 'default',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function writeInvestorFilters(filters: InvestorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.name) params.set('q', filters.name);
  if (filters.type) params.set('type', filters.type);
  if (filters.country) params.set('country', filters.country);
  if (filters.sector) params.set('sector', filters.sector);
  if (filters.geography) params.set('geo', filters.geography);
  if (filters.strategy) params.set('strategy', filters.strategy);
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filter-investors request of a set of filters. */
export function investorSearchRequest(filters: InvestorFilters): SearchRequest {
  const requestFilters: SearchFilter[] = [];
  if (filters.name) requestFilters.push({ key: 'name', operation: 'contains', value: filters.name });
  if (filters.type) requestFilters.push({ key: 'type', operation: 'equals', value: filters.type });
  if (filters.country) requestFilters.push({ key: 'countryCode', operation: 'equals', value: filters.country });
  if (filters.sector) requestFilters.push({ key: 'sectorFocus', operation: 'equals', value: filters.sector });
  if (filters.geography) requestFilters.push({ key: 'geographicFocus', operation: 'equals', value: filters.geography });
  if (filters.strategy) requestFilters.push({ key: 'strategy', operation: 'equals', value: filters.strategy });
  return {
    filters: requestFilters,
    page: filters.page - 1,
    size: INVESTORS_PAGE_SIZE,
    sorts: [filters.sort === 'name' ? { key: 'name', direction: 'asc' } : { key: 'id', direction: 'asc' }],
  };
}

/** The investors list's filters, kept in the URL; `update` goes back to page 1 unless the page itself changes. */
export function useInvestorFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readInvestorFilters(params);
  const hasFilters = Boolean(filters.name || filters.type || filters.country || filters.sector || filters.geography || filters.strategy);
  const update = (patch: Partial<InvestorFilters>, { replace = false } = {}) => {
    setParams(writeInvestorFilters({ ...filters, ...patch, page: patch.page ?? 1 }), { replace });
  };
  const reset = () => setParams(writeInvestorFilters({ ...readInvestorFilters(new URLSearchParams()), sort: filters.sort }));
  return { filters, hasFilters, update, reset };
}
