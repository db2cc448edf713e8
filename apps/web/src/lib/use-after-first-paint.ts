import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Longest wait for an idle moment once the page's data has arrived, in ms. */
const IDLE_TIMEOUT_MS = 3000;
/** Longest wait for the page's data (a page that keeps fetching still gets its deferred parts), in ms. */
const PAGE_DATA_WAIT_MS = 6000;

/**
 * Whether the browser reports its largest paints (Chromium does; Safari and Firefox do not): where
 * it does not, the page counts as painted from the start and the idle moment alone decides.
 */
const canObservePaints =
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');

/** Set once a largest-paint candidate inside the page's <main> has been painted. */
let hasMainPainted = !canObservePaints;
const mainPaintListeners = new Set<() => void>();
let paintObserver: PerformanceObserver | undefined;

/**
 * Subscribes to the first paint of the page's own content (a largest-contentful-paint entry whose
 * element is inside <main>, public or dashboard shell), observing from the first subscriber on
 * (`buffered`, so paints before it count). Returns the unsubscribe function.
 */
function subscribeToMainPaint(onPainted: () => void): () => void {
  mainPaintListeners.add(onPainted);
  if (!hasMainPainted && !paintObserver) {
    paintObserver = new PerformanceObserver((list) => {
      const isMain = list.getEntries().some((entry) => (entry as LargestContentfulPaint).element?.closest('main'));
      if (!isMain) return;
      hasMainPainted = true;
      paintObserver?.disconnect();
      for (const listener of mainPaintListeners) listener();
    });
    paintObserver.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  return () => mainPaintListeners.delete(onPainted);
}

/**
 * True once the page has painted its own content (not only the header), its first data has
 * arrived (no query fetching) and the browser has then had an idle moment (requestIdleCallback, at most IDLE_TIMEOUT_MS later; a timeout where the browser
 * lacks it), after PAGE_DATA_WAIT_MS in any case, or at once when `isNeededNow`. For parts of the
 * frame a first paint does not show (the header's drawer, the notifications): their code and
 * texts stay out of the start chunk and are fetched after what the page shows first, not beside
 * it on a slow connection, and are still ready before a visitor reaches for them (decisions 050
 * and 064).
 */
export function useAfterFirstPaint(isNeededNow = false): boolean {
  // Idle moments while a first visit's page code is still arriving do not count: the browser is
  // idle then too, and parts fetched in them competed with the page's own code and data.
  const isPainted = useSyncExternalStore(subscribeToMainPaint, () => hasMainPainted);
  const [isIdle, setIsIdle] = useState(false);
  // Whether no query is fetching, as a yes or no rather than a count (useIsFetching): the host
  // (the whole public header, say) renders again only when it flips, not as each of the page's
  // queries starts and ends, and never once idle. Batched as TanStack Query's own hooks are, so
  // no cache change during a render updates this component in the middle of it.
  const queryClient = useQueryClient();
  const subscribeToQueries = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(onChange)),
    [queryClient],
  );
  const isNothingFetching = useSyncExternalStore(subscribeToQueries, () => isIdle || queryClient.isFetching() === 0);
  const isPageSettled = isNothingFetching && isPainted;
  useEffect(() => {
    const timer = window.setTimeout(() => setIsIdle(true), PAGE_DATA_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (isIdle || !isPageSettled) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIsIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [isIdle, isPageSettled]);
  return isIdle || isNeededNow;
}
