import { useQuery } from '@tanstack/react-query';
import { FundingDetailsBarResponseSchema, type FundingDetailsBar } from '@hissa/contracts/funding-opportunities';
import { apiRequest } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

/** GET /public-api/opportunities/funding-rounds-details-bar: open and upcoming rounds, companies raising, SAR target / raised / required, interests. */
export async function getDetailsBar(signal?: AbortSignal): Promise<FundingDetailsBar> {
  const answer = await apiRequest('/public-api/opportunities/funding-rounds-details-bar', { schema: FundingDetailsBarResponseSchema, signal });
  return answer.data;
}

/** The opportunities' summary figures. */
export function useDetailsBar() {
  return useQuery({ queryKey: [...OPPORTUNITIES_KEY, 'details-bar'], queryFn: ({ signal }) => getDetailsBar(signal) });
}
