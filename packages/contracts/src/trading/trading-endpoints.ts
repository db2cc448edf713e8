import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { IdSchema, MessageResponseSchema } from '../http/common-schemas.ts';
import { USER_TYPES } from '../user-types.ts';
import { MARKET_DEPTH_PATH, PUBLIC_ACTIVE_OFFERS_PATH } from './order-book-endpoint-paths.ts';
import {
  ActiveOffersRequestSchema,
  AdminTradesQuerySchema,
  ApproveTradeRequestSchema,
  AuditResponseSchema,
  BidResponseSchema,
  BidsResponseSchema,
  HoldingsResponseSchema,
  IsShareholderResponseSchema,
  MarketDepthResponseSchema,
  MyCompaniesResponseSchema,
  MyOrdersPageSchema,
  MyOrdersQuerySchema,
  NegotiatedValuesResponseSchema,
  OfferResponseSchema,
  OffersPageSchema,
  OffersResponseSchema,
  OrderSummaryResponseSchema,
  PendingOfferResponseSchema,
  RejectResponseSchema,
  RejectTradeRequestSchema,
  TargetBuyersResponseSchema,
  TradeResponseSchema,
  TradesPageSchema,
  TradingCompaniesResponseSchema,
  TradingSummaryRequestSchema,
  TradingSummaryResponseSchema,
  UserShareholdingsResponseSchema,
} from './trading-api.ts';
import {
  OfferSharesRequestSchema,
  SharesBidRequestSchema,
  SharesNegotiateRequestSchema,
  TRADING_KEYS,
  MAX_SHARE_QUANTITY,
  BIDDER_USER_TYPES,
  TRADING_USER_TYPES,
} from './trading-rules.ts';

/*
 * The trading endpoints (decision 004 for the states, 012 for the pattern): the shareholdings
 * calls of shareholders and investors (user types 4-7), the public order book, and the admin's
 * trade review. SAR amounts are decimal strings, quantities integer shares.
 */

const tags = ['trading'] as const;
const SHAREHOLDINGS = '/common-api/shareholdings';
const access = TRADING_USER_TYPES;
/** Bids, own-bid deletion, private-deal answers and the reads of those screens: traders and buyers (decision 015). */
const bidderAccess = BIDDER_USER_TYPES;
const ADMIN = [USER_TYPES.admin] as const;
const KindSchema = z.enum(['bid', 'offer'], 'validation.invalidValue');
const QuantitySchema = z.coerce
  .number('validation.wholeNumber')
  .int(TRADING_KEYS.quantityDecimals)
  .min(1, TRADING_KEYS.quantityPositive)
  .max(MAX_SHARE_QUANTITY, TRADING_KEYS.maxQuantityExceeded);

/** Offer shares: create, or update my open offer without bids (offerId) -> 201 created / 200 updated. */
export const OfferSharesEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHAREHOLDINGS}/offer-shares-request`,
  summary: 'Offer shares: create, or update my open offer without bids (offerId)',
  tags,
  access,
  body: OfferSharesRequestSchema,
  responses: { 200: OfferResponseSchema, 201: OfferResponseSchema },
});

/** Bid on an offer -> 201 {message, data: bid}. */
export const PlaceBidEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHAREHOLDINGS}/shares-bid-request`,
  summary: 'Bid on an offer',
  tags,
  access: bidderAccess,
  body: SharesBidRequestSchema,
  responses: { 201: BidResponseSchema },
});

/** The party whose turn it is proposes new price and quantity on a bid. */
export const NegotiateBidEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHAREHOLDINGS}/shares-negotiate-request`,
  summary: 'Negotiate a bid: counter price and quantity',
  tags,
  access,
  body: SharesNegotiateRequestSchema,
  responses: { 200: BidResponseSchema },
});

/**
 * Accept the terms on the table: kind 'bid' (the seller, or the bidder answering a counter) or
 * 'offer' (the target buyer of a private offer), for the quantity the user confirmed (409
 * trading.termsChanged if the terms moved) -> 201 {message, data: executed trade}.
 */
export const AcceptTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHAREHOLDINGS}/accept-trade/:kind/:id/:quantity`,
  summary:
    'Accept a bid (kind=bid) or a private offer (kind=offer) for the confirmed quantity; executes a trade awaiting the admin',
  tags,
  access: bidderAccess,
  params: z.object({ kind: KindSchema, id: IdSchema, quantity: QuantitySchema }),
  responses: { 201: TradeResponseSchema },
});

