import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationDetail } from '@hissa/contracts/registration/registration-api';
import { AdminRegistrationEndpoint } from '@hissa/contracts/registration/registration-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** One registration: the submitted fields, the files and the review. */
export function getRegistration(id: number, signal?: AbortSignal): Promise<RegistrationDetail> {
  return callEndpoint(AdminRegistrationEndpoint, { params: { id }, signal });
}

/** Query options of one registration. */
export function registrationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin-registrations', 'detail', id],
    queryFn: ({ signal }) => getRegistration(id, signal),
  });
}

/** One registration, or nothing while `id` is null. */
export function useRegistration(id: number | null) {
  return useQuery({ ...registrationQueryOptions(id ?? 0), enabled: id !== null });
}
