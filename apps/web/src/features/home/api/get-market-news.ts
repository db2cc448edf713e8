import { useQuery } from '@tanstack/react-query';
import { LatestNewsEndpoint } from '@hissa/contracts/news-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/use-language';

/** How many news items the home page shows. */
export const MARKET_NEWS_COUNT = 3;

/** The latest news for home's market news block (decision 029), in the page's language. */
export function useMarketNews() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['home', 'marketNews', language],
    queryFn: ({ signal }) => callEndpoint(LatestNewsEndpoint, { query: { size: MARKET_NEWS_COUNT }, signal }),
    select: (response) => response.data,
    staleTime: 5 * 60 * 1000,
  });
}
