import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestPage, RequestStatus, RequestType } from '@hissa/contracts/requests';
import { SearchMyRequestsEndpoint, SearchOtherRequestsEndpoint } from '@hissa/contracts/requests-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { REQUESTS_KEY, type RequestSide } from './use-requests-mutation';

/** Rows per page of the request lists. */
export const REQUESTS_PAGE_SIZE = 10;

/** Filters of a request list; page is 0-based. */
type RequestFilters = { search: string; type: RequestType | ''; status: RequestStatus | ''; page: number };

/**
 * A page of the requests I sent ('mine') or received ('others'), newest first, filtered by
 * text, type and status.
 */
export function searchRequests(side: RequestSide, filters: RequestFilters, signal?: AbortSignal): Promise<RequestPage> {
  const query = {
    page: filters.page,
    size: REQUESTS_PAGE_SIZE,
    search: filters.search.trim() || undefined,
    type: filters.type || undefined,
    status: filters.status || undefined,
  };
  return callEndpoint(side === 'mine' ? SearchMyRequestsEndpoint : SearchOtherRequestsEndpoint, { query, signal });
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