/** Reject a bid (seller, or bidder refusing a counter) or decline a private offer (target buyer). */
export const RejectTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHAREHOLDINGS}/reject-trade/:kind/:id`,
  summary: 'Reject a bid (kind=bid) or decline a private offer (kind=offer)',
  tags,
  access: bidderAccess,
  params: z.object({ kind: KindSchema, id: IdSchema }),
  responses: { 200: RejectResponseSchema },
});

/** A page of open offers I may see (public ones and private ones aimed at me). */
export const ActiveOffersEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHAREHOLDINGS}/all-active-offers`,
  readOnly: true,
  summary: 'All active offers (filters: companyId, companyName, dealType, minPrice, maxPrice; page, size)',
  tags,
  access: bidderAccess,
  body: ActiveOffersRequestSchema,
  responses: { 200: OffersPageSchema },
});

/** My Trades: totals and trades. */
export const MyTradingSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/get-my-trading_summary`,
  summary: 'My Trades: summary and trades',
  tags,
  access: bidderAccess,
  responses: { 200: TradingSummaryResponseSchema },
});

/** My Trades filtered by company, status and dates. */
export const FilteredTradingSummaryEndpoint = defineEndpoint({
  method: 'POST',
  path: `${SHAREHOLDINGS}/trading_summary`,
  readOnly: true,
  summary: 'My Trades filtered by company, status and dates',
  tags,
  access,
  body: TradingSummaryRequestSchema,
  responses: { 200: TradingSummaryResponseSchema },
});

/** Cancel my offer: it closes; its live bids are deleted by the seller, pending trades stay with the admin. */
export const CancelOfferEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${SHAREHOLDINGS}/cancel-shares-offer-request/:sharesOfferId`,
  summary: 'Cancel my offer (pending trades stay with the admin)',
  tags,
  access,
  params: z.object({ sharesOfferId: IdSchema }),
  responses: { 200: OfferResponseSchema },
});

/** Delete my open offer; 409 when it has bids. */
export const DeleteOfferEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${SHAREHOLDINGS}/delete-offer-request/:offerId`,
  summary: 'Delete my open offer that has no bids',
  tags,
  access,
  params: z.object({ offerId: IdSchema }),
  responses: { 200: MessageResponseSchema },
});

/** Withdraw my live bid. */
export const DeleteBidEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${SHAREHOLDINGS}/delete-bid-request/:sharesBidId`,
  summary: 'Delete (withdraw) my live bid',
  tags,
  access: bidderAccess,
  params: z.object({ sharesBidId: IdSchema }),
  responses: { 200: BidResponseSchema },
});

/** My holdings with reserved and available shares. */
export const MyHoldingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/getUserShareholdings`,
  summary: 'My holdings with reserved and available shares',
  tags,
  access,
  responses: { 200: HoldingsResponseSchema },
});

/** type 'company': the platform's cap table of company {id}; type 'user': my own holdings ({id} = my user id, 403 otherwise). */
export const UserShareholdingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/user-shareholdings/:type/:id`,
  summary: 'Cap table of a company (type=company) or my holdings (type=user, id = my user id)',
  tags,
  access,
  params: z.object({ type: z.enum(['company', 'user'], 'validation.invalidValue'), id: IdSchema }),
  responses: { 200: UserShareholdingsResponseSchema },
});

/** Registered shareholders and investors other than me, whom a private deal can target. */
export const TargetBuyersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/getTargetBuyerList`,
  summary: 'Registered investors and shareholders a private deal can target',
  tags,
  access,
  responses: { 200: TargetBuyersResponseSchema },
});

/** Counts for My Orders: live offers, live bids, actions needed, pending and settled trades. */
export const OrderSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/get-user-order-summary`,
  summary: 'Counts for My Orders',
  tags,
  access: bidderAccess,
  responses: { 200: OrderSummaryResponseSchema },
});

/** My Orders, newest first: my offers (side sell) and my bids (side buy); page 0-based, size 1-50. */
export const MyOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/get-my-orders/:page/:size`,
  summary: 'My Orders: my offers (sell) and my bids (buy), paged (page 0-based, size 1-50), optionally one side',
  tags,
  access: bidderAccess,
  params: z.object({
    page: z.coerce.number().int('validation.wholeNumber').min(0, 'validation.pageNegative'),
    size: z.coerce
      .number()
      .int('validation.wholeNumber')
      .min(1, 'validation.sizeRange')
      .max(50, 'validation.sizeRange'),
  }),
  query: MyOrdersQuerySchema,
  responses: { 200: MyOrdersPageSchema },
});

/** My Companies: holdings and trading per company. */
export const MyCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/get-my-companies`,
  summary: 'My Companies: holdings and trading per company',
  tags,
  access,
  responses: { 200: MyCompaniesResponseSchema },
});

