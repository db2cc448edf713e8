import { useQuery } from '@tanstack/react-query';
import type { FundingDetailsBar } from '@hissa/contracts/funding-opportunities';
import { FundingDetailsBarEndpoint } from '@hissa/contracts/funding-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

/** The opportunities' figures: open and upcoming rounds, companies raising, SAR target / raised / required, interests. */
export async function getDetailsBar(signal?: AbortSignal): Promise<FundingDetailsBar> {
  return (await callEndpoint(FundingDetailsBarEndpoint, { signal })).data;
}

/** The opportunities' summary figures. */
export function useDetailsBar() {
  return useQuery({ queryKey: [...OPPORTUNITIES_KEY, 'details-bar'], queryFn: ({ signal }) => getDetailsBar(signal) });
}
