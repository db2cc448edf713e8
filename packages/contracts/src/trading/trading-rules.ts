import { z } from 'zod';
import { normalizeSar, sarToHalalas } from '../money.ts';
import { IdSchema, MAX_ID, sarDecimalPattern } from '../http/common-schemas.ts';
import { ORDER_TYPE_CODES, SHARE_DEAL_TYPE_CODES } from '../lookups/static-lists.ts';
import { USER_TYPES, type UserType } from '../user-types.ts';

/**
 * The trading rules (decision 004), written once for the offer-shares form, the bid and negotiate
 * dialogs and the server. Messages are keys; their texts are in messages/{en,ar}.json under
 * "trading". SAR amounts travel as decimal strings ("1250.50") and are computed as integer halalas
 * (bigint); share quantities are integers.
 */

/** Message keys of the trading rules and answers (the specification's texts, plus ours where it is silent). */
export const TRADING_KEYS = {
  dealTypeRequired: 'trading.dealTypeRequired',
  offerPriceRequired: 'trading.offerPriceRequired',
  offerQuantityRequired: 'trading.offerQuantityRequired',
  quantityRequired: 'trading.quantityRequired',
  priceRequired: 'trading.priceRequired',
  offerRequired: 'trading.offerRequired',
  maxQuantityExceeded: 'trading.maxQuantityExceeded',
  priceDecimals: 'trading.priceDecimals',
  pricePositive: 'trading.pricePositive',
  bidQuantityExceedsOffered: 'trading.bidQuantityExceedsOffered',
  bidQuantityExceedsOffer: 'trading.bidQuantityExceedsOffer',
  quantityDecimals: 'trading.quantityDecimals',
  quantityPositive: 'trading.quantityPositive',
  minTransactionSize: 'trading.minTransactionSize',
  offerHasBids: 'trading.offerHasBids',
  noBids: 'trading.noBids',
  targetBuyerRequired: 'trading.targetBuyerRequired',
  targetBuyerNotRegistered: 'trading.targetBuyerNotRegistered',
  targetBuyerOnlyPrivate: 'trading.targetBuyerOnlyPrivate',
  expiryDateRequired: 'trading.expiryDateRequired',
  expiryDateInvalid: 'trading.expiryDateInvalid',
  expiryDatePast: 'trading.expiryDatePast',
  expiryDateOnlyGte: 'trading.expiryDateOnlyGte',
  notesTooLong: 'trading.notesTooLong',
  termsRequired: 'trading.termsRequired',
  facilitatorRequired: 'trading.facilitatorRequired',
  authorizationRequired: 'trading.authorizationRequired',
  offerNotFound: 'trading.offerNotFound',
  bidNotFound: 'trading.bidNotFound',
  tradeNotFound: 'trading.tradeNotFound',
  offerNotOpen: 'trading.offerNotOpen',
  offerExpired: 'trading.offerExpired',
  offerLocked: 'trading.offerLocked',
  pendingOfferExists: 'trading.pendingOfferExists',
  notShareholder: 'trading.notShareholder',
  ownOfferBid: 'trading.ownOfferBid',
  notTargetBuyer: 'trading.notTargetBuyer',
  bidExists: 'trading.bidExists',
  bidNotOpen: 'trading.bidNotOpen',
  notYourTurn: 'trading.notYourTurn',
  termsChanged: 'trading.termsChanged',
  wholeOfferOnly: 'trading.wholeOfferOnly',
  tradeNotPending: 'trading.tradeNotPending',
  rejectNoteRequired: 'trading.rejectNoteRequired',
  invalidTransition: 'trading.invalidTransition',
  offered: 'trading.offered',
  offerUpdated: 'trading.offerUpdated',
  bidPlaced: 'trading.bidPlaced',
  negotiationSubmitted: 'trading.negotiationSubmitted',
  offerCancelled: 'trading.offerCancelled',
  offerDeleted: 'trading.offerDeleted',
  bidDeleted: 'trading.bidDeleted',
  tradeExecuted: 'trading.tradeExecuted',
  rejected: 'trading.rejected',
  tradeApproved: 'trading.tradeApproved',
  tradeRejected: 'trading.tradeRejected',
} as const;

