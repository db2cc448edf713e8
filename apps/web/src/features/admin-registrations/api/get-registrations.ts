import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationList } from '@hissa/contracts/registration/registration-api';
import { AdminRegistrationsEndpoint } from '@hissa/contracts/registration/registration-endpoints';
import type { RegistrationStatus } from '@hissa/contracts/registration/registration-journey';
import { callEndpoint } from '../../../lib/api-client';

/** Rows of one page of the review queue. */
export const REGISTRATIONS_PAGE_SIZE = 10;

type RegistrationsRequest = { status: RegistrationStatus; page: number };

/** One page (0-based) of the review queue of one status, newest first. */
export function getRegistrations(
  { status, page }: RegistrationsRequest,
  signal?: AbortSignal,
): Promise<RegistrationList> {
  return callEndpoint(AdminRegistrationsEndpoint, { query: { status, page, size: REGISTRATIONS_PAGE_SIZE }, signal });
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
