import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { NewsletterStatus, NewsletterSubscriptionInput } from '@hissa/contracts/public-forms/public-forms';
import {
  ConfirmNewsletterEndpoint,
  MyNewsletterStatusEndpoint,
  NewsletterSubscribersCsvEndpoint,
  NewsletterSubscribersEndpoint,
  SubscribeNewsletterEndpoint,
  UnsubscribeNewsletterEndpoint,
} from '@hissa/contracts/public-forms-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { useSession } from '../../../lib/session/session';

/* The newsletter's calls (contracts public-forms-endpoints.ts, decision 027). */

const STATUS_KEY = ['newsletter', 'me'] as const;
/** Rows per page of the admin list. */
export const SUBSCRIBERS_PAGE_SIZE = 20;

/** Whether the signed-in user is subscribed; false for a visitor (nothing is asked). */
export function useIsSubscribed(): boolean {
  const isSignedIn = useSession() !== null;
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => callEndpoint(MyNewsletterStatusEndpoint, { signal }),
    enabled: isSignedIn,
    staleTime: Infinity,
  });
  return isSignedIn && status.data?.subscribed === true;
}

/** Subscribes; on success a signed-in user is marked subscribed at once (meeting-and-shell §4). */
export function useSubscribe() {
  const queryClient = useQueryClient();
  const isSignedIn = useSession() !== null;
  return useMutation({
    mutationFn: (body: NewsletterSubscriptionInput) => callEndpoint(SubscribeNewsletterEndpoint, { body }),
    onSuccess: () => {
      if (isSignedIn) queryClient.setQueryData(STATUS_KEY, { subscribed: true });
    },
  });
}

/** Confirms a subscription from the e-mail's link token. */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) => callEndpoint(ConfirmNewsletterEndpoint, { body: { token } }),
  });
}

/** Leaves the newsletter with a mail's unsubscribe token. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => callEndpoint(UnsubscribeNewsletterEndpoint, { params: { token } }),
  });
}

/** A page of subscribers by status (undefined: all); `page` 0-based. */
export function useSubscribers(filters: { status?: NewsletterStatus; page: number }) {
  return useQuery({
    queryKey: ['newsletter', 'subscribers', filters],
    queryFn: ({ signal }) =>
      callEndpoint(NewsletterSubscribersEndpoint, { query: { ...filters, size: SUBSCRIBERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the CSV of every subscriber of the status (admin). */
export function downloadSubscribersCsv(status: NewsletterStatus | undefined): Promise<void> {
  return downloadApiFile({
    path: endpointUrl(NewsletterSubscribersCsvEndpoint, {}, status ? { status } : {}),
    fileName: 'newsletter-subscribers.csv',
  });
}
