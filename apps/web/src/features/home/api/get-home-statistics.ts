import { queryOptions, useQuery } from '@tanstack/react-query';
import { HomeStatisticsSchema, type HomeStatistics } from '@hissa/contracts/home';
import { apiRequest } from '../../../lib/api-client';

/** GET /public-api/home/statistics: the home page's live counters. */
export async function getHomeStatistics(signal?: AbortSignal): Promise<HomeStatistics> {
  const answer = await apiRequest('/public-api/home/statistics', { schema: HomeStatisticsSchema, signal });
  return answer.data;
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
