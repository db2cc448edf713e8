import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@hissa/contracts/languages';
import type { ProviderCategory, ProviderPage } from '@hissa/contracts/service-providers';
import { ProviderCategoriesEndpoint, RecommendedProvidersEndpoint } from '@hissa/contracts/service-providers-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/** The filters of the recommendations: ISIC division code, city id, page (0-based) and size. */
type ProviderFilters = { category: string | null; cityId: string | null; page: number; size: number };

/**
 * A page of providers, featured first, then the longest established, of the category and city
 * given. 400 for malformed filters.
 */
export function getRecommendedProviders(filters: ProviderFilters, signal?: AbortSignal): Promise<ProviderPage> {
  const { category, cityId, page, size } = filters;
  return callEndpoint(RecommendedProvidersEndpoint, {
    query: { page, size, category: category || undefined, cityId: cityId || undefined },
    signal,
  });
}

/** A page of recommended providers; the previous page stays shown while the next loads. */
export function useRecommendedProviders(filters: ProviderFilters) {
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['service-providers', 'recommendations', filters, language],
      queryFn: ({ signal }) => getRecommendedProviders(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The categories providers offer, most providers first. */
export async function getProviderCategories(signal?: AbortSignal): Promise<ProviderCategory[]> {
  return (await callEndpoint(ProviderCategoriesEndpoint, { signal })).data;
}

/** Query options of the provider categories in `language`. */
export function providerCategoriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['service-providers', 'categories', language],
    queryFn: ({ signal }) => getProviderCategories(signal),
    staleTime: 10 * 60 * 1000,
  });
}

/** The provider categories, most providers first. */
export function useProviderCategories() {
  const { language } = useLanguage();
  return useQuery(providerCategoriesQueryOptions(language));
}
