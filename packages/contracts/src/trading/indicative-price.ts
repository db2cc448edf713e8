import { z } from 'zod';

/*
 * The indicative price of a private company's shares (issue 15, decision 033), as secondaries
 * platforms show it. SAR amounts are decimal strings with two places; quantities are shares.
 */

const Sar = z.string().describe('SAR, decimal string with 2 places');

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
 * implied by the latest funding round (pre-money valuation / the company's total shares, rounded
 * half up; null when either is unknown), the company's total shares, and the daily history.
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
  totalShares: z.number().int().nullable(),
  history: z.array(PricePointSchema),
});
export type IndicativePrice = z.infer<typeof IndicativePriceSchema>;
