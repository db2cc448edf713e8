/*
 * SAR amounts (architecture: integer halalas in code, `numeric` in SQL, decimal strings with two
 * places on the wire; never floats). The one set of conversions every domain uses, and the
 * billing maths (VAT, discounts, pro-rating) the server computes and the web shows.
 */

/** '1250.5' -> 125050n. The caller has checked the text against a sarDecimalPattern. */
export function sarToHalalas(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** 125050n -> '1250.50' (always two decimals; negatives keep their sign). */
export function halalasToSar(halalas: bigint): string {
  const sign = halalas < 0n ? '-' : '';
  const absolute = halalas < 0n ? -halalas : halalas;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** A SAR decimal string normalised to two decimals: '12.5' -> '12.50', '007' -> '7.00'. */
export function normalizeSar(value: string): string {
  return halalasToSar(sarToHalalas(value));
}

/** A share of an amount in basis points (1500 = 15 %), rounded half up to the halala; amount >= 0. */
export function basisPointsOf(amountHalalas: number, basisPoints: number): number {
  assertHalalas(amountHalalas);
  return Math.floor((amountHalalas * basisPoints + 5_000) / 10_000);
}

/** Throws a RangeError unless `value` is a whole number of halalas, 0 or more (programming error). */
export function assertHalalas(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not an amount in halalas: ${value}`);
}
