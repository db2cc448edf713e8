import {
  INVESTMENT_STRATEGY_CODES,
  INVESTOR_KINDS,
  type InvestmentStrategy,
  type InvestorKind,
} from '@hissa/contracts/investors';
import type { SearchRequest } from '@hissa/contracts/search';
import { searchFilters, urlField, urlFilters, useUrlFilters } from '../../../lib/url-filters';

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

/** The filters in the URL; bad values fall back to none, defaults stay out. */
const investorUrlFilters = urlFilters<InvestorFilters>({
  name: urlField.text('q'),
  type: urlField.oneOf('type', INVESTOR_KINDS, null),
  country: urlField.code('country', /^[A-Z]{2}$/),
  sector: urlField.code('sector', /^[A-Z]$/),
  geography: urlField.code('geo', /^[A-Z]{2}$/),
  strategy: urlField.oneOf('strategy', INVESTMENT_STRATEGY_CODES, null),
  sort: urlField.oneOf('sort', ['default', 'name'] as const, 'default'),
  page: urlField.page(),
});

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
  return useUrlFilters(investorUrlFilters.read, investorUrlFilters.write);
}
