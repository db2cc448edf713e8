import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsultantProfileRequest, MyConsultantProfile } from '@hissa/contracts/consultants';
import { MyConsultantProfileEndpoint, UpdateMyConsultantProfileEndpoint } from '@hissa/contracts/consultants-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

const MY_PROFILE_KEY = ['consultants', 'mine'] as const;

/** My consultant profile: account, verification status, the form's values and my listing. */
export async function getMyConsultantProfile(signal?: AbortSignal): Promise<MyConsultantProfile> {
  return (await callEndpoint(MyConsultantProfileEndpoint, { signal })).data;
}

/** My consultant profile, names in the current language. */
export function useMyConsultantProfile() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...MY_PROFILE_KEY, language],
    queryFn: ({ signal }) => getMyConsultantProfile(signal),
  });
}

/** Saves my expertise and freelancing answers -> {message, data}; 400 with field messages. */
export function saveMyConsultantProfile(request: ConsultantProfileRequest) {
  return callEndpoint(UpdateMyConsultantProfileEndpoint, { body: request });
}

/** Saves my consultant profile; the profile is read again. */
export function useSaveMyConsultantProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyConsultantProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY }),
  });
}
