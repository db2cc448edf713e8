import { useQuery } from '@tanstack/react-query';
import { ServiceProviderProfileResponseSchema, type ServiceProviderProfile } from '@hissa/contracts/service-providers';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * GET /common-api/service-provider/my-profile (provider users): the profile of the provider the
 * account acts for. 404 errors.providerNotLinked when the account has none yet.
 */
export async function getMyProviderProfile(signal?: AbortSignal): Promise<ServiceProviderProfile> {
  return (await apiRequest('/common-api/service-provider/my-profile', { schema: ServiceProviderProfileResponseSchema, signal })).data;
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
