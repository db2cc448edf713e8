import { useEffect, useRef } from 'react';

/** Pixels left beside the active tab when it is scrolled into view, so its neighbour shows it goes on. */
const PEEK_PX = 32;

/**
 * A tab strip that scrolls sideways (a row of tabs wider than a phone): keeps the active tab
 * (`[data-active]`) in view whenever `active` changes, and marks on the strip which ends have more
 * tabs beyond them (`data-more-start`, `data-more-end`; logical, so right-to-left works) for a fade
 * hint. Returns the ref for the strip (Mantine Tabs.List). Only the strip scrolls, never the page.
 */
export function useTabStrip<T extends HTMLElement>(active: string) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      // scrollLeft runs 0..max in left-to-right, 0..-max in right-to-left.
      const scrolled = Math.abs(strip.scrollLeft);
      const max = strip.scrollWidth - strip.clientWidth;
      strip.toggleAttribute('data-more-start', scrolled > 1);
      strip.toggleAttribute('data-more-end', max - scrolled > 1);
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const strip = ref.current;
    const tab = strip?.querySelector<HTMLElement>('[data-active]');
    if (!strip || !tab) return;
    const bounds = strip.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bounds.left) strip.scrollBy({ left: box.left - bounds.left - PEEK_PX });
    else if (box.right > bounds.right) strip.scrollBy({ left: box.right - bounds.right + PEEK_PX });
  }, [active]);

  return ref;
}
