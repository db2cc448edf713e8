import { z } from 'zod';
import { ORDER_TYPE_CODES, SHARE_DEAL_TYPE_CODES } from '../lookups/static-lists.ts';
import { DataSchema, IdSchema, MessageDataSchema, MAX_ID } from '../http/common-schemas.ts';
import { pageSchema } from '../pagination.ts';
import { PRICE_PATTERN } from './trading-rules.ts';
import {
  BID_STATUSES,
  OFFER_CLOSED_REASONS,
  OFFER_OUTCOMES,
  OFFER_STATUSES,
  TRADE_STATUSES,
  TRADING_ENTITY_KINDS,
  TRADING_ROLES,
} from './trading-state-machine.ts';

/*
 * Request and response shapes of the shareholdings calls (trading-endpoints.ts), the public
 * order book calls and the admin's trade review.
 * SAR amounts are decimal strings with two places ("1250.50"); quantities are integer shares;
 * times are ISO 8601 strings.
 */

const Sar = z.string().describe('SAR, decimal string with 2 places');
const Shares = z.number().int().describe('shares');
const Time = z.string().describe('ISO 8601 time');

/** An offer (order) as the order book and My Orders show it. */
export const OfferViewSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyNameEn: z.string(),
  companyNameAr: z.string(),
  dealType: z.enum(SHARE_DEAL_TYPE_CODES),
  targetBuyerId: z.number().int().nullable(),
  price: Sar,
  quantity: Shares,
  remainingQuantity: Shares,
  allowsPartial: z.boolean(),
  validity: z.enum(ORDER_TYPE_CODES),
  expiryDate: z.string().nullable(),
  expiresAt: Time.nullable(),
  notes: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  closedReason: z.enum(OFFER_CLOSED_REASONS).nullable(),
  /** For closed offers: matched (a trade), not matched (bids, none matched) or no bids received. */
  outcome: z.enum(OFFER_OUTCOMES).nullable(),
  liveBidCount: z.number().int(),
  isMine: z.boolean(),
  isTargetedAtMe: z.boolean(),
  createdAt: Time,
  updatedAt: Time,
});
export type OfferView = z.infer<typeof OfferViewSchema>;

/** A bid with the latest negotiated terms. */
export const BidViewSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  bidderId: z.number().int(),
  bidderName: z.string(),
  /** The bidder's name with its Arabic forms where given (decision 044). */
  bidderNameAr: z.string(),
  price: Sar,
  quantity: Shares,
  counterPrice: Sar.nullable(),
  counterQuantity: Shares.nullable(),
  awaitingParty: z.enum(['seller', 'bidder']),
  status: z.enum(BID_STATUSES),
  /** "Negotiating (Action Needed)": the viewer must answer the terms on the table. */
  isActionNeeded: z.boolean(),
  createdAt: Time,
  updatedAt: Time,
});
export type BidView = z.infer<typeof BidViewSchema>;

/** A trade with the spec's admin and settlement labels. */
export const TradeViewSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  bidId: z.number().int(),
  companyId: z.number().int(),
  companyNameEn: z.string(),
  companyNameAr: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  /** The parties' names with their Arabic forms where given (decision 044). */
  sellerNameAr: z.string(),
  buyerNameAr: z.string(),
  quantity: Shares,
  price: Sar,
  /** price x quantity, SAR. */
  value: Sar,
  status: z.enum(TRADE_STATUSES),
  adminStatus: z.enum(['admin_pending', 'admin_approved', 'admin_rejected']),
  settlementStatus: z.enum(['settlement_pending', 'settlement_completed', 'rejected']),
  executedAt: Time,
  reviewedAt: Time.nullable(),
  reviewNote: z.string().nullable(),
});
export type TradeView = z.infer<typeof TradeViewSchema>;

/** One holding of the signed-in user. */
export const HoldingViewSchema = z.object({
  companyId: z.number().int(),
  companyNameEn: z.string(),
  companyNameAr: z.string(),
  shares: Shares,
  /** In live offers and trades awaiting the admin. */
  reservedShares: Shares,
  availableShares: Shares,
  acquiredAt: Time,
});

