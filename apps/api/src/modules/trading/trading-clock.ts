import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The trading services' clock (decision 033). Real requests read the wall clock; the demo seed
 * replays twelve months of trading through the same services by running each step inside
 * `atTradingTime(instant, step)`, so created, executed, reviewed and audit timestamps fall on
 * that past instant. Nothing outside the seed sets it, so behaviour for real use is unchanged.
 */
const clock = new AsyncLocalStorage<Date>();

/** The instant the trading services act at: the wall clock unless atTradingTime set one. */
export function tradingNow(): Date {
  const fixed = clock.getStore();
  return fixed ? new Date(fixed.getTime()) : new Date();
}

/** Runs `step` with tradingNow() fixed at `instant` (the seed's replay of past trading). */
export function atTradingTime<T>(instant: Date, step: () => Promise<T>): Promise<T> {
  return clock.run(instant, step);
}
