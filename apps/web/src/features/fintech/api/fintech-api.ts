import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FintechClaimFilter } from '@hissa/contracts/fintech/fintech-claims';
import {
  ApproveFintechClaimEndpoint,
  ClaimFintechEndpoint,
  ConfirmFintechClaimEndpoint,
  DeleteScreenEndpoint,
  EditFintechProfileEndpoint,
  FintechFilterFundingRoundsEndpoint,
  FintechFundingRoundsEndpoint,
  FintechClaimsEndpoint,
  FintechHubEndpoint,
  FintechProfileEndpoint,
  FintechRoundDetailsEndpoint,
  FintechSearchEndpoint,
  MyFintechClaimEndpoint,
  RevokeFintechClaimEndpoint,
  SavedScreensEndpoint,
  SaveScreenEndpoint,
} from '@hissa/contracts/fintech-endpoints';
import type { FintechCompany, FintechProfileEdit, FintechRound } from '@hissa/contracts/fintech/fintech-directory';
import type { SaveScreenBody, ScreenInput } from '@hissa/contracts/fintech/fintech-screener';
import { NewsListEndpoint } from '@hissa/contracts/news-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/** A screen with its page (0-based) and size, as the screener calls send it. */
export type ScreenRequest = ScreenInput & { page: number; size: number };

/** A page of the screener: companies or rounds, by the screen's view. */
export type ScreenPage = { page: number; size: number; total: number; data: (FintechCompany | FintechRound)[] };

/** A page of companies (basic search) or rounds (funding search) for the screen; the last page stays while the next loads. */
export function useScreenResults(request: ScreenRequest) {
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['fintech', 'screen', request, language],
      queryFn: ({ signal }): Promise<ScreenPage> =>
        request.view === 'rounds'
          ? callEndpoint(FintechFilterFundingRoundsEndpoint, { query: request, signal })
          : callEndpoint(FintechSearchEndpoint, { query: request, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The hub landing (FintechHubEndpoint). */
export function useFintechHub() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['fintech', 'hub', language],
    queryFn: async ({ signal }) => (await callEndpoint(FintechHubEndpoint, { signal })).data,
  });
}

/** A page of the latest rounds (FintechFundingRoundsEndpoint). */
export function useLatestRounds(paging: { page: number; size: number }) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['fintech', 'rounds', paging, language],
    queryFn: ({ signal }) => callEndpoint(FintechFundingRoundsEndpoint, { query: paging, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One round (FintechRoundDetailsEndpoint); 404 is an ApiError. */
export function useRound(roundId: number | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['fintech', 'round', roundId, language],
    queryFn: async ({ signal }) =>
      (await callEndpoint(FintechRoundDetailsEndpoint, { params: { roundId: roundId ?? 0 }, signal })).data,
    enabled: roundId !== null,
    retry: false,
  });
}

/** A page of the news module's fintech category (NewsListEndpoint, category fintech; decision 041). */
export function useFintechNews(paging: { page: number; size: number }) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['fintech', 'news', paging, language],
    queryFn: ({ signal }) => callEndpoint(NewsListEndpoint, { query: { ...paging, category: 'fintech' }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A fintech's profile (FintechProfileEndpoint); 404 is an ApiError. */
export function useFintechProfile(fintechId: number | null) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['fintech', 'profile', fintechId, language],
    queryFn: async ({ signal }) =>
      (await callEndpoint(FintechProfileEndpoint, { params: { fintechId: fintechId ?? 0 }, signal })).data,
    enabled: fintechId !== null,
    retry: false,
  });
}

/** The signed-in user's claim on a profile (MyFintechClaimEndpoint); off when signed out. */
export function useMyClaim(fintechId: number, isSignedIn: boolean) {
  return useQuery({
    queryKey: ['fintech', 'my-claim', fintechId],
    queryFn: async ({ signal }) => (await callEndpoint(MyFintechClaimEndpoint, { params: { fintechId }, signal })).data,
    enabled: isSignedIn,
  });
}

/** Claims the profile (ClaimFintechEndpoint); refreshes the caller's claim. */
export function useClaimFintech(fintechId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (designation: string) =>
      callEndpoint(ClaimFintechEndpoint, { params: { fintechId }, body: { designation } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['fintech', 'my-claim', fintechId] }),
  });
}

/** The owner's edit (EditFintechProfileEndpoint); refreshes the profile. */
export function useEditFintechProfile(fintechId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FintechProfileEdit) => callEndpoint(EditFintechProfileEndpoint, { params: { fintechId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['fintech', 'profile', fintechId] }),
  });
}

/** Confirms a claim by its mailed token (ConfirmFintechClaimEndpoint). */
export function useConfirmClaim() {
  return useMutation({
    mutationFn: (verifyToken: string) => callEndpoint(ConfirmFintechClaimEndpoint, { body: { verifyToken } }),
  });
}

/** The signed-in user's saved screens (SavedScreensEndpoint); off when signed out. */
export function useSavedScreens(isSignedIn: boolean) {
  return useQuery({
    queryKey: ['fintech', 'screens'],
    queryFn: async ({ signal }) => (await callEndpoint(SavedScreensEndpoint, { signal })).data,
    enabled: isSignedIn,
  });
}

/** Saves a screen (SaveScreenEndpoint) and refreshes the list. */
export function useSaveScreen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveScreenBody) => callEndpoint(SaveScreenEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['fintech', 'screens'] }),
  });
}

/** Deletes a saved screen (DeleteScreenEndpoint) and refreshes the list. */
export function useDeleteScreen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (screenId: number) => callEndpoint(DeleteScreenEndpoint, { params: { screenId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['fintech', 'screens'] }),
  });
}

/** Rows of one page of the admin's claims queue. */
export const CLAIMS_PAGE_SIZE = 20;

/** One page (0-based) of the admin's fintech claims queue, by filter or all (FintechClaimsEndpoint). */
export function useFintechClaims(filter: FintechClaimFilter | null, page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['fintech', 'admin-claims', filter, page, language],
    queryFn: ({ signal }) =>
      callEndpoint(FintechClaimsEndpoint, {
        query: { page, size: CLAIMS_PAGE_SIZE, ...(filter ? { status: filter } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Approves an effective claim (ApproveFintechClaimEndpoint) and refreshes the queue. */
export function useApproveFintechClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claimId: number) => callEndpoint(ApproveFintechClaimEndpoint, { params: { claimId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['fintech', 'admin-claims'] }),
  });
}

/** Rejects (revokes) a claim with a reason (RevokeFintechClaimEndpoint) and refreshes the queue. */
export function useRejectFintechClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, reason }: { claimId: number; reason: string }) =>
      callEndpoint(RevokeFintechClaimEndpoint, { params: { claimId }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['fintech', 'admin-claims'] }),
  });
}
