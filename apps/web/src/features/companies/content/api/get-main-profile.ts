import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MainProfile, UpdateCompanyProfileRequest } from '@hissa/contracts/company-profile';
import { MainProfileEndpoint, UpdateMainProfileEndpoint } from '@hissa/contracts/company-profile-endpoints';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../../../i18n/use-language';
import { callEndpoint } from '../../../../lib/api-client';
import { COMPANY_PROFILE_KEY } from './company-profile-query-key';

/** The signed-in company user's company (form values, content and every file). */
export async function getMainProfile(signal?: AbortSignal): Promise<MainProfile> {
  const answer = await callEndpoint(MainProfileEndpoint, { signal });
  return answer.data;
}

/** Query options of the main profile. */
export function mainProfileQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...COMPANY_PROFILE_KEY, 'main', language],
    queryFn: ({ signal }) => getMainProfile(signal),
  });
}

/** The signed-in company user's company profile. */
export function useMainProfile() {
  const { language } = useLanguage();
  return useQuery(mainProfileQueryOptions(language));
}

/** Saves my company's profile -> {message, data: MainProfile}; 400 with field errors. */
export function saveMainProfile(request: UpdateCompanyProfileRequest) {
  return callEndpoint(UpdateMainProfileEndpoint, { body: request });
}

/** Saves the profile form; every company-profile read (and the company's basic details) is fetched again. */
export function useSaveMainProfile() {
  return useCompanyProfileMutation(saveMainProfile);
}

/**
 * A company-profile write: afterwards every company-profile read, the companies' profiles (basic
 * details, logo) and the `alsoKeys` reads are fetched again.
 */
export function useCompanyProfileMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  alsoKeys: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      const keys = [COMPANY_PROFILE_KEY, ['companies'], ...alsoKeys];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