/**
 * Who trades (investors and shareholders bid, negotiate and offer shares): shareholders (4, 5) and
 * investors (6, 7). An investor who holds shares may offer them. The services marketplace's buyer
 * (11) and company users (3) do not trade secondary shares.
 */
export const TRADING_USER_TYPES: readonly UserType[] = [
  USER_TYPES.individualShareholder,
  USER_TYPES.institutionalShareholder,
  USER_TYPES.individualInvestor,
  USER_TYPES.institutionalInvestor,
];

/**
 * Who may bid on public offers, delete their own bids, answer a counter on their own bid and
 * accept or reject a private deal aimed at them (and so be a private deal's target buyer): the
 * traders plus the services marketplace's buyer (11; decision 015). Offering shares and
 * negotiating stay with TRADING_USER_TYPES.
 */
export const BIDDER_USER_TYPES: readonly UserType[] = [...TRADING_USER_TYPES, USER_TYPES.buyer];

/**
 * Minimum transaction size (the specification names the rule, not the value): every offer, bid and
 * counter-offer is worth at least SAR 1,000 (price x quantity). 100,000 halalas.
 */
export const MIN_TRANSACTION_HALALAS = 100_000n;
/** The same minimum as a SAR decimal string, for messages. */
export const MIN_TRANSACTION_SAR = '1000.00';
/** Highest share price accepted: numeric(18,2) holds 16 integer digits; we stop at 12. */
export const PRICE_PATTERN = sarDecimalPattern(12);
/** Largest share quantity: the integer columns' limit. */
export const MAX_SHARE_QUANTITY = 2_147_483_647;
/** Longest offer note, in characters. */
export const OFFER_NOTES_MAX_LENGTH = 1000;

/**
 * A share price: required, a decimal with at most 2 places, more than 0. Accepts a decimal string
 * (the wire format) or a JSON number; answers the normalised string.
 */
export function priceSchema(requiredKey: string) {
  return z
    .union([z.string(requiredKey), z.number(requiredKey)], { error: requiredKey })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', { error: requiredKey, abort: true })
    .refine((value) => PRICE_PATTERN.test(value), { error: TRADING_KEYS.priceDecimals, abort: true })
    .refine((value) => sarToHalalas(value) > 0n, { error: TRADING_KEYS.pricePositive, abort: true })
    .transform(normalizeSar);
}

/** A share quantity: required, a whole number, more than 0. */
export function quantitySchema(requiredKey: string) {
  return z
    .number(requiredKey)
    .refine((value) => Number.isInteger(value), { error: TRADING_KEYS.quantityDecimals, abort: true })
    .refine((value) => value > 0, { error: TRADING_KEYS.quantityPositive, abort: true })
    .refine((value) => value <= MAX_SHARE_QUANTITY, { error: TRADING_KEYS.maxQuantityExceeded, abort: true });
}

/** True when price x quantity reaches the minimum transaction size. */
export function meetsMinimumTransaction(price: string, quantity: number): boolean {
  return sarToHalalas(price) * BigInt(quantity) >= MIN_TRANSACTION_HALALAS;
}

/** YYYY-MM-DD of a GTE order's last valid day (Riyadh time). */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in Riyadh (UTC+3, no daylight saving), YYYY-MM-DD. */
export function riyadhToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The moment a GTE order with last valid day `date` expires: the end of that day in Riyadh,
 * i.e. the next midnight at UTC+3.
 */
