import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointResponse } from '@hissa/contracts/http/endpoint';
import { TRADING_KEY } from './trading-query-key';
import { callEndpoint } from '../../../lib/api-client';
import { PendingOfferEndpoint } from '@hissa/contracts/trading/trading-endpoints';

type PendingOfferCheck = EndpointResponse<typeof PendingOfferEndpoint>['data'];

/**
 * My live offer of the company, if any: {hasPendingOffer, offerId}. The server allows one live offer per seller and company (decision 004).
 */
export async function checkPendingOffer(companyId: number, signal?: AbortSignal): Promise<PendingOfferCheck> {
  return (await callEndpoint(PendingOfferEndpoint, { params: { companyId }, signal })).data;
}

/** Query options of the pending-offer check. */
export function pendingOfferQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...TRADING_KEY, 'pending-offer', companyId],
    queryFn: ({ signal }) => checkPendingOffer(companyId, signal),
  });
}

/** Whether the signed-in trader already has a live offer of the company (fetched when `enabled`). */
export function usePendingOffer(companyId: number, enabled: boolean) {
  return useQuery({ ...pendingOfferQueryOptions(companyId), enabled });
}
