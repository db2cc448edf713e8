import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@hissa/contracts/languages';
import type { ServiceProviderProfile } from '@hissa/contracts/service-providers';
import { ServiceProviderProfileEndpoint } from '@hissa/contracts/service-providers-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, callEndpoint } from '../../../lib/api-client';

/** A provider's about and business info (404 if none). */
export async function getServiceProviderProfile(
  providerId: number,
  signal?: AbortSignal,
): Promise<ServiceProviderProfile> {
  const answer = await callEndpoint(ServiceProviderProfileEndpoint, { params: { providerId }, signal });
  return answer.data;
}

/** Query options of a provider profile; a 404 is final, so it is not retried. */
export function serviceProviderProfileQueryOptions(providerId: number, language: Language) {
  return queryOptions({
    queryKey: ['service-providers', 'profile', providerId, language],
    queryFn: ({ signal }) => getServiceProviderProfile(providerId, signal),
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}

/** A provider's profile; `providerId` null (not a number in the route) never fetches. */
export function useServiceProviderProfile(providerId: number | null) {
  const { language } = useLanguage();
  return useQuery({ ...serviceProviderProfileQueryOptions(providerId ?? 0, language), enabled: providerId !== null });
}
