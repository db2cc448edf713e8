import { useQuery } from '@tanstack/react-query';
import type { InstitutionalProfile } from '@hissa/contracts/account-profiles';
import { InstitutionalProfileEndpoint } from '@hissa/contracts/investors-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { ACCOUNT_PROFILE_KEY } from './account-profile-key';

/** My institutional profile (values, names, key members, previous investments). */
export async function getInstitutionalProfile(signal?: AbortSignal): Promise<InstitutionalProfile> {
  return (await callEndpoint(InstitutionalProfileEndpoint, { signal })).data;
}

/** My institutional profile (institutional shareholders and investors). */
export function useInstitutionalProfile() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...ACCOUNT_PROFILE_KEY, 'institutional', language],
    queryFn: ({ signal }) => getInstitutionalProfile(signal),
  });
}
