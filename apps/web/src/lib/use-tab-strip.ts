import { useEffect, useRef } from 'react';

/** Pixels left beside the active tab when it is scrolled into view, so its neighbour shows it goes on. */
const PEEK_PX = 32;

/** Scrolls `strip` sideways (never the page) so its active tab (`[data-active]`) is in view. */
function bringActiveTabIntoView(strip: HTMLElement) {
  const tab = strip.querySelector<HTMLElement>('[data-active]');
  if (!tab) return;
  const bounds = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < bounds.left) strip.scrollBy({ left: box.left - bounds.left - PEEK_PX });
  else if (box.right > bounds.right) strip.scrollBy({ left: box.right - bounds.right + PEEK_PX });
}

/**
 * A tab strip that scrolls sideways (a row of tabs wider than a phone): keeps the active tab
 * (`[data-active]`) in view whenever `active` changes, and marks on the strip which ends have more
 * tabs beyond them (`data-more-start`, `data-more-end`; logical, so right-to-left works) for a fade
 * hint. Returns the ref for the strip (Mantine Tabs.List). Only the strip scrolls, never the page.
 *
 * The first measurements come from the ResizeObserver's first report, which the browser makes
 * after its own layout: measuring in the mount effect would force a layout of the whole page
 * while the page is still being put together (about 70 ms on a slow phone).
 */
export function useTabStrip<T extends HTMLElement>(active: string) {
  const ref = useRef<T>(null);
  const measured = useRef(false);

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
    strip.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(() => {
      if (!measured.current) {
        measured.current = true;
        bringActiveTabIntoView(strip);
      }
      update();
    });
    observer.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    // Before the first report, the observer brings the tab into view itself.
    if (measured.current && ref.current) bringActiveTabIntoView(ref.current);
  }, [active]);

  return ref;
}
