import { z } from 'zod';

/*
 * The indicative price of a private company's shares (issue 15, decision 033), as secondaries
 * platforms show it. SAR amounts are decimal strings with two places; quantities are shares.
 */

const Sar = z.string().describe('SAR, decimal string with 2 places');

/**
 * The price per share implied by a funding round, in halalas, rounded half up: the pre-money
 * valuation over the shares outstanding before the round. The published share structure
 * (`totalShares`, company_details) counts the shares of today; once the round has closed it
 * includes the shares the round issued at that price, so the shares before the round are
 * totalShares x pre / (pre + raised) and the price is (pre-money + raised) / totalShares (the
 * post-money valuation over the post-round shares). Before the round closes (open, upcoming,
 * cancelled) nothing was issued: `issuedHalalas` is 0 and the price is pre-money / totalShares.
 * Returns the price and the shares before the round (rounded half up); null when the total
 * shares are not a positive count or the valuation is not positive (decision 044).
 */
export function roundImpliedPrice({
  preMoneyHalalas,
  issuedHalalas,
  totalShares,
}: {
  preMoneyHalalas: bigint;
  issuedHalalas: bigint;
  totalShares: number;
}): { priceHalalas: bigint; sharesBeforeRound: number } | null {
  if (!Number.isSafeInteger(totalShares) || totalShares <= 0 || preMoneyHalalas <= 0n || issuedHalalas < 0n)
    return null;
  const shares = BigInt(totalShares);
  const postMoney = preMoneyHalalas + issuedHalalas;
  return {
    priceHalalas: (postMoney * 2n + shares) / (2n * shares),
    sharesBeforeRound: Number((shares * preMoneyHalalas * 2n + postMoney) / (2n * postMoney)),
  };
}

/** Days the volume-weighted average price looks back over. */
export const VWAP_WINDOW_DAYS = 30;
/** Months of settled trades the price history covers. */
export const PRICE_HISTORY_MONTHS = 12;

/** One day of the price history: the volume-weighted price of that day's settled trades. */
export const PricePointSchema = z.object({
  /** Riyadh calendar day, YYYY-MM-DD. */
  date: z.string(),
  price: Sar,
  quantity: z.number().int().describe('shares'),
});

/**
 * The indicative price block: last settled trade (price and execution time), the volume-weighted
 * average of the settled trades executed in the last VWAP_WINDOW_DAYS days (sum of price x
 * quantity over the shares, rounded half up to the halala; null without trades) with their
 * volume, the highest live bid and the lowest open offer of the public book, the price per share
 * implied by the latest funding round (roundImpliedPrice: pre-money valuation / the shares
 * outstanding before the round, rounded half up; null when either is unknown) with those shares, the company's total shares, and the daily history.
 */
export const IndicativePriceSchema = z.object({
  companyId: z.number().int(),
  lastTrade: z.object({ price: Sar, executedAt: z.string() }).nullable(),
  vwap30: Sar.nullable(),
  volume30: z.number().int().describe('shares'),
  highestBid: Sar.nullable(),
  lowestOffer: Sar.nullable(),
  roundImpliedPrice: Sar.nullable(),
  preMoneyValuation: Sar.nullable(),
  sharesBeforeRound: z.number().int().nullable().describe('shares outstanding before the latest round'),
  totalShares: z.number().int().nullable(),
  history: z.array(PricePointSchema),
});
export type IndicativePrice = z.infer<typeof IndicativePriceSchema>;
