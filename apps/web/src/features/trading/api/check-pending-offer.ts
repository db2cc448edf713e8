import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PendingOfferResponseSchema } from '@hissa/contracts/trading/trading-api';
import { TRADING_KEY } from './trading-query-key';
import { apiRequest } from '../../../lib/api-client';

export type PendingOfferCheck = z.infer<typeof PendingOfferResponseSchema>['data'];

/**
 * GET /common-api/shareholdings/checkIfUserHasPendingOfferOfCompany/{companyId}: {hasPendingOffer,
 * offerId}. The server allows one live offer per seller and company (decision 004).
 */
export async function checkPendingOffer(companyId: number, signal?: AbortSignal): Promise<PendingOfferCheck> {
  return (await apiRequest(`/common-api/shareholdings/checkIfUserHasPendingOfferOfCompany/${companyId}`, { schema: PendingOfferResponseSchema, signal })).data;
}

/** Query options of the pending-offer check. */
export function pendingOfferQueryOptions(companyId: number) {
  return queryOptions({ queryKey: [...TRADING_KEY, 'pending-offer', companyId], queryFn: ({ signal }) => checkPendingOffer(companyId, signal) });
}

/** Whether the signed-in trader already has a live offer of the company (fetched when `enabled`). */
export function usePendingOffer(companyId: number, enabled: boolean) {
  return useQuery({ ...pendingOfferQueryOptions(companyId), enabled });
}
