import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderCategory } from '@hissa/contracts/service-providers';
import { ProviderCategoriesEndpoint } from '@hissa/contracts/service-providers-endpoints';
import {
  LatestProvidersEndpoint,
  ProviderScreenerEndpoint,
  TopProvidersEndpoint,
} from '@hissa/contracts/provider-screener-endpoints';
import type { ScreenerQuery } from '@hissa/contracts/services-marketplace/screener';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/** The screener's request: every ScreenerQuery field, optional ones left out when unset. */
export type ScreenerRequest = Partial<ScreenerQuery> & { page: number; size: number };

/** A page of screener results (ProviderScreenerEndpoint); the previous page stays shown while the next loads. */
export function useScreener(request: ScreenerRequest) {
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['provider-screener', 'screen', request, language],
      queryFn: ({ signal }) => callEndpoint(ProviderScreenerEndpoint, { query: request, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A page of top companies (TopProvidersEndpoint): featured, best reviewed, fullest profiles first. */
export function useTopProviders(paging: { page: number; size: number }) {
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['provider-screener', 'top', paging, language],
      queryFn: ({ signal }) => callEndpoint(TopProvidersEndpoint, { query: paging, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A page of latest companies (LatestProvidersEndpoint): self-registered first, newest first. */
export function useLatestProviders(paging: { page: number; size: number }) {
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['provider-screener', 'latest', paging, language],
      queryFn: ({ signal }) => callEndpoint(LatestProvidersEndpoint, { query: paging, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The service categories (ISIC divisions) with their provider counts, most first (ProviderCategoriesEndpoint). */
export function useServiceCategories() {
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['service-providers', 'categories', language],
      queryFn: async ({ signal }): Promise<ProviderCategory[]> =>
        (await callEndpoint(ProviderCategoriesEndpoint, { signal })).data,
      staleTime: 10 * 60 * 1000,
    }),
  );
}
