import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: the frame callback runs just
 * before the next paint, and a task queued from it runs after. For content below what a first
 * paint shows, whose code is fetched only then, so the first paint waits for nothing it does not
 * show (home's sections below the hero, decision 069). In a background tab, where frames do not
 * run, it turns true when the tab is shown.
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setHasPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