/** One line of a company's cap table as the platform records it. */
export const CapTableLineSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  shares: Shares,
  ownershipPercent: z.string(),
});

export const HoldingsResponseSchema = DataSchema(z.array(HoldingViewSchema));
export const UserShareholdingsResponseSchema = DataSchema(
  z.object({
    type: z.enum(['company', 'user']),
    id: z.number().int(),
    /** Shares recorded on the platform (the sum of the holdings). */
    totalShares: Shares,
    /** The company's published total shares (type company; null when unpublished or type user). */
    companyTotalShares: Shares.nullable(),
    holdings: z.array(CapTableLineSchema),
  }),
);
export const TargetBuyersResponseSchema = DataSchema(z.array(z.object({ id: z.number().int(), name: z.string() })));
export const OrderSummaryResponseSchema = DataSchema(
  z.object({
    liveOffers: z.number().int(),
    liveBids: z.number().int(),
    actionNeeded: z.number().int(),
    pendingTrades: z.number().int(),
    settledTrades: z.number().int(),
  }),
);
/** A row of My Orders: a sell order (bid null) or a buy order (my bid on the offer). */
export const MyOrderSchema = z.object({
  side: z.enum(['sell', 'buy']),
  offer: OfferViewSchema,
  bid: BidViewSchema.nullable(),
});
export const MyOrdersPageSchema = pageSchema(MyOrderSchema);
/**
 * Query of GET get-my-orders/{page}/{size}: `side` keeps only my offers (sell) or only my bids
 * (buy), both when absent; `companyId` keeps the orders on that company's offers; `bids=live`
 * keeps only my live bids (LIVE_BID_STATUSES: open, negotiating), as the order book's "Your bids".
 */
export const MyOrdersQuerySchema = z.object({
  side: z.enum(['sell', 'buy'], 'validation.invalidValue').optional(),
  companyId: z.coerce.number('validation.invalidValue').int('validation.wholeNumber').min(1).max(MAX_ID).optional(),
  bids: z.enum(['live'], 'validation.invalidValue').optional(),
});
export type MyOrdersSide = NonNullable<z.infer<typeof MyOrdersQuerySchema>['side']>;

/**
 * A company of My Companies (trading sub-area): one I hold shares of or trade (an offer, a bid
 * or a trade, whatever its status). Ownership is of the shares recorded on the platform for the
 * company (as the cap table counts it), two decimals. The last traded price is that of the
 * company's latest settled (admin approved) trade; `holdingValue` = shares x that price, null
 * when the company has never traded.
 */
