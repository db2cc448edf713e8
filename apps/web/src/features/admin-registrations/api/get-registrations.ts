import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RegistrationListSchema, type RegistrationList } from '@hissa/contracts/registration/registration-api';
import type { RegistrationStatus } from '@hissa/contracts/registration/registration-journey';
import { apiRequest } from '../../../lib/api-client';

/** Rows of one page of the review queue. */
export const REGISTRATIONS_PAGE_SIZE = 10;

export type RegistrationsRequest = { status: RegistrationStatus; page: number };

/** GET /admin-api/registrations?status=&page=&size=: one page (0-based) of the queue, newest first. */
export function getRegistrations({ status, page }: RegistrationsRequest, signal?: AbortSignal): Promise<RegistrationList> {
  const query = new URLSearchParams({ status, page: String(page), size: String(REGISTRATIONS_PAGE_SIZE) });
  return apiRequest(`/admin-api/registrations?${query.toString()}`, { schema: RegistrationListSchema, signal });
}

/** Query options of a queue page; the previous page stays on screen while the next loads. */
export function registrationsQueryOptions(request: RegistrationsRequest) {
  return queryOptions({
    queryKey: ['admin-registrations', 'list', request],
    queryFn: ({ signal }) => getRegistrations(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the review queue. */
export function useRegistrations(request: RegistrationsRequest) {
  return useQuery(registrationsQueryOptions(request));
}
