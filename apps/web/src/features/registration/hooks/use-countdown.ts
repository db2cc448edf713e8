import { useEffect, useState } from 'react';

/** How often the countdown re-reads the clock, in ms (under a second, so no second is skipped). */
const TICK_MS = 250;

/**
 * A countdown in whole seconds, read from the clock (so a busy tab does not slow it down):
 * `start(seconds)` begins it, `secondsLeft` is what remains (0 when over or never started).
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  };

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start };
}
