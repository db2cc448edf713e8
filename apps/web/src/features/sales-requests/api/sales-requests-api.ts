import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdvertisingRequest,
  CustomMediaRequest,
  SalesRequestKind,
  SalesRequestStatus,
  UpdateSalesRequest,
} from '@hissa/contracts/billing/sales-requests';
import {
  AdvertisingRequestEndpoint,
  CustomMediaRequestEndpoint,
  SalesRequestsEndpoint,
  UpdateSalesRequestEndpoint,
} from '@hissa/contracts/sales-requests-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/*
 * The calls of the sales requests feature (contracts sales-requests-endpoints.ts, decision 023).
 */

const KEY = ['sales-requests'] as const;
/** Rows per page of the admin queue. */
export const SALES_QUEUE_PAGE_SIZE = 10;

/** Sends a custom media package request or an advertising request; answers {message}. */
export function useSendSalesRequest() {
  return useMutation({
    mutationFn: (
      request: { kind: 'media'; body: CustomMediaRequest } | { kind: 'advertising'; body: AdvertisingRequest },
    ) =>
      request.kind === 'media'
        ? callEndpoint(CustomMediaRequestEndpoint, { body: request.body })
        : callEndpoint(AdvertisingRequestEndpoint, { body: request.body }),
  });
}

/** A page of the admin queue by kind and status (undefined: all); `page` 0-based. */
export function useSalesQueue(filters: { kind?: SalesRequestKind; status?: SalesRequestStatus; page: number }) {
  return useQuery({
    queryKey: [...KEY, filters],
    queryFn: ({ signal }) =>
      callEndpoint(SalesRequestsEndpoint, { query: { ...filters, size: SALES_QUEUE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Moves a request on with a note; the queue is fetched again. */
export function useUpdateSalesRequest() {
  return useRefetchingMutation(
    ({ requestId, body }: { requestId: number; body: UpdateSalesRequest }) =>
      callEndpoint(UpdateSalesRequestEndpoint, { params: { requestId }, body }),
    KEY,
  );
}
