import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Discount, priceBreakdown, unusedShareHalalas } from './pricing.ts';

/*
 * Properties of the money maths (docs/decisions/020-payments.md): every figure a whole number of
 * halalas, never negative, total = net + VAT, a discount never above the subtotal, VAT within half
 * a halala of the exact rate, and an upgrade's credit never above what was paid.
 */

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 24 }),
  unitHalalas: fc.integer({ min: 0, max: 10_000_000 }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 5 });
const vatRate = fc.integer({ min: 0, max: 10_000 });
const discount: fc.Arbitrary<Discount | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => ({ basisPoints })),
  fc.integer({ min: 0, max: 500_000_000 }).map((amountHalalas) => ({ amountHalalas })),
);

describe('priceBreakdown', () => {
  it('gives whole, non-negative halalas with total = net + VAT and net = subtotal - discount', () => {
    fc.assert(
      fc.property(lines, vatRate, discount, (items, rate, off) => {
        const price = priceBreakdown(items, rate, off);
        for (const value of Object.values(price)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(price.subtotalHalalas).toBe(items.reduce((sum, item) => sum + item.quantity * item.unitHalalas, 0));
        expect(price.discountHalalas).toBeLessThanOrEqual(price.subtotalHalalas);
        expect(price.netHalalas).toBe(price.subtotalHalalas - price.discountHalalas);
        expect(price.totalHalalas).toBe(price.netHalalas + price.vatHalalas);
      }),
    );
  });

  it('rounds VAT to the nearest halala (half up) of net x rate', () => {
    fc.assert(
      fc.property(lines, vatRate, discount, (items, rate, off) => {
        const price = priceBreakdown(items, rate, off);
        const exactTimes10k = price.netHalalas * rate;
        expect(Math.abs(price.vatHalalas * 10_000 - exactTimes10k)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('never charges more with a discount than without', () => {
    fc.assert(
      fc.property(lines, vatRate, discount, (items, rate, off) => {
        expect(priceBreakdown(items, rate, off).totalHalalas).toBeLessThanOrEqual(
          priceBreakdown(items, rate).totalHalalas,
        );
      }),
    );
  });

  it('takes a fixed discount whole up to the subtotal, and a 100 % discount to zero', () => {
    fc.assert(
      fc.property(lines, vatRate, fc.integer({ min: 0, max: 1_000_000 }), (items, rate, amount) => {
        const price = priceBreakdown(items, rate, { amountHalalas: amount });
        expect(price.discountHalalas).toBe(Math.min(amount, price.subtotalHalalas));
        expect(priceBreakdown(items, rate, { basisPoints: 10_000 }).totalHalalas).toBe(0);
      }),
    );
  });
});

describe('unusedShareHalalas (an upgrade’s credit)', () => {
  it('is a whole number between 0 and what was paid, shrinking as time passes', () => {
    const period = fc
      .tuple(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 1, max: 4e10 }))
      .map(([start, length]) => ({ start, end: start + length }));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        period,
        fc.integer({ min: -1e10, max: 5e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        (paid, { start, end }, offset, later) => {
          const now = start + offset;
          const credit = unusedShareHalalas(paid, start, end, now);
          expect(Number.isSafeInteger(credit)).toBe(true);
          expect(credit).toBeGreaterThanOrEqual(0);
          expect(credit).toBeLessThanOrEqual(paid);
          expect(unusedShareHalalas(paid, start, end, now + later)).toBeLessThanOrEqual(credit);
        },
      ),
    );
  });

  it('is all of it at or before the start and nothing at or after the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 4e10 }), (paid, length) => {
        expect(unusedShareHalalas(paid, 1e12, 1e12 + length, 1e12)).toBe(paid);
        expect(unusedShareHalalas(paid, 1e12, 1e12 + length, 1e12 + length)).toBe(0);
      }),
    );
  });
});
