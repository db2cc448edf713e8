import { useEffect, useState } from 'react';

/** Longest wait for an idle moment before the deferred part loads anyway, in ms. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the browser has had an idle moment after the first render (requestIdleCallback, at
 * most IDLE_TIMEOUT_MS later; a timeout where the browser lacks it), or at once when `isNeededNow`.
 * For parts of the frame a first paint does not show (the header's drawer, the notifications):
 * rendering them behind this keeps their code out of the start chunk and off the critical path,
 * and still has them ready before a visitor reaches for them (decision 050).
 */
export function useAfterFirstPaint(isNeededNow = false): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIsIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return isIdle || isNeededNow;
}
