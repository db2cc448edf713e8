import { useQuery } from '@tanstack/react-query';
import type { IndividualProfile } from '@hissa/contracts/account-profiles';
import { IndividualProfileEndpoint } from '@hissa/contracts/investors-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { ACCOUNT_PROFILE_KEY } from './account-profile-key';

/** My individual profile (values, their names, previous investments). */
export async function getIndividualProfile(signal?: AbortSignal): Promise<IndividualProfile> {
  return (await callEndpoint(IndividualProfileEndpoint, { signal })).data;
}

/** My individual profile (individual shareholders and investors). */
export function useIndividualProfile() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...ACCOUNT_PROFILE_KEY, 'individual', language],
    queryFn: ({ signal }) => getIndividualProfile(signal),
  });
}