export const MyCompanySchema = z.object({
  companyId: z.number().int(),
  companyNameEn: z.string(),
  companyNameAr: z.string(),
  shares: Shares,
  /** In my live offers and trades awaiting the admin. */
  reservedShares: Shares,
  availableShares: Shares,
  ownershipPercent: z.string().describe('percent, decimal string with 2 places'),
  lastTradedPrice: Sar.nullable(),
  lastTradedAt: Time.nullable(),
  holdingValue: Sar.nullable(),
  liveOffers: z.number().int(),
  liveBids: z.number().int(),
  pendingTrades: z.number().int(),
});
export type MyCompany = z.infer<typeof MyCompanySchema>;
export const MyCompaniesResponseSchema = DataSchema(z.array(MyCompanySchema));
export const OffersResponseSchema = DataSchema(z.array(OfferViewSchema));
export const OffersPageSchema = pageSchema(OfferViewSchema);
export const BidsResponseSchema = DataSchema(z.array(BidViewSchema));
export const TradingSummarySchema = z.object({
  sharesBought: Shares,
  sharesSold: Shares,
  amountBought: Sar,
  amountSold: Sar,
  tradesPending: z.number().int(),
  tradesSettled: z.number().int(),
  tradesRejected: z.number().int(),
  trades: z.array(TradeViewSchema),
});
export const TradingSummaryResponseSchema = DataSchema(TradingSummarySchema);
export const TradingCompaniesResponseSchema = DataSchema(
  z.array(
    z.object({
      companyId: z.number().int(),
      companyNameEn: z.string(),
      companyNameAr: z.string(),
      liveOffers: z.number().int(),
      lowestPrice: Sar,
      sharesOffered: Shares,
    }),
  ),
);
export const IsShareholderResponseSchema = DataSchema(
  z.object({ isShareholder: z.boolean(), shares: Shares, availableShares: Shares }),
);
export const NegotiatedValuesResponseSchema = DataSchema(
  z.array(
    z.object({
      bidId: z.number().int(),
      party: z.enum(['seller', 'bidder']),
      price: Sar,
      quantity: Shares,
      createdAt: Time,
    }),
  ),
);
export const PendingOfferResponseSchema = DataSchema(
  z.object({ hasPendingOffer: z.boolean(), offerId: z.number().int().nullable() }),
);
export const OfferResponseSchema = MessageDataSchema(OfferViewSchema);
export const BidResponseSchema = MessageDataSchema(BidViewSchema);
export const TradeResponseSchema = MessageDataSchema(TradeViewSchema);
export const RejectResponseSchema = MessageDataSchema(
  z.object({ kind: z.enum(['bid', 'offer']), id: z.number().int(), status: z.string() }),
);

/** Market depth (order book with market depth; MarketDepthEndpoint): price levels of offers and of bids. */
const PriceLevelSchema = z.object({ price: Sar, quantity: Shares, count: z.number().int() });
export const MarketDepthResponseSchema = DataSchema(
  z.object({ companyId: z.number().int(), offers: z.array(PriceLevelSchema), bids: z.array(PriceLevelSchema) }),
);

/** Filters of "all active offers" (the filter payload of ActiveOffersEndpoint). */
export const ActiveOffersRequestSchema = z.object({
  companyId: IdSchema.optional(),
  companyName: z.string().max(100, 'validation.tooLong').optional(),
  dealType: z.enum(SHARE_DEAL_TYPE_CODES).optional(),
  minPrice: z.string().regex(PRICE_PATTERN, 'trading.priceDecimals').optional(),
  maxPrice: z.string().regex(PRICE_PATTERN, 'trading.priceDecimals').optional(),
  page: z.number().int('validation.wholeNumber').min(0, 'validation.pageNegative').default(0),
  size: z
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(50, 'validation.sizeRange')
    .default(20),
});
export type ActiveOffersRequest = z.infer<typeof ActiveOffersRequestSchema>;

/** Filters of POST trading_summary. */
export const TradingSummaryRequestSchema = z.object({
  companyId: IdSchema.optional(),
  status: z.enum(TRADE_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TradingSummaryRequest = z.infer<typeof TradingSummaryRequestSchema>;

/** Admin review queue filter and decision bodies. */
export const AdminTradesQuerySchema = z.object({
  status: z.enum(TRADE_STATUSES).optional(),
  page: z.coerce.number().int('validation.wholeNumber').min(0, 'validation.pageNegative').default(0),
  size: z.coerce
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(50, 'validation.sizeRange')
    .default(20),
});
export const TradesPageSchema = pageSchema(TradeViewSchema);
export const ApproveTradeRequestSchema = z
  .object({ note: z.string().max(1000, 'validation.tooLong').optional() })
  .default({});
export const RejectTradeRequestSchema = z.object({
  note: z
    .string('trading.rejectNoteRequired')
    .trim()
    .min(1, 'trading.rejectNoteRequired')
    .max(1000, 'validation.tooLong'),
});

/** One audit row of a trade, its bid or its offer. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  entityKind: z.enum(TRADING_ENTITY_KINDS),
  entityId: z.number().int(),
  action: z.string(),
  role: z.enum(TRADING_ROLES),
  actorUserId: z.number().int().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  at: Time,
});
export const AuditResponseSchema = DataSchema(z.array(AuditEntrySchema));
