import { useQuery } from '@tanstack/react-query';
import { IndividualProfileResponseSchema, type IndividualProfile } from '@hissa/contracts/account-profiles';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_PROFILE_KEY } from './account-profile-key';

/** GET /user-api/profile/individual-profile: my individual profile (values, their names, previous investments). */
export async function getIndividualProfile(signal?: AbortSignal): Promise<IndividualProfile> {
  const answer = await apiRequest('/user-api/profile/individual-profile', { schema: IndividualProfileResponseSchema, signal });
  return answer.data;
}

/** My individual profile (individual shareholders and investors). */
export function useIndividualProfile() {
  const { language } = useLanguage();
  return useQuery({ queryKey: [...ACCOUNT_PROFILE_KEY, 'individual', language], queryFn: ({ signal }) => getIndividualProfile(signal) });
}
