import { queryOptions, useQuery } from '@tanstack/react-query';
import { IndicativePriceEndpoint } from '@hissa/contracts/trading/indicative-price-endpoints';
import type { IndicativePrice } from '@hissa/contracts/trading/indicative-price';
import { callEndpoint } from '../../../lib/api-client';
import { TRADING_KEY } from './trading-query-key';

export type { IndicativePrice };

/** A company's indicative price and 12-month price history (SAR decimal strings). */
export async function getIndicativePrice(companyId: number, signal?: AbortSignal): Promise<IndicativePrice> {
  return (await callEndpoint(IndicativePriceEndpoint, { params: { companyId }, signal })).data;
}

/** A company's indicative price (public; refreshed with every trading mutation). */
export function useIndicativePrice(companyId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...TRADING_KEY, 'indicative-price', companyId],
      queryFn: ({ signal }) => getIndicativePrice(companyId, signal),
    }),
  );
}
