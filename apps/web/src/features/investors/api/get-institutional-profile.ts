import { useQuery } from '@tanstack/react-query';
import { InstitutionalProfileResponseSchema, type InstitutionalProfile } from '@hissa/contracts/account-profiles';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_PROFILE_KEY } from './account-profile-key';

/** GET /user-api/profile/institutional-profile: my institutional profile (values, names, key members, previous investments). */
export async function getInstitutionalProfile(signal?: AbortSignal): Promise<InstitutionalProfile> {
  const answer = await apiRequest('/user-api/profile/institutional-profile', { schema: InstitutionalProfileResponseSchema, signal });
  return answer.data;
}

/** My institutional profile (institutional shareholders and investors). */
export function useInstitutionalProfile() {
  const { language } = useLanguage();
  return useQuery({ queryKey: [...ACCOUNT_PROFILE_KEY, 'institutional', language], queryFn: ({ signal }) => getInstitutionalProfile(signal) });
}
