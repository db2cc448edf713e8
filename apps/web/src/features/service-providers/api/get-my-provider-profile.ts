import { useQuery } from '@tanstack/react-query';
import type { ServiceProviderProfile } from '@hissa/contracts/service-providers';
import { MyProviderProfileEndpoint } from '@hissa/contracts/service-providers-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, callEndpoint } from '../../../lib/api-client';

/**
 * The profile of the provider the signed-in provider user's account acts for. 404
 * errors.providerNotLinked when the account has none yet.
 */
export async function getMyProviderProfile(signal?: AbortSignal): Promise<ServiceProviderProfile> {
  return (await callEndpoint(MyProviderProfileEndpoint, { signal })).data;
}

/** The signed-in provider user's company profile; a 404 is final, so it is not retried. */
export function useMyProviderProfile() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['service-providers', 'my-profile', language],
    queryFn: ({ signal }) => getMyProviderProfile(signal),
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}
