import { describe, expect, it } from 'vitest';
import { roundImpliedPrice } from './indicative-price.ts';

describe('roundImpliedPrice: pre-money valuation / shares outstanding before the round', () => {
  it('divides the pre-money valuation by the published shares while the round has issued nothing', () => {
    // SAR 50,000,000 over 3,000,000 shares: 16.666... -> 16.67 (half up)
    expect(roundImpliedPrice({ preMoneyHalalas: 5_000_000_000n, issuedHalalas: 0n, totalShares: 3_000_000 })).toEqual({
      priceHalalas: 1_667n,
      sharesBeforeRound: 3_000_000,
    });
  });

  it('takes the shares a closed round issued out of the published count', () => {
    // SAR 40,000,000 pre-money at SAR 8.00 a share = 5,000,000 shares before; SAR 10,000,000
    // raised at SAR 8.00 issued 1,250,000 more: 6,250,000 published today.
    expect(
      roundImpliedPrice({ preMoneyHalalas: 4_000_000_000n, issuedHalalas: 1_000_000_000n, totalShares: 6_250_000 }),
    ).toEqual({ priceHalalas: 800n, sharesBeforeRound: 5_000_000 });
  });

  it('rounds half up to the halala, never down', () => {
    // SAR 1,000.05 over 2,000 shares = 0.500025 -> 0.50; SAR 1,010 over 2,000 = 0.505 -> 0.51
    expect(roundImpliedPrice({ preMoneyHalalas: 100_005n, issuedHalalas: 0n, totalShares: 2_000 })?.priceHalalas).toBe(
      50n,
    );
    expect(roundImpliedPrice({ preMoneyHalalas: 101_000n, issuedHalalas: 0n, totalShares: 2_000 })?.priceHalalas).toBe(
      51n,
    );
  });

  it('has no price without a positive share count or valuation', () => {
    expect(roundImpliedPrice({ preMoneyHalalas: 5_000_000_000n, issuedHalalas: 0n, totalShares: 0 })).toBeNull();
    expect(roundImpliedPrice({ preMoneyHalalas: 0n, issuedHalalas: 0n, totalShares: 1_000 })).toBeNull();
  });
});
