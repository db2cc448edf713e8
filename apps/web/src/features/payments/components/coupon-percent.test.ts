import { describe, expect, it } from 'vitest';
import { percentToBasisPoints } from './coupon-percent';

describe('percentToBasisPoints', () => {
  it('turns a typed percentage into basis points exactly', () => {
    expect(percentToBasisPoints('10')).toBe(1000);
    expect(percentToBasisPoints(' 12.5 ')).toBe(1250);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(percentToBasisPoints('100')).toBe(10000);
  });

  it('answers NaN for what is not a percentage with at most two decimals', () => {
    for (const typed of ['', 'ten', '1.234', '-5', '1e2']) expect(percentToBasisPoints(typed)).toBeNaN();
  });
});
