import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminConsultantPage, ConsultantVerificationStatus } from '@hissa/contracts/consultants';
import { AdminConsultantsEndpoint, ConsultantVerificationEndpoint } from '@hissa/contracts/consultants-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

const ADMIN_KEY = ['consultants', 'admin'] as const;
/** Consultants per page of the admin's list. */
export const ADMIN_CONSULTANTS_PAGE_SIZE = 20;

/** A page (0-based) of the consultants of one verification status, for the admin. */
export function getAdminConsultants(
  status: ConsultantVerificationStatus,
  page: number,
  signal?: AbortSignal,
): Promise<AdminConsultantPage> {
  return callEndpoint(AdminConsultantsEndpoint, {
    query: { status, page, size: ADMIN_CONSULTANTS_PAGE_SIZE },
    signal,
  });
}

/** The admin's consultants of one status; the previous page stays shown while the next loads. */
export function useAdminConsultants(status: ConsultantVerificationStatus, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...ADMIN_KEY, status, page, language],
    queryFn: ({ signal }) => getAdminConsultants(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Verifies a consultant or takes the verification back -> {message}; the lists are read again. */
export function useSetConsultantVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consultantId, isVerified }: { consultantId: number; isVerified: boolean }) =>
      callEndpoint(ConsultantVerificationEndpoint, { params: { consultantId }, body: { isVerified } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['consultants'] }),
  });
}
