import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminSummaryEndpoint, type AdminSummary } from '@hissa/contracts/admin-home-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** The counts of items waiting in each admin queue. */
export async function getAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return (await callEndpoint(AdminSummaryEndpoint, { signal })).data;
}

/** The admin summary, fetched again on each visit of the home (counts only: no language in the key). */
export function useAdminSummary() {
  return useQuery(
    queryOptions({
      queryKey: ['admin-home', 'summary'],
      queryFn: ({ signal }) => getAdminSummary(signal),
      staleTime: 0,
    }),
  );
}
