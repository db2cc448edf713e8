import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpdateUserProfileRequest, UserProfile } from '@hissa/contracts/company-profile';
import { UpdateUserProfileEndpoint, UserProfileEndpoint } from '@hissa/contracts/company-profile-endpoints';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../../i18n/use-language';
import { callEndpoint } from '../../../../lib/api-client';
import { COMPANY_PROFILE_KEY } from './company-profile-query-key';
import { useCompanyProfileMutation } from './get-main-profile';

/** The signed-in company user's names, e-mail, phone, designation and company. */
export async function getUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  const answer = await callEndpoint(UserProfileEndpoint, { signal });
  return answer.data;
}

/** Query options of the company user's own profile. */
export function userProfileQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...COMPANY_PROFILE_KEY, 'user', language],
    queryFn: ({ signal }) => getUserProfile(signal),
  });
}

/** The company user's own profile. */
export function useUserProfile() {
  const { language } = useLanguage();
  return useQuery(userProfileQueryOptions(language));
}

/** Saves my own profile -> {message, data: UserProfile}; 400 with field errors. */
export function saveUserProfile(request: UpdateUserProfileRequest) {
  return callEndpoint(UpdateUserProfileEndpoint, { body: request });
}

/** Saves the user profile; the profile reads and the signed-in account (names in the header) are fetched again. */
export function useSaveUserProfile() {
  return useCompanyProfileMutation(saveUserProfile, [['session', 'me']]);
}
