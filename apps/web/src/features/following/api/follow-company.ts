import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FollowCompanyResponseSchema, FollowedCompanyPageSchema, FollowStatusResponseSchema, type FollowedCompanyPage } from '@hissa/contracts/follow';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/** Root of every following read: follow and unfollow invalidate it. */
export const FOLLOWING_KEY = ['following'] as const;

/** GET /common-api/follow-company/getUserFollowCompany?page&size: the companies I follow, newest follow first. */
export function getFollowedCompanies(page: number, size: number, signal?: AbortSignal): Promise<FollowedCompanyPage> {
  return apiRequest(`/common-api/follow-company/getUserFollowCompany?page=${page}&size=${size}`, { schema: FollowedCompanyPageSchema, signal });
}

/** A page (0-based) of the companies I follow. */
export function useFollowedCompanies(page: number, size: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...FOLLOWING_KEY, 'list', page, size, language],
    queryFn: ({ signal }) => getFollowedCompanies(page, size, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /common-api/follow-company/status/{companyId}: whether I follow the company. */
export async function getFollowStatus(companyId: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest(`/common-api/follow-company/status/${companyId}`, { schema: FollowStatusResponseSchema, signal });
  return answer.data.isFollowing;
}

/** Whether I follow `companyId`; fetched only when `isEnabled` (a signed-in shareholder or investor). */
export function useFollowStatus(companyId: number, isEnabled: boolean) {
  return useQuery({ queryKey: [...FOLLOWING_KEY, 'status', companyId], queryFn: ({ signal }) => getFollowStatus(companyId, signal), enabled: isEnabled });
}

/**
 * POST /common-api/follow-company/follow or unfollow {companyId} -> {message ('You followed the
 * company.'), data: {companyId, isFollowing}}. Both are idempotent.
 */
export function setFollowing({ companyId, isFollowing }: { companyId: number; isFollowing: boolean }) {
  const path = isFollowing ? '/common-api/follow-company/follow' : '/common-api/follow-company/unfollow';
  return apiRequest(path, { method: 'POST', body: { companyId }, schema: FollowCompanyResponseSchema });
}

/** Follows or unfollows; the following list and statuses are fetched again. */
export function useSetFollowing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFollowing, onSuccess: () => queryClient.invalidateQueries({ queryKey: FOLLOWING_KEY }) });
}
