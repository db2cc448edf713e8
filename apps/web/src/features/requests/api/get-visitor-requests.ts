import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VisitorFollowUpState, VisitorRequestPage } from '@hissa/contracts/requests';
import { MarkVisitorContactedEndpoint, VisitorRequestsEndpoint } from '@hissa/contracts/requests-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { REQUESTS_KEY, useRequestsMutation } from './use-requests-mutation';

/** Rows per page of the admin's visitor requests. */
export const VISITOR_REQUESTS_PAGE_SIZE = 20;

/**
 * Visitors' requests to follow up, newest first (admin), of one follow-up state (to contact,
 * contacted) or all when `state` is null.
 */
export function getVisitorRequests(
  page: number,
  state: VisitorFollowUpState | null,
  signal?: AbortSignal,
): Promise<VisitorRequestPage> {
  return callEndpoint(VisitorRequestsEndpoint, {
    query: { page, size: VISITOR_REQUESTS_PAGE_SIZE, state: state ?? undefined },
    signal,
  });
}

/** A page (0-based) of visitors' requests of `state` (all when null). */
export function useVisitorRequests(page: number, state: VisitorFollowUpState | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'visitors', page, state, language],
    queryFn: ({ signal }) => getVisitorRequests(page, state, signal),
    placeholderData: keepPreviousData,
  });
}

/** Records that the admin has contacted the visitor -> {message}; 404 when it is not a visitor's request. */
export function markVisitorContacted(requestId: number) {
  return callEndpoint(MarkVisitorContactedEndpoint, { params: { requestId } });
}

/** Marks a visitor's request as contacted; the requests reads are fetched again. */
export function useMarkVisitorContacted() {
  return useRequestsMutation(markVisitorContacted);
}
