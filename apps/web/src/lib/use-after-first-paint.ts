import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page's data has arrived, in ms. */
const IDLE_TIMEOUT_MS = 3000;
/** Longest wait for the page's data (a page that keeps fetching still gets its deferred parts), in ms. */
const PAGE_DATA_WAIT_MS = 6000;

/**
 * True once the page's first data has arrived (no query fetching) and the browser has then had an
 * idle moment (requestIdleCallback, at most IDLE_TIMEOUT_MS later; a timeout where the browser
 * lacks it), after PAGE_DATA_WAIT_MS in any case, or at once when `isNeededNow`. For parts of the
 * frame a first paint does not show (the header's drawer, the notifications): their code and
 * texts stay out of the start chunk and are fetched after what the page shows first, not beside
 * it on a slow connection, and are still ready before a visitor reaches for them (decisions 050
 * and 064).
 */
export function useAfterFirstPaint(isNeededNow = false): boolean {
  const isPageSettled = useIsFetching() === 0;
  const [isIdle, setIsIdle] = useState(false);
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
