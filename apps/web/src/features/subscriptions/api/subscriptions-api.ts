import { useMutation, useQuery } from '@tanstack/react-query';
import type { MediaQuote, MediaSubscribe, PlanQuote, PlanSubscribe } from '@hissa/contracts/billing/subscriptions';
import {
  MediaCancelEndpoint,
  MediaPackagesEndpoint,
  MediaQuoteEndpoint,
  MediaResumeEndpoint,
  MediaSubscribeEndpoint,
  MyMediaSubscriptionEndpoint,
  MySubscriptionEndpoint,
  PlanCancelEndpoint,
  PlanDowngradeEndpoint,
  PlanQuoteEndpoint,
  PlanResumeEndpoint,
  PlansEndpoint,
  PlanSubscribeEndpoint,
} from '@hissa/contracts/subscriptions-endpoints';
import type { ProviderPackageCode } from '@hissa/contracts/services-marketplace/provider-packages';
import type { BillingPeriod } from '@hissa/contracts/billing/catalog';
import { callEndpoint } from '../../../lib/api-client';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/*
 * Every call of the subscriptions feature (contracts subscriptions-endpoints.ts, decision 022).
 * A write re-fetches every subscriptions read (one query-key root).
 */

const KEY = ['subscriptions'] as const;

function useSubscriptionsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefetchingMutation(mutationFn, KEY);
}

/** The public plans with limits, net prices and the VAT rate. */
export function usePlans() {
  return useQuery({ queryKey: [...KEY, 'plans'], queryFn: ({ signal }) => callEndpoint(PlansEndpoint, { signal }) });
}

/** The signed-in provider's plan and subscription. */
export function useMySubscription() {
  return useQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: ({ signal }) => callEndpoint(MySubscriptionEndpoint, { signal }),
  });
}

/** Prices a plan (nothing stored). */
export function usePlanQuote() {
  return useMutation({ mutationFn: (body: PlanQuote) => callEndpoint(PlanQuoteEndpoint, { body }) });
}

/** Subscribes or upgrades: answers the payment reference and page. */
export function usePlanSubscribe() {
  return useSubscriptionsMutation((body: PlanSubscribe) => callEndpoint(PlanSubscribeEndpoint, { body }));
}

/** Schedules a lower plan from the end of the period. */
export function usePlanDowngrade() {
  return useSubscriptionsMutation((body: { planCode: ProviderPackageCode; period?: BillingPeriod }) =>
    callEndpoint(PlanDowngradeEndpoint, { body }),
  );
}

/** Cancels (false) or resumes (true) the plan's auto-renewal. */
export function usePlanAutoRenew() {
  return useSubscriptionsMutation((autoRenew: boolean) =>
    callEndpoint(autoRenew ? PlanResumeEndpoint : PlanCancelEndpoint),
  );
}

/** The media packages a company can buy. */
export function useMediaPackages() {
  return useQuery({
    queryKey: [...KEY, 'media-packages'],
    queryFn: ({ signal }) => callEndpoint(MediaPackagesEndpoint, { signal }),
  });
}

/** The signed-in company's media package. */
export function useMyMediaSubscription() {
  return useQuery({
    queryKey: [...KEY, 'media-mine'],
    queryFn: ({ signal }) => callEndpoint(MyMediaSubscriptionEndpoint, { signal }),
  });
}

/** Prices a media package (nothing stored). */
export function useMediaQuote() {
  return useMutation({ mutationFn: (body: MediaQuote) => callEndpoint(MediaQuoteEndpoint, { body }) });
}

/** Buys a media package: answers the payment reference and page. */
export function useMediaSubscribe() {
  return useSubscriptionsMutation((body: MediaSubscribe) => callEndpoint(MediaSubscribeEndpoint, { body }));
}

/** Cancels (false) or resumes (true) the media package's auto-renewal. */
export function useMediaAutoRenew() {
  return useSubscriptionsMutation((autoRenew: boolean) =>
    callEndpoint(autoRenew ? MediaResumeEndpoint : MediaCancelEndpoint),
  );
}
