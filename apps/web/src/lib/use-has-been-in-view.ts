import { useCallback, useState } from 'react';

/**
 * Whether the element given to `ref` has been within the window, by at least a pixel, since it
 * mounted. For content below a page's first screen whose code is fetched only when the user
 * scrolls to it (the order book's charts, decision 081), so that a first load on a phone spends
 * neither its bandwidth nor its main thread on what it does not show. Stays true once true; true
 * from the start where IntersectionObserver is missing.
 */
export function useHasBeenInView<T extends Element>(): {
  ref: (element: T | null) => () => void;
  hasBeenInView: boolean;
} {
  const [hasBeenInView, setHasBeenInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || hasBeenInView) return () => undefined;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setHasBeenInView(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [hasBeenInView],
  );
  return { ref, hasBeenInView };
}
