import { COMPANY_TYPES, type CompanyType } from '@hissa/contracts/companies';
import type { SearchRequest } from '@hissa/contracts/search';
import { isOneOf, queryParams, readPage, searchFilters, useUrlFilters } from '../../../lib/url-filters';

/**
 * Sort choices of the companies list and the request sort each stands for. The default keeps
 * the directory's own order (listed companies by Tadawul listing, then private companies).
 */
export const COMPANY_SORTS = {
  default: { key: 'id', direction: 'asc' },
  name: { key: 'companyName', direction: 'asc' },
  newest: { key: 'establishedDate', direction: 'desc' },
  capital: { key: 'paidCapital', direction: 'desc' },
} as const;
/** One of the sort choices: default, name, newest or capital. */
export type CompanySort = keyof typeof COMPANY_SORTS;

/** Companies per page (the API allows up to 50). */
export const COMPANIES_PAGE_SIZE = 20;

/** The list's filters as kept in the URL query string; `page` is 1-based. */
export interface CompanyFilters {
  name: string;
  city: string | null;
  sector: string | null;
  type: CompanyType | null;
  sort: CompanySort;
  page: number;
}

/** True when `value` is one of the sort choices. */
export function isCompanySort(value: string | null): value is CompanySort {
  return value !== null && Object.hasOwn(COMPANY_SORTS, value);
}

/** Reads the filters from query parameters (q, city, sector, type, sort, page); bad values fall back. */
export function readCompanyFilters(params: URLSearchParams): CompanyFilters {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    name: params.get('q')?.trim() ?? '',
    city: params.get('city') || null,
    sector: params.get('sector') || null,
    type: isOneOf(COMPANY_TYPES, type) ? type : null,
    sort: isCompanySort(sort) ? sort : 'default',
    page: readPage(params),
  };
}

/** Writes filters back as query parameters, leaving defaults out so URLs stay short. */
function writeCompanyFilters(filters: CompanyFilters): URLSearchParams {
  return queryParams({
    q: filters.name,
    city: filters.city,
    sector: filters.sector,
    type: filters.type,
    sort: filters.sort === 'default' ? null : filters.sort,
    page: filters.page > 1 ? String(filters.page) : null,
  });
}

/** The searchCompaniesWithPagination request for a set of filters. */
export function companySearchRequest(filters: CompanyFilters): SearchRequest {
  const sort = COMPANY_SORTS[filters.sort];
  return {
    filters: searchFilters([
      [filters.name, 'companyName', 'contains'],
      [filters.city, 'cityCode', 'equals'],
      [filters.sector, 'sectorCode', 'equals'],
      [filters.type, 'companyType', 'equals'],
    ]),
    page: filters.page - 1,
    size: COMPANIES_PAGE_SIZE,
    sorts: [{ key: sort.key, direction: sort.direction }],
  };
}

/** The companies list's filters, kept in the URL (useUrlFilters: update, reset, hasFilters). */
export function useCompanyFilters() {
  return useUrlFilters(readCompanyFilters, writeCompanyFilters);
}