/** Order book: live offers of a company that I may see, lowest price first. */
export const CompanyOffersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/getCompanyOffers/:companyId`,
  summary: 'Order book: live offers of a company',
  tags,
  access: bidderAccess,
  params: z.object({ companyId: IdSchema }),
  responses: { 200: OffersResponseSchema },
});

/** Companies with open public offers: count, lowest price (SAR), shares offered. */
export const TradingCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/get-trading-companies`,
  summary: 'Companies with open offers',
  tags,
  access,
  responses: { 200: TradingCompaniesResponseSchema },
});

/** Bids of an offer: every bid for its seller, only my own for a bidder; 404 unknown offer. */
export const OfferBidsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/getSharesOfferBids/:sharesOfferId`,
  summary: 'Bids of an offer (all for its seller, mine otherwise)',
  tags,
  access: bidderAccess,
  params: z.object({ sharesOfferId: IdSchema }),
  responses: { 200: BidsResponseSchema },
});

/** Whether I hold shares of the company, and how many are free to offer. */
export const IsShareholderEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/checkIfUserIsShareholderOfCompany/:companyId`,
  summary: 'Do I hold shares of this company',
  tags,
  access: bidderAccess,
  params: z.object({ companyId: IdSchema }),
  responses: { 200: IsShareholderResponseSchema },
});

/** Negotiation rounds of the bids I am a party to on an offer, oldest first. */
export const NegotiatedValuesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/negotiated-values/:offerId`,
  summary: 'Negotiation history of an offer (my side of it)',
  tags,
  access,
  params: z.object({ offerId: IdSchema }),
  responses: { 200: NegotiatedValuesResponseSchema },
});

/** My live offer of the company, if any (one live offer per seller and company, decision 004). */
export const PendingOfferEndpoint = defineEndpoint({
  method: 'GET',
  path: `${SHAREHOLDINGS}/checkIfUserHasPendingOfferOfCompany/:companyId`,
  summary: 'My live offer of this company, if any',
  tags,
  access: bidderAccess,
  params: z.object({ companyId: IdSchema }),
  responses: { 200: PendingOfferResponseSchema },
});

/** Market depth of a company (public): open offers and bids by price level. */
export const MarketDepthEndpoint = defineEndpoint({
  method: 'GET',
  path: MARKET_DEPTH_PATH,
  summary: 'Market depth: open offers and bids by price level',
  tags,
  params: z.object({ companyId: IdSchema }),
  responses: { 200: MarketDepthResponseSchema },
});

/** All active public offers (public; filters, page, size). */
export const PublicActiveOffersEndpoint = defineEndpoint({
  method: 'POST',
  path: PUBLIC_ACTIVE_OFFERS_PATH,
  readOnly: true,
  summary: 'All active public offers (filters; page, size)',
  tags,
  body: ActiveOffersRequestSchema,
  responses: { 200: OffersPageSchema },
});

/** Trades to review (admin): executed first, oldest first. */
export const AdminTradesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/trades',
  summary: 'Trades to review (executed first, oldest first)',
  tags: ['trading-admin'],
  access: ADMIN,
  query: AdminTradesQuerySchema,
  responses: { 200: TradesPageSchema },
});

/** Approve and settle a trade (admin). */
export const ApproveTradeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin-api/trades/:id/approve',
  summary: 'Approve and settle a trade',
  tags: ['trading-admin'],
  access: ADMIN,
  params: z.object({ id: IdSchema }),
  body: ApproveTradeRequestSchema,
  responses: { 200: TradeResponseSchema },
});

/** Reject a trade (admin; a note is required). */
export const RejectTradeReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin-api/trades/:id/reject',
  summary: 'Reject a trade (note required)',
  tags: ['trading-admin'],
  access: ADMIN,
  params: z.object({ id: IdSchema }),
  body: RejectTradeRequestSchema,
  responses: { 200: TradeResponseSchema },
});

/** Audit trail of a trade, its bid and its offer (admin). */
export const TradeAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/trades/:id/audit',
  summary: 'Audit trail of a trade, its bid and its offer',
  tags: ['trading-admin'],
  access: ADMIN,
  params: z.object({ id: IdSchema }),
  responses: { 200: AuditResponseSchema },
});
