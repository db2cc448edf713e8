import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import {
  FollowCompanyEndpoint,
  FollowedCompaniesEndpoint,
  FollowStatusEndpoint,
  UnfollowCompanyEndpoint,
} from '@hissa/contracts/follow-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/** Root of every following read: follow and unfollow invalidate it. */
export const FOLLOWING_KEY = ['following'] as const;

type FollowedCompanyPage = EndpointResponse<typeof FollowedCompaniesEndpoint>;

/** A page (0-based) of the companies I follow, newest follow first. */
export function getFollowedCompanies(page: number, size: number, signal?: AbortSignal): Promise<FollowedCompanyPage> {
  return callEndpoint(FollowedCompaniesEndpoint, { query: { page, size }, signal });
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

/** Whether I follow the company. */
export async function getFollowStatus(companyId: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await callEndpoint(FollowStatusEndpoint, { params: { companyId }, signal });
  return answer.data.isFollowing;
}

/** Whether I follow `companyId`; fetched only when `isEnabled` (a signed-in shareholder or investor). */
export function useFollowStatus(companyId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...FOLLOWING_KEY, 'status', companyId],
    queryFn: ({ signal }) => getFollowStatus(companyId, signal),
    enabled: isEnabled,
  });
}

/** Follows or unfollows a company -> {message ('You followed the company.'), data: {companyId, isFollowing}}. Both are idempotent. */
export function setFollowing({ companyId, isFollowing }: { companyId: number; isFollowing: boolean }) {
  return callEndpoint(isFollowing ? FollowCompanyEndpoint : UnfollowCompanyEndpoint, { body: { companyId } });
}

/** Follows or unfollows; the following list and statuses are fetched again. */
export function useSetFollowing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FOLLOWING_KEY }),
  });
}
