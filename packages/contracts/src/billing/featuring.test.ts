import { describe, expect, it } from 'vitest';
import { addMonths, FeatureCompanySchema, featuringState } from './featuring.ts';

describe('featuring dates', () => {
  it('adds calendar months, clamping the day to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 3).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T08:00:00Z'), 3).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2027-12-15T00:00:00Z'), 12).toISOString()).toBe('2028-12-15T00:00:00.000Z');
  });

  it('is scheduled before its start, current from it, and past from its end instant', () => {
    expect(featuringState(100, 200, 99)).toBe('scheduled');
    expect(featuringState(100, 200, 100)).toBe('current');
    expect(featuringState(100, 200, 199)).toBe('current');
    expect(featuringState(100, 200, 200)).toBe('past');
  });
});

describe('FeatureCompanySchema', () => {
  it('takes duration codes 1 to 3 with the terms accepted, and an empty coupon as none', () => {
    const parsed = FeatureCompanySchema.parse({ durationCode: 3, method: 'card', termsAccepted: true, couponCode: '' });
    expect(parsed.couponCode).toBeUndefined();
    expect(FeatureCompanySchema.safeParse({ durationCode: 0, method: 'card', termsAccepted: true }).success).toBe(
      false,
    );
    expect(FeatureCompanySchema.safeParse({ durationCode: 1, method: 'card', termsAccepted: false }).success).toBe(
      false,
    );
  });
});
