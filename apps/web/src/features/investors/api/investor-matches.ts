import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InvestorMatchesEndpoint } from '@hissa/contracts/investors-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

/** Investors on a page of the ranking (InvestorMatchesEndpoint). */
export const MATCHES_PAGE_SIZE = 10;

/**
 * A page (0-based) of the investors ranked for my company, best fit first -> {data: [{investor,
 * score, reasons}], total, context}; the previous page stays shown while the next loads.
 */
export function useInvestorMatches(page: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['investors', 'matches', page, language],
    queryFn: ({ signal }) =>
      callEndpoint(InvestorMatchesEndpoint, { query: { page, size: MATCHES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
