import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeStatistics } from '@hissa/contracts/home';
import { HomeStatisticsEndpoint } from '@hissa/contracts/home-endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** The home page's live counters. */
export async function getHomeStatistics(signal?: AbortSignal): Promise<HomeStatistics> {
  return (await callEndpoint(HomeStatisticsEndpoint, { signal })).data;
}

/** Query options of the home statistics (counts only: no language in the key). */
export function homeStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'statistics'],
    queryFn: ({ signal }) => getHomeStatistics(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The home page's live counters. */
export function useHomeStatistics() {
  return useQuery(homeStatisticsQueryOptions());
}
