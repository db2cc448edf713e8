import { describe, expect, it } from 'vitest';
import { sizeClassOf } from './loan-lists.ts';

/* Monsha'at size classes (decision 026): staff and revenue bounds, revenue deciding when they differ. */
describe("sizeClassOf (Monsha'at)", () => {
  it('classes by the bounds: micro up to 5 staff / SAR 3M, small up to 49 / 40M, medium up to 249 / 200M', () => {
    expect(sizeClassOf(5, 3_000_000)).toEqual({ byStaff: 'micro', byRevenue: 'micro', sizeClass: 'micro' });
    expect(sizeClassOf(6, 3_000_001)).toEqual({ byStaff: 'small', byRevenue: 'small', sizeClass: 'small' });
    expect(sizeClassOf(249, 200_000_000).sizeClass).toBe('medium');
    expect(sizeClassOf(250, 200_000_001)).toEqual({ byStaff: 'large', byRevenue: 'large', sizeClass: 'large' });
  });

  it('takes the revenue class when staff and revenue differ', () => {
    expect(sizeClassOf(300, 10_000_000)).toEqual({ byStaff: 'large', byRevenue: 'small', sizeClass: 'small' });
    expect(sizeClassOf(3, 150_000_000).sizeClass).toBe('medium');
  });
});
