import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VisitorRequestPageSchema, type VisitorRequestPage } from '@hissa/contracts/requests';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { REQUESTS_KEY } from './use-requests-mutation';

/** Rows per page of the admin's visitor requests. */
export const VISITOR_REQUESTS_PAGE_SIZE = 20;

/** GET /admin-api/requests?page&size: visitors' requests to follow up, newest first (admin). */
export function getVisitorRequests(page: number, signal?: AbortSignal): Promise<VisitorRequestPage> {
  return apiRequest(`/admin-api/requests?page=${page}&size=${VISITOR_REQUESTS_PAGE_SIZE}`, { schema: VisitorRequestPageSchema, signal });
}

/** A page (0-based) of visitors' requests. */
export function useVisitorRequests(page: number) {
  const { language } = useLanguage();
  return useQuery({ queryKey: [...REQUESTS_KEY, 'visitors', page, language], queryFn: ({ signal }) => getVisitorRequests(page, signal), placeholderData: keepPreviousData });
}
