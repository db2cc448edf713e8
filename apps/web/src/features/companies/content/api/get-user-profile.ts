import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserProfileResponseSchema, UserProfileSavedSchema, type UpdateUserProfileRequest, type UserProfile } from '@hissa/contracts/company-profile';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../../i18n/use-language';
import { apiRequest } from '../../../../lib/api-client';
import { COMPANY_PROFILE_KEY } from './company-profile-query-key';
import { useCompanyProfileMutation } from './get-main-profile';

/** GET /user-api/company/user-profile: the signed-in company user's names, e-mail, phone, designation and company. */
export async function getUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  const answer = await apiRequest('/user-api/company/user-profile', { schema: UserProfileResponseSchema, signal });
  return answer.data;
}

/** Query options of the company user's own profile. */
export function userProfileQueryOptions(language: Language) {
  return queryOptions({ queryKey: [...COMPANY_PROFILE_KEY, 'user', language], queryFn: ({ signal }) => getUserProfile(signal) });
}

/** The company user's own profile. */
export function useUserProfile() {
  const { language } = useLanguage();
  return useQuery(userProfileQueryOptions(language));
}

/** PUT /user-api/company/update-user-profile -> {message, data: UserProfile}; 400 with field errors. */
export function saveUserProfile(request: UpdateUserProfileRequest) {
  return apiRequest('/user-api/company/update-user-profile', { method: 'PUT', body: request, schema: UserProfileSavedSchema });
}

/** Saves the user profile; the profile reads and the signed-in account (names in the header) are fetched again. */
export function useSaveUserProfile() {
  return useCompanyProfileMutation(saveUserProfile, [['session', 'me']]);
}
