import { useSearchParams } from 'react-router';
import { COMPANY_TYPES, type CompanyType } from '@hissa/contracts/companies';
import type { SearchFilter, SearchRequest } from '@hissa/contracts/search';

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

function isCompanyType(value: string | null): value is CompanyType {
  return COMPANY_TYPES.some((type) => type === value);
}

/** True when `value` is one of the sort choices. */
export function isCompanySort(value: string | null): value is CompanySort {
  return value !== null && Object.hasOwn(COMPANY_SORTS, value);
}

/** Reads the filters from query parameters (q, city, sector, type, sort, page); bad values fall back. */
export function readCompanyFilters(params: URLSearchParams): CompanyFilters {
  const type = params.get('type');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    name: params.get('q')?.trim() ?? '',
    city: params.get('city') || null,
    sector: params.get('sector') || null,
    type: isCompanyType(type) ? type : null,
    sort: isCompanySort(sort) ? sort : 'default',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes filters back as query parameters, leaving defaults out so URLs stay short. */
function writeCompanyFilters(filters: CompanyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.name) params.set('q', filters.name);
  if (filters.city) params.set('city', filters.city);
  if (filters.sector) params.set('sector', filters.sector);
  if (filters.type) params.set('type', filters.type);
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The searchCompaniesWithPagination request for a set of filters. */
export function companySearchRequest(filters: CompanyFilters): SearchRequest {
  const requestFilters: SearchFilter[] = [];
  if (filters.name) requestFilters.push({ key: 'companyName', operation: 'contains', value: filters.name });
  if (filters.city) requestFilters.push({ key: 'cityCode', operation: 'equals', value: filters.city });
  if (filters.sector) requestFilters.push({ key: 'sectorCode', operation: 'equals', value: filters.sector });
  if (filters.type) requestFilters.push({ key: 'companyType', operation: 'equals', value: filters.type });
  const sort = COMPANY_SORTS[filters.sort];
  return {
    filters: requestFilters,
    page: filters.page - 1,
    size: COMPANIES_PAGE_SIZE,
    sorts: [{ key: sort.key, direction: sort.direction }],
  };
}

/**
 * The companies list's filters, kept in the URL so back/forward and reload restore them.
 * `update` changes some filters (back to page 1 unless the page itself changes); `replace`
 * rewrites the current history entry instead of adding one (used while typing).
 */
export function useCompanyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readCompanyFilters(params);
  const hasFilters = Boolean(filters.name || filters.city || filters.sector || filters.type);

  const update = (patch: Partial<CompanyFilters>, { replace = false } = {}) => {
    const next = { ...filters, ...patch, page: patch.page ?? 1 };
    setParams(writeCompanyFilters(next), { replace });
  };
  const reset = () => setParams(writeCompanyFilters({ ...readCompanyFilters(new URLSearchParams()), sort: filters.sort }));

  return { filters, hasFilters, update, reset };
}