export function gteExpiryInstant(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00+03:00`) + 86_400_000);
}

/**
 * Offer-shares form (OfferSharesEndpoint). offerId present means "update my open offer". A private
 * deal needs a target buyer; a GTE order needs its last valid day (today or later, Riyadh). The
 * three consents are required. Price x quantity must reach the minimum transaction size.
 */
export const OfferSharesRequestSchema = z
  .object({
    offerId: IdSchema.optional(),
    companyId: IdSchema,
    dealType: z.enum(SHARE_DEAL_TYPE_CODES, TRADING_KEYS.dealTypeRequired),
    targetBuyerId: IdSchema.nullish(),
    price: priceSchema(TRADING_KEYS.offerPriceRequired),
    quantity: quantitySchema(TRADING_KEYS.offerQuantityRequired),
    allowsPartial: z.boolean().default(false),
    validity: z.enum(ORDER_TYPE_CODES, 'validation.invalidValue').default('GTC'),
    expiryDate: z.string().nullish(),
    notes: z.string().max(OFFER_NOTES_MAX_LENGTH, TRADING_KEYS.notesTooLong).nullish(),
    consents: z.object(
      {
        terms: z.literal(true, TRADING_KEYS.termsRequired),
        technologyFacilitator: z.literal(true, TRADING_KEYS.facilitatorRequired),
        authorization: z.literal(true, TRADING_KEYS.authorizationRequired),
      },
      TRADING_KEYS.termsRequired,
    ),
  })
  .superRefine((offer, context) => {
    if (offer.dealType === 'private' && !offer.targetBuyerId) {
      context.addIssue({ code: 'custom', path: ['targetBuyerId'], message: TRADING_KEYS.targetBuyerRequired });
    }
    if (offer.dealType === 'public' && offer.targetBuyerId) {
      context.addIssue({ code: 'custom', path: ['targetBuyerId'], message: TRADING_KEYS.targetBuyerOnlyPrivate });
    }
    if (offer.validity === 'GTE') {
      if (!offer.expiryDate)
        context.addIssue({ code: 'custom', path: ['expiryDate'], message: TRADING_KEYS.expiryDateRequired });
      else if (!isCalendarDate(offer.expiryDate))
        context.addIssue({ code: 'custom', path: ['expiryDate'], message: TRADING_KEYS.expiryDateInvalid });
      else if (offer.expiryDate < riyadhToday())
        context.addIssue({ code: 'custom', path: ['expiryDate'], message: TRADING_KEYS.expiryDatePast });
    } else if (offer.expiryDate) {
      context.addIssue({ code: 'custom', path: ['expiryDate'], message: TRADING_KEYS.expiryDateOnlyGte });
    }
    if (!meetsMinimumTransaction(offer.price, offer.quantity)) {
      context.addIssue({ code: 'custom', path: ['price'], message: TRADING_KEYS.minTransactionSize });
    }
  });
export type OfferSharesRequest = z.infer<typeof OfferSharesRequestSchema>;

/** Bid dialog (PlaceBidEndpoint): the offer, a price and a whole quantity. */
export const SharesBidRequestSchema = z
  .object({
    offerId: z
      .number(TRADING_KEYS.offerRequired)
      .int('validation.wholeNumber')
      .min(1, 'validation.invalidValue')
      .max(MAX_ID, 'validation.invalidValue'),
    price: priceSchema(TRADING_KEYS.priceRequired),
    quantity: quantitySchema(TRADING_KEYS.quantityRequired),
  })
  .superRefine((bid, context) => {
    if (!meetsMinimumTransaction(bid.price, bid.quantity)) {
      context.addIssue({ code: 'custom', path: ['price'], message: TRADING_KEYS.minTransactionSize });
    }
  });
export type SharesBidRequest = z.infer<typeof SharesBidRequestSchema>;

/** Negotiate-deal dialog (NegotiateBidEndpoint): new terms (price and quantity) on a bid. */
export const SharesNegotiateRequestSchema = z
  .object({
    bidId: IdSchema,
    price: priceSchema(TRADING_KEYS.priceRequired),
    quantity: quantitySchema(TRADING_KEYS.quantityRequired),
  })
  .superRefine((terms, context) => {
    if (!meetsMinimumTransaction(terms.price, terms.quantity)) {
      context.addIssue({ code: 'custom', path: ['price'], message: TRADING_KEYS.minTransactionSize });
    }
  });
export type SharesNegotiateRequest = z.infer<typeof SharesNegotiateRequestSchema>;
