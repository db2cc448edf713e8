import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  ActiveOffersRequestSchema,
  BidResponseSchema,
  MessageResponseSchema,
  OfferResponseSchema,
  OffersPageSchema,
  RejectResponseSchema,
  TradeResponseSchema,
  TradingSummaryRequestSchema,
  TradingSummaryResponseSchema,
} from '@hissa/contracts/trading/trading-api';
import {
  OfferSharesRequestSchema,
  SharesBidRequestSchema,
  SharesNegotiateRequestSchema,
  TRADING_KEYS,
  TRADING_USER_TYPES,
  TradingIdSchema,
} from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { listActiveOffers, tradingSummary } from './active-offers.ts';
import { acceptBid, acceptPrivateOffer, negotiateBid, placeBid, rejectBid, withdrawBid } from './bid-service.ts';
import { cancelOffer, declinePrivateOffer, deleteOffer, saveOffer } from './offer-service.ts';
import { findBidView, findOfferView, findTradeView } from './trading-queries.ts';

const BASE = '/common-api/shareholdings';
const tags = ['trading'];
const QuantityParam = z.coerce.number('validation.wholeNumber').int(TRADING_KEYS.quantityDecimals).min(1, TRADING_KEYS.quantityPositive).max(2_147_483_647, TRADING_KEYS.maxQuantityExceeded);

/** The view of a row just written. Errors: 500 if it vanished (it cannot: same database, committed). */
function present<T>(view: T | undefined): T {
  if (view === undefined) throw new AppError(500, ERROR_KEYS.unknown);
  return view;
}

/**
 * Write calls of /common-api/shareholdings/ (marketplace.txt sections 4, 5, 7), for
 * shareholders and investors (4-7). Bodies are the contracts' schemas; SAR prices are decimal
 * strings (numbers accepted), quantities integer shares. Answers {message (request language),
 * data}. Errors in the envelope: 400 validation (section 5 texts), 401, 403, 404, 409.
 */
