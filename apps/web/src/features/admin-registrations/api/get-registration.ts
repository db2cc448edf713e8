import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegistrationDetailSchema, type RegistrationDetail } from '@hissa/contracts/registration/registration-api';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin-api/registrations/{id}: the submitted fields, the files and the review. */
export function getRegistration(id: number, signal?: AbortSignal): Promise<RegistrationDetail> {
  return apiRequest(`/admin-api/registrations/${id}`, { schema: RegistrationDetailSchema, signal });
}

/** Query options of one registration. */
export function registrationQueryOptions(id: number) {
  return queryOptions({ queryKey: ['admin-registrations', 'detail', id], queryFn: ({ signal }) => getRegistration(id, signal) });
}

/** One registration, or nothing while `id` is null. */
export function useRegistration(id: number | null) {
  return useQuery({ ...registrationQueryOptions(id ?? 0), enabled: id !== null });
}
