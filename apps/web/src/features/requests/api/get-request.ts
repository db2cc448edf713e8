import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestDetail } from '@hissa/contracts/requests';
import { MyRequestEndpoint, OtherRequestEndpoint } from '@hissa/contracts/requests-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { REQUESTS_KEY, type RequestSide } from './use-requests-mutation';

/** A request I sent ('mine') or that was sent to me ('others'), with its files and answers; 404 otherwise. */
export async function getRequest(side: RequestSide, requestId: number, signal?: AbortSignal): Promise<RequestDetail> {
  return (
    await callEndpoint(side === 'mine' ? MyRequestEndpoint : OtherRequestEndpoint, { params: { requestId }, signal })
  ).data;
}

/** Query options of one request; a 404 is final, so it is not retried. */
export function requestQueryOptions(side: RequestSide, requestId: number, language: string) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, side, 'detail', requestId, language],
    queryFn: ({ signal }) => getRequest(side, requestId, signal),
    retry: (failureCount, error) => !(error instanceof ApiError && error.isNotFound) && failureCount < 2,
  });
}

/** One request with its files and answers; `requestId` null (a bad path) never fetches. */
export function useRequest(side: RequestSide, requestId: number | null) {
  const { language } = useLanguage();
  return useQuery({ ...requestQueryOptions(side, requestId ?? 0, language), enabled: requestId !== null });
}
