import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@hissa/contracts/http/endpoint';
import {
  AdminClaimsEndpoint,
  BuyerProfileEndpoint,
  ClaimableProviderEndpoint,
  ClaimableProvidersEndpoint,
  ClaimProviderAsUserEndpoint,
  ClaimProviderEndpoint,
  ConfirmMarketplaceEmailEndpoint,
  RegisterBuyerEndpoint,
  RegisterProviderEndpoint,
  ResendConfirmationEndpoint,
  RevokeClaimEndpoint,
  UpdateBuyerProfileEndpoint,
} from '@hissa/contracts/marketplace-accounts-endpoints';
import type { ProviderClaimStatus } from '@hissa/contracts/services-marketplace/provider-accounts';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The calls of the marketplace accounts (contracts marketplace-accounts-endpoints.ts, decision 015)
 * as TanStack Query hooks.
 */

/** Rows of one page of the claim search and of the admin's claims queue. */
export const CLAIMS_PAGE_SIZE = 10;

/** sp/register/sp: registers a new provider company; 201 {message, data: {email}}. */
export function useRegisterProvider() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof RegisterProviderEndpoint>) =>
      callEndpoint(RegisterProviderEndpoint, { body }),
  });
}

/** sp/buyer: registers a buyer; 201 {message, data: {email}}. */
export function useRegisterBuyer() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof RegisterBuyerEndpoint>) => callEndpoint(RegisterBuyerEndpoint, { body }),
  });
}

/** Providers whose names contain `q` (Arabic-aware), one page; disabled until `q` has 2 characters. */
export function useClaimableProviders(q: string, page: number) {
  return useQuery({
    queryKey: ['marketplace-accounts', 'claimable', q, page],
    queryFn: ({ signal }) =>
      callEndpoint(ClaimableProvidersEndpoint, { query: { q, page, size: CLAIMS_PAGE_SIZE }, signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The provider a claim form is for; 404 when unknown. */
export function useClaimableProvider(providerId: number | null) {
  return useQuery({
    queryKey: ['marketplace-accounts', 'provider', providerId],
    queryFn: ({ signal }) =>
      callEndpoint(ClaimableProviderEndpoint, { params: { providerId: providerId ?? 0 }, signal }),
    enabled: providerId !== null,
    retry: false,
  });
}

/** sp-claim-ownership by a visitor (a new account). */
export function useClaimProvider() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ClaimProviderEndpoint>) => callEndpoint(ClaimProviderEndpoint, { body }),
  });
}

/** sp-claim-ownership by a signed-in provider user. */
export function useClaimProviderAsUser() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ClaimProviderAsUserEndpoint>) =>
      callEndpoint(ClaimProviderAsUserEndpoint, { body }),
  });
}

/** Uses up a confirmation link's token. */
export function useConfirmMarketplaceEmail() {
  return useMutation({
    mutationFn: (verifyToken: string) => callEndpoint(ConfirmMarketplaceEmailEndpoint, { body: { verifyToken } }),
  });
}

const profileKey = ['marketplace-accounts', 'buyer-profile'] as const;

/** The signed-in buyer's profile. */
export function useBuyerProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => callEndpoint(BuyerProfileEndpoint, { signal }),
  });
}

/** Saves the buyer's profile and refreshes it. */
export function useUpdateBuyerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof UpdateBuyerProfileEndpoint>) =>
      callEndpoint(UpdateBuyerProfileEndpoint, { body }),
    onSuccess: (answer) => client.setQueryData(profileKey, { data: answer.data }),
  });
}

/** One page (0-based) of the admin's claims queue, one status or all. */
export function useAdminClaims(status: ProviderClaimStatus | null, page: number) {
  return useQuery({
    queryKey: ['marketplace-accounts', 'admin-claims', status, page],
    queryFn: ({ signal }) =>
      callEndpoint(AdminClaimsEndpoint, {
        query: { ...(status ? { status } : {}), page, size: CLAIMS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Revokes a claim with a reason and refreshes the queue. */
export function useRevokeClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, reason }: { claimId: number; reason: string }) =>
      callEndpoint(RevokeClaimEndpoint, { params: { claimId }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['marketplace-accounts', 'admin-claims'] }),
  });
}

/** Asks for a new confirmation link for `email` (ResendConfirmationEndpoint); 200 {message}, 429 past the limits. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => callEndpoint(ResendConfirmationEndpoint, { body: { email } }),
  });
}
