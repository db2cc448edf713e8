import { COMPANY_TYPES, type CompanyType } from '@hissa/contracts/companies';
import type { SearchRequest } from '@hissa/contracts/search';
import { searchFilters, urlField, urlFilters, useUrlFilters } from '../../../lib/url-filters';

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

/** The filters in the URL (q, city, sector, type, sort, page); bad values fall back, defaults stay out. */
const companyUrlFilters = urlFilters<CompanyFilters>({
  name: urlField.text('q'),
  city: urlField.code('city'),
  sector: urlField.code('sector'),
  type: urlField.oneOf('type', COMPANY_TYPES, null),
  sort: urlField.oneOf('sort', Object.keys(COMPANY_SORTS) as CompanySort[], 'default'),
  page: urlField.page(),
});

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
  return useUrlFilters(companyUrlFilters.read, companyUrlFilters.write);
}
