import { describe, expect, it } from 'vitest';
import { scrolledFraction, shouldAutoOpen } from './popup-rules';

describe('the newsletter popup rules', () => {
  it('measures how far down the page the visitor is', () => {
    expect(scrolledFraction(0, 3000, 1000)).toBe(0);
    expect(scrolledFraction(500, 3000, 1000)).toBe(0.25);
    expect(scrolledFraction(2000, 3000, 1000)).toBe(1);
    expect(scrolledFraction(0, 800, 1000)).toBe(1);
  });

  it('opens past 25 %, once per session, never for a subscribed user', () => {
    const base = { fraction: 0.26, isDoneThisSession: false, isSubscribed: false };
    expect(shouldAutoOpen(base)).toBe(true);
    expect(shouldAutoOpen({ ...base, fraction: 0.25 })).toBe(false);
    expect(shouldAutoOpen({ ...base, isDoneThisSession: true })).toBe(false);
    expect(shouldAutoOpen({ ...base, isSubscribed: true })).toBe(false);
  });
});
