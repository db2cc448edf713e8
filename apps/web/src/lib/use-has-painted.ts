import { useEffect, useState } from 'react';

/** Set once the app's first screen has been painted. */
let hasAppPainted = false;

/**
 * False on the app's first render, true once the browser has painted it: the frame callback runs
 * just before the next paint, and a task queued from it runs after. For content below what a
 * first load's first paint shows, whose code is fetched only then, so that paint waits for
 * nothing it does not show (home's sections below the hero, decision 069). True at once for a
 * component mounted after that (a later visit to the page within the app), so a page returned to
 * renders whole and its scroll position can be restored. In a background tab, where frames do not
 * run, it turns true when the tab is shown.
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(hasAppPainted);
  useEffect(() => {
    if (hasPainted) return;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        hasAppPainted = true;
        setHasPainted(true);
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [hasPainted]);
  return hasPainted;
}
