import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ContactMessageInput,
  ContactMessageKind,
  ContactMessageStatus,
  DemoTourInput,
  UpdateContactMessage,
} from '@hissa/contracts/public-forms/public-forms';
import {
  BookDemoTourEndpoint,
  ContactMessagesEndpoint,
  ContactUsEndpoint,
  UpdateContactMessageEndpoint,
} from '@hissa/contracts/public-forms-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/* The calls of contact us, demo bookings and their admin inbox (contracts public-forms-endpoints.ts, decision 027). */

const KEY = ['contact-messages'] as const;
/** Rows per page of the admin inbox. */
export const INBOX_PAGE_SIZE = 10;

/** Sends a contact message or a demo tour booking; answers {message}. */
export function useSendContactForm() {
  return useMutation({
    mutationFn: (request: { kind: 'contact'; body: ContactMessageInput } | { kind: 'demo'; body: DemoTourInput }) =>
      request.kind === 'contact'
        ? callEndpoint(ContactUsEndpoint, { body: request.body })
        : callEndpoint(BookDemoTourEndpoint, { body: request.body }),
  });
}

/** A page of the admin inbox by kind and status (undefined: all); `page` 0-based. */
export function useContactInbox(filters: { kind?: ContactMessageKind; status?: ContactMessageStatus; page: number }) {
  return useQuery({
    queryKey: [...KEY, filters],
    queryFn: ({ signal }) =>
      callEndpoint(ContactMessagesEndpoint, { query: { ...filters, size: INBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Moves a message on with a note; the inbox is fetched again. */
export function useUpdateContactMessage() {
  return useRefetchingMutation(
    ({ messageId, body }: { messageId: number; body: UpdateContactMessage }) =>
      callEndpoint(UpdateContactMessageEndpoint, { params: { messageId }, body }),
    KEY,
  );
}