export const shareholdingsWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const guard = { onRequest: app.authorize(TRADING_USER_TYPES) };

  /** POST offer-shares-request {offerId?, companyId, dealType, targetBuyerId?, price, quantity, allowsPartial, validity, expiryDate?, notes?, consents} -> 201 created / 200 updated {message, data: offer}. */
  app.post(
    `${BASE}/offer-shares-request`,
    { ...guard, schema: { tags, summary: 'Offer shares: create, or update my open offer without bids (offerId)', body: OfferSharesRequestSchema, response: { 200: OfferResponseSchema, 201: OfferResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { offer, isNew } = await saveOffer(db, user.id, request.body);
      const message = translate(request.language, isNew ? TRADING_KEYS.offered : TRADING_KEYS.offerUpdated);
      return reply.status(isNew ? 201 : 200).send({ message, data: present(await findOfferView(db, user.id, offer.id)) });
    },
  );

  /** POST shares-bid-request {offerId, price, quantity} -> 201 {message, data: bid}. */
  app.post(
    `${BASE}/shares-bid-request`,
    { ...guard, schema: { tags, summary: 'Bid on an offer', body: SharesBidRequestSchema, response: { 201: BidResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const bid = await placeBid(db, user.id, request.body);
      return reply.status(201).send({ message: translate(request.language, TRADING_KEYS.bidPlaced), data: present(await findBidView(db, user.id, bid.id)) });
    },
  );

  /** POST shares-negotiate-request {bidId, price, quantity} -> {message, data: bid} (the party whose turn it is proposes new terms). */
  app.post(
    `${BASE}/shares-negotiate-request`,
    { ...guard, schema: { tags, summary: 'Negotiate a bid: counter price and quantity', body: SharesNegotiateRequestSchema, response: { 200: BidResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const bid = await negotiateBid(db, user.id, request.body);
      return { message: translate(request.language, TRADING_KEYS.negotiationSubmitted), data: present(await findBidView(db, user.id, bid.id)) };
    },
  );

  /**
   * POST accept-trade/{kind}/{id}/{quantity}: kind 'bid' -> accept the terms on the table of
   * bid {id} (the seller, or the bidder answering a counter); kind 'offer' -> the target buyer
   * accepts private offer {id}. {quantity} is the share quantity the user confirmed (409
   * trading.termsChanged if the bid's terms moved). -> 201 {message, data: trade (executed)}.
   */
  app.post(
    `${BASE}/accept-trade/:kind/:id/:quantity`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Accept a bid (kind=bid) or a private offer (kind=offer) for the confirmed quantity; executes a trade awaiting the admin',
        params: z.object({ kind: z.enum(['bid', 'offer'], 'validation.invalidValue'), id: TradingIdSchema, quantity: QuantityParam }),
        response: { 201: TradeResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { kind, id, quantity } = request.params;
      const trade = kind === 'bid' ? await acceptBid(db, user.id, id, quantity) : await acceptPrivateOffer(db, user.id, id, quantity);
      return reply.status(201).send({ message: translate(request.language, TRADING_KEYS.tradeExecuted), data: present(await findTradeView(db, trade.id)) });
    },
  );

  /** POST reject-trade/{kind}/{id}: kind 'bid' -> reject bid {id} (seller, or bidder refusing a counter); kind 'offer' -> the target buyer declines private offer {id}. */
  app.post(
    `${BASE}/reject-trade/:kind/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Reject a bid (kind=bid) or decline a private offer (kind=offer)',
        params: z.object({ kind: z.enum(['bid', 'offer'], 'validation.invalidValue'), id: TradingIdSchema }),
        response: { 200: RejectResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { kind, id } = request.params;
      const row = kind === 'bid' ? await rejectBid(db, user.id, id) : await declinePrivateOffer(db, user.id, id);
      return { message: translate(request.language, TRADING_KEYS.rejected), data: { kind, id: row.id, status: row.status } };
    },
  );

  /** POST all-active-offers {filters} -> page of open offers I may see (public + my private ones). */
  app.post(
    `${BASE}/all-active-offers`,
    { ...guard, schema: { tags, summary: 'All active offers (filters: companyId, companyName, dealType, minPrice, maxPrice; page, size)', body: ActiveOffersRequestSchema, response: { 200: OffersPageSchema } } },
    async (request) => listActiveOffers(db, requireUser(request).id, request.body),
  );

  /** GET get-my-trading_summary -> {data: my trading summary}. */
  app.get(`${BASE}/get-my-trading_summary`, { ...guard, schema: { tags, summary: 'My Trades: summary and trades', response: { 200: TradingSummaryResponseSchema } } }, async (request) => ({
    data: await tradingSummary(db, requireUser(request).id),
  }));

  /** POST trading_summary {companyId?, status?, from?, to?} -> {data: my trading summary, filtered}. */
  app.post(
    `${BASE}/trading_summary`,
    { ...guard, schema: { tags, summary: 'My Trades filtered by company, status and dates', body: TradingSummaryRequestSchema, response: { 200: TradingSummaryResponseSchema } } },
    async (request) => ({ data: await tradingSummary(db, requireUser(request).id, request.body) }),
  );

  /** PUT cancel-shares-offer-request/{sharesOfferId} -> {message, data: offer (closed, cancelled)}. */
  app.put(
    `${BASE}/cancel-shares-offer-request/:sharesOfferId`,
    { ...guard, schema: { tags, summary: 'Cancel my offer (pending trades stay with the admin)', params: z.object({ sharesOfferId: TradingIdSchema }), response: { 200: OfferResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const offer = await cancelOffer(db, user.id, request.params.sharesOfferId);
      return { message: translate(request.language, TRADING_KEYS.offerCancelled), data: present(await findOfferView(db, user.id, offer.id)) };
    },
  );

  /** DELETE delete-offer-request/{offerId} -> {message}; 409 when the offer has bids (section 8 text). */
  app.delete(
    `${BASE}/delete-offer-request/:offerId`,
    { ...guard, schema: { tags, summary: 'Delete my open offer that has no bids', params: z.object({ offerId: TradingIdSchema }), response: { 200: MessageResponseSchema } } },
    async (request) => {
      await deleteOffer(db, requireUser(request).id, request.params.offerId);
      return { message: translate(request.language, TRADING_KEYS.offerDeleted) };
    },
  );

  /** DELETE delete-bid-request/{sharesBidId} -> {message, data: bid (withdrawn)}; only my own live bid. */
  app.delete(
    `${BASE}/delete-bid-request/:sharesBidId`,
    { ...guard, schema: { tags, summary: 'Delete (withdraw) my live bid', params: z.object({ sharesBidId: TradingIdSchema }), response: { 200: BidResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const bid = await withdrawBid(db, user.id, request.params.sharesBidId);
      return { message: translate(request.language, TRADING_KEYS.bidDeleted), data: present(await findBidView(db, user.id, bid.id)) };
    },
  );
};
