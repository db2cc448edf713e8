import { assertHalalas, basisPointsOf } from '../money.ts';

/*
 * The money maths of a purchase, in integer halalas (docs/decisions/020-payments.md).
 * Order: subtotal of the lines, minus the discount, then VAT on what is left; VAT and
 * percentage discounts round half up to the halala. The server prices every purchase with these;
 * the web uses them only to preview.
 */

/** A line of a purchase: `quantity` units of `unitHalalas` (net of VAT). */
export type PriceLine = { quantity: number; unitHalalas: number };

/** A discount: a share in basis points (1000 = 10 %) or a fixed amount in halalas. */
export type Discount = { basisPoints: number } | { amountHalalas: number };

/** What a purchase costs; every figure in halalas; net = subtotal - discount; total = net + vat. */
export type PriceBreakdown = {
  subtotalHalalas: number;
  discountHalalas: number;
  netHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
};

/**
 * Prices `lines` with an optional discount and the VAT rate in basis points (1500 = 15 %).
 * A discount never exceeds the subtotal. Throws RangeError on a non-integer or negative amount,
 * quantity or rate (programming errors: the edge validates user input first).
 */
export function priceBreakdown(
  lines: readonly PriceLine[],
  vatRateBasisPoints: number,
  discount?: Discount,
): PriceBreakdown {
  if (!Number.isSafeInteger(vatRateBasisPoints) || vatRateBasisPoints < 0) {
    throw new RangeError(`not a VAT rate: ${vatRateBasisPoints}`);
  }
  let subtotalHalalas = 0;
  for (const line of lines) {
    assertHalalas(line.unitHalalas);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`not a quantity: ${line.quantity}`);
    subtotalHalalas += line.unitHalalas * line.quantity;
  }
  assertHalalas(subtotalHalalas);
  const discountHalalas = Math.min(subtotalHalalas, discount ? discountOf(subtotalHalalas, discount) : 0);
  const netHalalas = subtotalHalalas - discountHalalas;
  const vatHalalas = basisPointsOf(netHalalas, vatRateBasisPoints);
  return { subtotalHalalas, discountHalalas, netHalalas, vatHalalas, totalHalalas: netHalalas + vatHalalas };
}

function discountOf(subtotalHalalas: number, discount: Discount): number {
  if ('basisPoints' in discount) {
    if (!Number.isSafeInteger(discount.basisPoints) || discount.basisPoints < 0 || discount.basisPoints > 10_000) {
      throw new RangeError(`not a discount: ${discount.basisPoints}`);
    }
    return basisPointsOf(subtotalHalalas, discount.basisPoints);
  }
  assertHalalas(discount.amountHalalas);
  return discount.amountHalalas;
}

/**
 * The unused part of a paid period, for an upgrade's credit: `paidNetHalalas` x the share of
 * [start, end) still ahead of `now`, rounded down to the halala (the platform never credits more
 * than was paid). 0 before nothing is left, all of it when `now` is at or before `start`.
 * Instants in ms since the epoch; throws RangeError when end <= start.
 */
export function unusedShareHalalas(paidNetHalalas: number, startMs: number, endMs: number, nowMs: number): number {
  assertHalalas(paidNetHalalas);
  if (!(endMs > startMs)) throw new RangeError('a period ends after it starts');
  const remaining = Math.min(Math.max(endMs - nowMs, 0), endMs - startMs);
  // BigInt: a year in ms times a large amount passes Number.MAX_SAFE_INTEGER.
  return Number((BigInt(paidNetHalalas) * BigInt(Math.trunc(remaining))) / BigInt(Math.trunc(endMs - startMs)));
}
