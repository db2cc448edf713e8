import { INVESTMENT_STRATEGY_CODES, INVESTOR_KINDS, type InvestmentStrategy, type InvestorKind } from '@hissa/contracts/investors';
import type { SearchRequest } from '@hissa/contracts/search';
import { isOneOf, queryParams, readPage, searchFilters, useUrlFilters } from '../../../lib/url-filters';

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

function code(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

/** Reads the filters from query parameters; bad values fall back to none. */
export function readInvestorFilters(params: URLSearchParams): InvestorFilters {
  const type = params.get('type');
  const strategy = params.get('strategy');
  return {
    name: params.get('q')?.trim() ?? '',
    type: isOneOf(INVESTOR_KINDS, type) ? type : null,
    country: code(params.get('country'), /^[A-Z]{2}$/),
    sector: code(params.get('sector'), /^[A-Z]$/),
    geography: code(params.get('geo'), /^[A-Z]{2}$/),
    strategy: isOneOf(INVESTMENT_STRATEGY_CODES, strategy) ? strategy : null,
    sort: params.get('sort') === 'name' ? 'name' : 'default',
    page: readPage(params),
  };
}

function writeInvestorFilters(filters: InvestorFilters): URLSearchParams {
  return queryParams({
    q: filters.name,
    type: filters.type,
    country: filters.country,
    sector: filters.sector,
    geo: filters.geography,
    strategy: filters.strategy,
    sort: filters.sort === 'default' ? null : filters.sort,
    page: filters.page > 1 ? String(filters.page) : null,
  });
}

/** The filter-investors request of a set of filters. */
export function investorSearchRequest(filters: InvestorFilters): SearchRequest {
  return {
    filters: searchFilters([
      [filters.name, 'name', 'contains'],
      [filters.type, 'type', 'equals'],
      [filters.country, 'countryCode', 'equals'],
      [filters.sector, 'sectorFocus', 'equals'],
      [filters.geography, 'geographicFocus', 'equals'],
      [filters.strategy, 'strategy', 'equals'],
    ]),
    page: filters.page - 1,
    size: INVESTORS_PAGE_SIZE,
    sorts: [filters.sort === 'name' ? { key: 'name', direction: 'asc' } : { key: 'id', direction: 'asc' }],
  };
}

/** The investors list's filters, kept in the URL (useUrlFilters: update, reset, hasFilters). */
export function useInvestorFilters() {
  return useUrlFilters(readInvestorFilters, writeInvestorFilters);
}
