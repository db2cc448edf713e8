import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RequestMessageSchema, VisitorRequestPageSchema, type VisitorFollowUpState, type VisitorRequestPage } from '@hissa/contracts/requests';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { REQUESTS_KEY, useRequestsMutation } from './use-requests-mutation';

/** Rows per page of the admin's visitor requests. */
export const VISITOR_REQUESTS_PAGE_SIZE = 20;

/**
 * GET /admin-api/requests?page&size&state: visitors' requests to follow up, newest first
 * (admin), of one follow-up state (to contact, contacted) or all when `state` is null.
 */
export function getVisitorRequests(page: number, state: VisitorFollowUpState | null, signal?: AbortSignal): Promise<VisitorRequestPage> {
  const query = new URLSearchParams({ page: String(page), size: String(VISITOR_REQUESTS_PAGE_SIZE) });
  if (state) query.set('state', state);
  return apiRequest(`/admin-api/requests?${query.toString()}`, { schema: VisitorRequestPageSchema, signal });
}

/** A page (0-based) of visitors' requests of `state` (all when null). */
export function useVisitorRequests(page: number, state: VisitorFollowUpState | null) {
  const { language } = useLanguage();
  return useQuery({ queryKey: [...REQUESTS_KEY, 'visitors', page, state, language], queryFn: ({ signal }) => getVisitorRequests(page, state, signal), placeholderData: keepPreviousData });
}

/** POST /admin-api/requests/{id}/contacted -> {message}: the admin has contacted the visitor. 404 not a visitor's request. */
export function markVisitorContacted(requestId: number) {
  return apiRequest(`/admin-api/requests/${requestId}/contacted`, { method: 'POST', schema: RequestMessageSchema });
}

/** Marks a visitor's request as contacted; the requests reads are fetched again. */
export function useMarkVisitorContacted() {
  return useRequestsMutation(markVisitorContacted);
}
