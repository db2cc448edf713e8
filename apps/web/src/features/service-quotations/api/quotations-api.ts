import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type {
  BuyerRequestScope,
  QuotationFilter,
  QuotationRequestDetails,
  ReviewQuotation,
} from '@hissa/contracts/services-marketplace/quotations';
import {
  AcceptQuotationEndpoint,
  BuyerRequestEndpoint,
  BuyerRequestsEndpoint,
  CompleteQuotationEndpoint,
  ConnectionQueueEndpoint,
  ConnectProviderEndpoint,
  CreateQuotationRequestEndpoint,
  DeclineQuotationEndpoint,
  DeleteQuotationRequestEndpoint,
  DeleteQuotationResponseEndpoint,
  ProviderQuotationEndpoint,
  ProviderQuotationsEndpoint,
  ProposalTargetEndpoint,
  QuotationAttachmentEndpoint,
  RespondQuotationEndpoint,
  ReviewQuotationEndpoint,
  SendProposalEndpoint,
  UpdateQuotationRequestEndpoint,
} from '@hissa/contracts/service-quotations-endpoints';
import { ServiceProviderProfileEndpoint } from '@hissa/contracts/service-providers-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/*
 * Every call of the quotations feature (contracts service-quotations-endpoints.ts, decision 018).
 * A write re-fetches every quotations read (one query-key root).
 */

/** Query-key root of every quotations read. */
const KEY = ['service-quotations'] as const;
/** Rows per page of the quotation lists. */
export const QUOTATIONS_PAGE_SIZE = 10;

/** A quotations write; afterwards every quotations read is fetched again. */
function useQuotationsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefetchingMutation(mutationFn, KEY);
}

/** The buyer's requests, open or closed (requests/other), by text; `page` 0-based. */
export function useBuyerRequests(filters: { scope: BuyerRequestScope; search: string; page: number }) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'buyer', filters, language],
    queryFn: ({ signal }) =>
      callEndpoint(BuyerRequestsEndpoint, {
        query: { ...filters, search: filters.search.trim() || undefined, size: QUOTATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One of the buyer's requests with all quotations (the comparison). */
export function useBuyerRequest(requestId: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'buyer-request', requestId, language],
    queryFn: ({ signal }) => callEndpoint(BuyerRequestEndpoint, { params: { requestId }, signal }),
  });
}

/** The provider's inbox by status and text; `page` 0-based. */
export function useProviderQuotations(filters: { status: QuotationFilter; search: string; page: number }) {
  return useQuery({
    queryKey: [...KEY, 'provider', filters],
    queryFn: ({ signal }) =>
      callEndpoint(ProviderQuotationsEndpoint, {
        query: { ...filters, search: filters.search.trim() || undefined, size: QUOTATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One quotation of the provider, with the buyer's request. */
export function useProviderQuotation(quotationId: number) {
  return useQuery({
    queryKey: [...KEY, 'provider-quotation', quotationId],
    queryFn: ({ signal }) => callEndpoint(ProviderQuotationEndpoint, { params: { quotationId }, signal }),
  });
}

/** The names of the providers a new request goes to (their public profiles, in the current language). */
export function useProviderNames(providerIds: readonly number[]) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'names', providerIds, language],
    queryFn: async ({ signal }) =>
      Promise.all(
        providerIds.map(async (providerId) => {
          const answer = await callEndpoint(ServiceProviderProfileEndpoint, { params: { providerId }, signal });
          return { id: providerId, name: language === 'ar' ? answer.data.nameAr : answer.data.nameEn };
        }),
      ),
    enabled: providerIds.length > 0,
  });
}

/** The admin's queue of buyers to connect to unregistered providers. */
export function useConnectionQueue(filters: { state: 'open' | 'connected'; page: number }) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'queue', filters, language],
    queryFn: ({ signal }) =>
      callEndpoint(ConnectionQueueEndpoint, { query: { ...filters, size: QUOTATIONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a quotation request (multipart FormData of CreateQuotationRequestSchema and attachments.{i}). */
export function useCreateQuotationRequest() {
  return useQuotationsMutation((form: FormData) => callEndpoint(CreateQuotationRequestEndpoint, { body: form }));
}

/** Changes a request's title, description and deadline. */
export function useUpdateQuotationRequest(requestId: number) {
  return useQuotationsMutation((body: QuotationRequestDetails) =>
    callEndpoint(UpdateQuotationRequestEndpoint, { params: { requestId }, body }),
  );
}

/** Deletes a request. */
export function useDeleteQuotationRequest() {
  return useQuotationsMutation((requestId: number) =>
    callEndpoint(DeleteQuotationRequestEndpoint, { params: { requestId } }),
  );
}

/**
 * Accepts or declines a quotation. Accepting carries the `respondedAt` of the answer the buyer
 * saw; the server answers 409 quotations.responseChanged when the provider changed it since.
 */
export function useDecideQuotation() {
  return useQuotationsMutation(
    ({
      quotationId,
      decision,
      respondedAt,
    }: {
      quotationId: number;
      decision: 'accept' | 'decline';
      respondedAt: string;
    }) =>
      decision === 'accept'
        ? callEndpoint(AcceptQuotationEndpoint, { params: { quotationId }, body: { respondedAt } })
        : callEndpoint(DeclineQuotationEndpoint, { params: { quotationId } }),
  );
}

/** The public requirement `requirementId` as the provider sees it before proposing, with its quotation on it if any. */
export function useProposalTarget(requirementId: number) {
  return useQuery({
    queryKey: [...KEY, 'proposal', requirementId],
    queryFn: ({ signal }) => callEndpoint(ProposalTargetEndpoint, { params: { requirementId }, signal }),
  });
}

/** Sends a proposal on a public requirement (multipart FormData of RespondQuotationSchema and attachments.0). */
export function useSendProposal(requirementId: number) {
  return useQuotationsMutation((form: FormData) =>
    callEndpoint(SendProposalEndpoint, { params: { requirementId }, body: form }),
  );
}

/** Reviews a completed engagement. */
export function useReviewQuotation() {
  return useQuotationsMutation(({ quotationId, body }: { quotationId: number; body: ReviewQuotation }) =>
    callEndpoint(ReviewQuotationEndpoint, { params: { quotationId }, body }),
  );
}

/** Answers, or changes the answer (multipart FormData of RespondQuotationSchema and attachments.0). */
export function useRespondQuotation(quotationId: number) {
  return useQuotationsMutation((form: FormData) =>
    callEndpoint(RespondQuotationEndpoint, { params: { quotationId }, body: form }),
  );
}

/** Withdraws the answer, or marks the accepted engagement complete. */
export function useProviderAction(quotationId: number) {
  return useQuotationsMutation((action: 'withdraw' | 'complete') =>
    callEndpoint(action === 'withdraw' ? DeleteQuotationResponseEndpoint : CompleteQuotationEndpoint, {
      params: { quotationId },
    }),
  );
}

/** Marks a queued connection made, with the admin's note. */
export function useMarkConnected() {
  return useQuotationsMutation(({ connectionId, note }: { connectionId: number; note: string }) =>
    callEndpoint(ConnectProviderEndpoint, { params: { connectionId }, body: { note } }),
  );
}

/** Downloads a file of a request or a response. */
export function downloadQuotationFile(file: { fileId: string; name: string }): Promise<void> {
  return downloadApiFile({
    path: endpointUrl(QuotationAttachmentEndpoint, { fileId: file.fileId }),
    fileName: file.name,
  });
}
