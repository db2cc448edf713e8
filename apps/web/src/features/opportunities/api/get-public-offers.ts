import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { OffersPageSchema, type ActiveOffersRequest } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

export type PublicOffersPage = z.infer<typeof OffersPageSchema>;

/**
 * POST /public-api/company/profile/all-active-offers: the public secondary offers of every
 * company (the opportunities' "offers"), lowest price first, paged. Private deals are never listed here.
 */
export function getPublicOffers(request: Partial<ActiveOffersRequest>, signal?: AbortSignal): Promise<PublicOffersPage> {
  return apiRequest('/public-api/company/profile/all-active-offers', { method: 'POST', body: request, schema: OffersPageSchema, signal });
}

/** A page of public offers. */
export function usePublicOffers(request: Partial<ActiveOffersRequest>) {
  return useQuery({
    queryKey: [...OPPORTUNITIES_KEY, 'offers', request],
    queryFn: ({ signal }) => getPublicOffers(request, signal),
    placeholderData: keepPreviousData,
  });
}
