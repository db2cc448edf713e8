import { QueryClient } from '@tanstack/react-query';
import { onDigitPreferenceChange } from './digit-preference';

/**
 * The app's one data cache: answers stay fresh for a minute, are not refetched on window focus,
 * and a failed read is tried once more. Shared here so a route can start its page's first read
 * while the page's code is still arriving (decision 064).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60 * 1000, refetchOnWindowFocus: false, retry: 1 },
  },
});
// The server writes lookup names and messages in the page's digits (Accept-Language): a new
// choice of digits fetches what is shown again (decision 044).
onDigitPreferenceChange(() => void queryClient.invalidateQueries());
