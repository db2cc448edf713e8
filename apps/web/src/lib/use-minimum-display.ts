import { useEffect, useRef, useState } from 'react';
import { FULL_PAGE_LOADER_MIN_MS } from '@hissa/contracts/shell';

/**
 * Turns a busy flag into a "show the loader" flag that, once shown, stays shown for at least
 * `minMs` (so it never flashes). `delayMs` lets a very short busy period pass without showing
 * anything at all (used for route chunks that are usually already cached).
 */
export function useMinimumDisplay(isBusy: boolean, { minMs = FULL_PAGE_LOADER_MIN_MS, delayMs = 0 } = {}): boolean {
  const [isShown, setIsShown] = useState(isBusy && delayMs === 0);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    // Shown from the first render on: the minimum time counts from mount.
    if (isShown && shownAt.current === null) shownAt.current = performance.now();
  }, [isShown]);

  useEffect(() => {
    if (isBusy && !isShown) {
      const timer = window.setTimeout(() => {
        shownAt.current = performance.now();
        setIsShown(true);
      }, delayMs);
      return () => window.clearTimeout(timer);
    }
    if (!isBusy && isShown) {
      const elapsed = performance.now() - (shownAt.current ?? 0);
      const timer = window.setTimeout(
        () => {
          shownAt.current = null;
          setIsShown(false);
        },
        Math.max(0, minMs - elapsed),
      );
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [isBusy, isShown, minMs, delayMs]);

  return isShown;
}
