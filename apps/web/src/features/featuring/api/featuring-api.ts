import { useQuery } from '@tanstack/react-query';
import type { FeatureCompany, FeatureListing } from '@hissa/contracts/billing/featuring';
import {
  FeatureCompanyEndpoint,
  FeatureListingEndpoint,
  FeaturingOptionsEndpoint,
  MyFeaturingsEndpoint,
} from '@hissa/contracts/featuring-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/*
 * The calls of the featuring feature (contracts featuring-endpoints.ts, decision 023). A purchase
 * re-fetches my featurings (one query-key root).
 */

const KEY = ['featuring'] as const;

/** The options with their SAR prices, the 30-day listing, the VAT rate and my company's classes. */
export function useFeaturingOptions() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'options', language],
    queryFn: ({ signal }) => callEndpoint(FeaturingOptionsEndpoint, { signal }),
  });
}

/** My featurings (current, scheduled, past) and whether my company is featured now. */
export function useMyFeaturings() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'mine', language],
    queryFn: ({ signal }) => callEndpoint(MyFeaturingsEndpoint, { signal }),
  });
}

/** Buys a company featuring or a sub-industry listing; answers {message, data: {reference, paymentPath}}. */
export function useBuyFeaturing() {
  return useRefetchingMutation(
    (purchase: { kind: 'company'; body: FeatureCompany } | { kind: 'listing'; body: FeatureListing }) =>
      purchase.kind === 'company'
        ? callEndpoint(FeatureCompanyEndpoint, { body: purchase.body })
        : callEndpoint(FeatureListingEndpoint, { body: purchase.body }),
    KEY,
  );
}
