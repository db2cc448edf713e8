import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { PaymentMethod, PaymentStatus } from '@hissa/contracts/billing/payments';
import {
  AdminPaymentEndpoint,
  CancelPaymentEndpoint,
  ConfirmBankTransferEndpoint,
  MyPaymentEndpoint,
  MyPaymentsEndpoint,
  MySavedCardsEndpoint,
  PaymentOptionsEndpoint,
  PaymentQueueEndpoint,
  PaymentReceiptEndpoint,
  RemoveSavedCardEndpoint,
  RefundPaymentEndpoint,
  RejectReceiptEndpoint,
  StartCardCheckoutEndpoint,
  UploadReceiptEndpoint,
} from '@hissa/contracts/payments-endpoints';
import type { CreateCoupon } from '@hissa/contracts/billing/coupons';
import { CouponsEndpoint, CreateCouponEndpoint, DeactivateCouponEndpoint } from '@hissa/contracts/coupons-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { openApiFile } from '../../../lib/download-file';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/*
 * Every call of the payments feature (contracts payments-endpoints.ts; decision 020). A write
 * re-fetches every payments read (one query-key root).
 */

const KEY = ['payments'] as const;
/** Rows per page of the payment lists. */
export const PAYMENTS_PAGE_SIZE = 10;

/** A payments write; afterwards every payments read is fetched again. */
function usePaymentsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefetchingMutation(mutationFn, KEY);
}

/** How one can pay: card availability and the bank account (public). */
export function usePaymentOptions() {
  return useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: ({ signal }) => callEndpoint(PaymentOptionsEndpoint, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One of my payments by reference. */
export function useMyPayment(reference: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'mine', reference, language],
    queryFn: ({ signal }) => callEndpoint(MyPaymentEndpoint, { params: { reference }, signal }),
  });
}

/** A page of my payments, by status; `page` 0-based. */
export function useMyPayments(filters: { status?: PaymentStatus; page: number }) {
  return useQuery({
    queryKey: [...KEY, 'mine-list', filters],
    queryFn: ({ signal }) =>
      callEndpoint(MyPaymentsEndpoint, { query: { ...filters, size: PAYMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** My cards saved for renewals (brand and last four digits; decision 042). */
export function useMySavedCards() {
  return useQuery({
    queryKey: [...KEY, 'saved-cards'],
    queryFn: async ({ signal }) => (await callEndpoint(MySavedCardsEndpoint, { signal })).data,
  });
}

/** Removes one of my saved cards (RemoveSavedCardEndpoint) and refreshes the list. */
export function useRemoveSavedCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => callEndpoint(RemoveSavedCardEndpoint, { params: { cardId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'saved-cards'] }),
  });
}

/** Starts a card checkout (terms accepted); answers the hosted page to go to. */
export function useStartCardCheckout() {
  return usePaymentsMutation((reference: string) =>
    callEndpoint(StartCardCheckoutEndpoint, { params: { reference }, body: { acceptTerms: true } }),
  );
}

/** Uploads a bank-transfer receipt (terms accepted). */
export function useUploadReceipt() {
  return usePaymentsMutation(({ reference, receipt }: { reference: string; receipt: File }) => {
    const form = new FormData();
    form.append('acceptTerms', 'true');
    form.append('receipt', receipt);
    return callEndpoint(UploadReceiptEndpoint, { params: { reference }, body: form });
  });
}

/** Cancels my unpaid payment. */
export function useCancelPayment() {
  return usePaymentsMutation((reference: string) => callEndpoint(CancelPaymentEndpoint, { params: { reference } }));
}

/** The admin's queue by status and method; `page` 0-based. */
export function usePaymentQueue(filters: { status?: PaymentStatus; method?: PaymentMethod; page: number }) {
  return useQuery({
    queryKey: [...KEY, 'queue', filters],
    queryFn: ({ signal }) =>
      callEndpoint(PaymentQueueEndpoint, { query: { ...filters, size: PAYMENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One payment as the admin sees it (with its timeline), fetched when `reference` is set. */
export function useAdminPayment(reference: string | null) {
  return useQuery({
    queryKey: [...KEY, 'admin', reference],
    queryFn: ({ signal }) => callEndpoint(AdminPaymentEndpoint, { params: { reference: reference ?? '' }, signal }),
    enabled: reference !== null,
  });
}

/** The admin confirms a bank transfer. */
export function useConfirmTransfer() {
  return usePaymentsMutation((reference: string) =>
    callEndpoint(ConfirmBankTransferEndpoint, { params: { reference } }),
  );
}

/** The admin rejects a receipt with a reason. */
export function useRejectReceipt() {
  return usePaymentsMutation(({ reference, reason }: { reference: string; reason: string }) =>
    callEndpoint(RejectReceiptEndpoint, { params: { reference }, body: { reason } }),
  );
}

/** The admin refunds a paid payment. */
export function useRefundPayment() {
  return usePaymentsMutation(({ reference, reason }: { reference: string; reason: string }) =>
    callEndpoint(RefundPaymentEndpoint, { params: { reference }, body: { reason: reason.trim() || undefined } }),
  );
}

/** Shows a payment's receipt (admin) in a new tab: the browser's PDF viewer or the image. */
export function viewReceipt(reference: string) {
  return openApiFile(endpointUrl(PaymentReceiptEndpoint, { reference }));
}

/** Every coupon with its redemptions and status (admin). */
export function useCoupons() {
  return useQuery({
    queryKey: [...KEY, 'coupons'],
    queryFn: ({ signal }) => callEndpoint(CouponsEndpoint, { signal }),
  });
}

/** The admin creates a coupon. */
export function useCreateCoupon() {
  return usePaymentsMutation((body: CreateCoupon) => callEndpoint(CreateCouponEndpoint, { body }));
}

/** The admin ends a coupon now. */
export function useDeactivateCoupon() {
  return usePaymentsMutation((couponId: number) => callEndpoint(DeactivateCouponEndpoint, { params: { couponId } }));
}
