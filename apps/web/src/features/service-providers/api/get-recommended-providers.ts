import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@hissa/contracts/languages';
import { ProviderCategoriesResponseSchema, ProviderPageSchema, type ProviderCategory, type ProviderPage } from '@hissa/contracts/service-providers';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/** The filters of the recommendations: ISIC division code, city id, page (0-based) and size. */
export type ProviderFilters = { category: string | null; cityId: string | null; page: number; size: number };

/**
 * GET /public-api/service-provider/top-recommendations: a page of providers, featured first,
 * then the longest established, of the category and city given. 400 for malformed filters.
 */
export function getRecommendedProviders(filters: ProviderFilters, signal?: AbortSignal): Promise<ProviderPage> {
  const query = new URLSearchParams({ page: String(filters.page), size: String(filters.size) });
  if (filters.category) query.set('category', filters.category);
  if (filters.cityId) query.set('cityId', filters.cityId);
  return apiRequest(`/public-api/service-provider/top-recommendations?${query.toString()}`, { schema: ProviderPageSchema, signal });
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

/** GET /public-api/service-provider/categories: the categories providers offer, most providers first. */
export async function getProviderCategories(signal?: AbortSignal): Promise<ProviderCategory[]> {
  return (await apiRequest('/public-api/service-provider/categories', { schema: ProviderCategoriesResponseSchema, signal })).data;
}

/** Query options of the provider categories in `language`. */
export function providerCategoriesQueryOptions(language: Language) {
  return queryOptions({ queryKey: ['service-providers', 'categories', language], queryFn: ({ signal }) => getProviderCategories(signal), staleTime: 10 * 60 * 1000 });
}

/** The provider categories, most providers first. */
export function useProviderCategories() {
  const { language } = useLanguage();
  return useQuery(providerCategoriesQueryOptions(language));
}
