import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RequestPageSchema, type RequestPage, type RequestStatus, type RequestType } from '@hissa/contracts/requests';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { REQUESTS_KEY, type RequestSide } from './use-requests-mutation';

/** Rows per page of the request lists. */
export const REQUESTS_PAGE_SIZE = 10;

/** Filters of a request list; page is 0-based. */
export type RequestFilters = { search: string; type: RequestType | ''; status: RequestStatus | ''; page: number };

/**
 * GET /common-api/request/search-my-requests or search-other-requests: a page of the requests
 * I sent or received, newest first, filtered by text, type and status.
 */
export function searchRequests(side: RequestSide, filters: RequestFilters, signal?: AbortSignal): Promise<RequestPage> {
  const query = new URLSearchParams({ page: String(filters.page), size: String(REQUESTS_PAGE_SIZE) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  const path = side === 'mine' ? 'search-my-requests' : 'search-other-requests';
  return apiRequest(`/common-api/request/${path}?${query.toString()}`, { schema: RequestPageSchema, signal });
}

/** Query options of a request list page (party names come in the current language). */
export function requestsQueryOptions(side: RequestSide, filters: RequestFilters, language: string) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, side, filters, language],
    queryFn: ({ signal }) => searchRequests(side, filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of my sent ('mine') or received ('others') requests. */
export function useRequests(side: RequestSide, filters: RequestFilters) {
  const { language } = useLanguage();
  return useQuery(requestsQueryOptions(side, filters, language));
}
