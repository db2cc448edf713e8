import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { BIDDER_USER_TYPES } from '@hissa/contracts/trading/trading-rules';
import { LIVE_BID_STATUSES } from '@hissa/contracts/trading/trading-state-machine';
import {
  CompanyOffersEndpoint,
  IsShareholderEndpoint,
  MyCompaniesEndpoint,
  MyHoldingsEndpoint,
  MyOrdersEndpoint,
  NegotiatedValuesEndpoint,
  OfferBidsEndpoint,
  OrderSummaryEndpoint,
  PendingOfferEndpoint,
  TargetBuyersEndpoint,
  TradingCompaniesEndpoint,
  UserShareholdingsEndpoint,
} from '@hissa/contracts/trading/trading-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { offers } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { readOffer } from './trading-locks.ts';
import {
  BEFORE_END,
  capTable,
  IS_LIVE_OFFER,
  myCompanies,
  orderSummary,
  selectBids,
  selectOffers,
  userHoldings,
  visibleTo,
} from './trading-queries.ts';

/**
 * Read calls of the shareholdings area (contracts trading-endpoints.ts), for shareholders and
 * investors (types 4-7); 401 without a token, 403 for other types. SAR as decimal strings,
 * quantities as integer shares.
 */
export const shareholdingsReadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** GET getUserShareholdings -> {data: [{companyId, names, shares, reservedShares, availableShares, acquiredAt}]}. */
  app.route({
    ...endpointRoute(app, MyHoldingsEndpoint),
    handler: async (request) => ({
      data: await userHoldings(db, requireUser(request).id),
    }),
  });

  /**
   * GET user-shareholdings/{type}/{id}: type 'company' -> the platform's cap table of company
   * {id} (registered holders, shares, ownership % of the published total shares when known, else of
   * the recorded total; decision 033); type 'user' -> the
   * holdings of user {id}, only for that user (403 otherwise).
   */
  app.route({
    ...endpointRoute(app, UserShareholdingsEndpoint),
    handler: async (request) => {
      const { type, id } = request.params;
      if (type === 'user' && id !== requireUser(request).id) throw new AppError(403, ERROR_KEYS.forbidden);
      return { data: { type, id, ...(await capTable(db, type, id)) } };
    },
  });

  /** GET getTargetBuyerList -> {data: [{id, name}]}: registered shareholders, investors and buyers (decision 015) other than me. */
  app.route({
    ...endpointRoute(app, TargetBuyersEndpoint),
    handler: async (request) => {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          and(
            inArray(users.userType, [...BIDDER_USER_TYPES]),
            ne(users.id, requireUser(request).id),
            eq(users.isFirstTimeLogin, false),
          ),
        )
        .orderBy(users.firstName, users.lastName, users.id);
      return { data: rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` })) };
    },
  });

  /** GET get-user-order-summary -> {data: counts of my live offers, live bids, actions needed, pending and settled trades}. */
  app.route({
    ...endpointRoute(app, OrderSummaryEndpoint),
    handler: async (request) => ({ data: await orderSummary(db, requireUser(request).id) }),
  });

  /**
   * GET get-my-orders/{page}/{size}?side=sell|buy: My Orders, newest first: my offers (side
   * sell, bid null) and the offers I bid on (side buy, with my latest bid); `side` keeps one
   * kind, so each tab of My Orders pages on its own; `companyId` keeps the orders on that
   * company's offers and `bids=live` only my live bids (the order book's "Your bids", paged).
   * page 0-based, size 1..50; total counts the rows kept.
   */
  app.route({
    ...endpointRoute(app, MyOrdersEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const { page, size } = request.params;
      const { side, companyId, bids } = request.query;
      const onCompany = companyId === undefined ? sql`true` : sql`o.company_id = ${companyId}`;
      const liveBid =
        bids === 'live'
          ? sql`b.status in (${sql.join(
              LIVE_BID_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})`
          : sql`true`;
      // One row per order of the page, or a single row of nulls past the last page: the total is always known.
      const found = await preparedRows<{ offer_id: number | null; bid_id: number | null; total: number }>(
        db,
        sql`with my_orders as (
              select o.id as offer_id, null::int as bid_id, o.updated_at as at from offers o
                where ${side === 'buy' ? sql`false` : sql`true`} and o.seller_id = ${userId} and o.closed_reason is distinct from 'deleted' and ${onCompany}
              union all
              select b.offer_id, b.id, b.updated_at from bids b join offers o on o.id = b.offer_id
                where ${side === 'sell' ? sql`false` : sql`true`} and b.bidder_id = ${userId} and b.status <> 'withdrawn' and ${onCompany} and ${liveBid})
            select p.offer_id, p.bid_id, n.total
            from (select count(*)::int as total from my_orders) n
            left join (select offer_id, bid_id, at from my_orders order by at desc, offer_id desc, bid_id desc nulls first limit ${size} offset ${page * size}) p on true
            order by p.at desc, p.offer_id desc, p.bid_id desc nulls first`,
      );
      const total = found[0]?.total ?? 0;
      const rows = found.flatMap((row) =>
        row.offer_id === null ? [] : [{ offer_id: row.offer_id, bid_id: row.bid_id }],
      );
      const offerIds = [...new Set(rows.map((row) => row.offer_id))];
      const bidIds = rows.flatMap((row) => (row.bid_id === null ? [] : [row.bid_id]));
      const offerViews = offerIds.length
        ? await selectOffers(db, userId, sql`o.id in (${sql.join(offerIds, sql`, `)})`, sql`o.id`)
        : [];
      const bidViews = bidIds.length ? await selectBids(db, userId, sql`b.id in (${sql.join(bidIds, sql`, `)})`) : [];
      const data = rows.flatMap((row) => {
        const offer = offerViews.find((view) => view.id === row.offer_id);
        const bid = bidViews.find((view) => view.id === row.bid_id) ?? null;
        return offer ? [{ side: row.bid_id === null ? ('sell' as const) : ('buy' as const), offer, bid }] : [];
      });
      return { data, page, size, total };
    },
  });

  /**
   * GET get-my-companies -> {data: [...]}: the companies I hold shares of or trade, with my
   * holding (shares, reserved, available), ownership % of the recorded total, the last settled
   * price and my holding's value at it (SAR), and my live offers, live bids and pending trades.
   */
  app.route({
    ...endpointRoute(app, MyCompaniesEndpoint),
    handler: async (request) => ({
      data: await myCompanies(db, requireUser(request).id),
    }),
  });

  /** GET getCompanyOffers/{companyId} -> {data: live offers of the company I may see}, lowest price first. */
  app.route({
    ...endpointRoute(app, CompanyOffersEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const where = sql`o.company_id = ${request.params.companyId} and ${IS_LIVE_OFFER} and ${visibleTo(userId)}`;
      return { data: await selectOffers(db, userId, where, sql`o.price_per_share asc, o.created_at asc, o.id`) };
    },
  });

  /** GET get-trading-companies -> {data: companies with open public offers: count, lowest price (SAR), shares offered}. */
  app.route({
    ...endpointRoute(app, TradingCompaniesEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const rows = await preparedRows<{
        company_id: number;
        name_en: string;
        name_ar: string;
        live_offers: number;
        lowest_price: string;
        shares_offered: number;
      }>(
        db,
        sql`select o.company_id, c.name_en, c.name_ar, count(*)::int as live_offers, min(o.price_per_share)::text as lowest_price,
            sum(o.remaining_quantity)::int as shares_offered
          from offers o join companies c on c.id = o.company_id
          where o.status = 'open' and ${BEFORE_END} and ${visibleTo(userId)}
          group by o.company_id, c.name_en, c.name_ar order by c.name_en`,
      );
      return {
        data: rows.map((row) => ({
          companyId: row.company_id,
          companyNameEn: row.name_en,
          companyNameAr: row.name_ar,
          liveOffers: row.live_offers,
          lowestPrice: row.lowest_price,
          sharesOffered: row.shares_offered,
        })),
      };
    },
  });

  /** GET getSharesOfferBids/{sharesOfferId}: the seller sees every bid; a bidder only their own. 404 unknown offer. */
  app.route({
    ...endpointRoute(app, OfferBidsEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const offer = await readOffer(db, request.params.sharesOfferId);
      const mine = offer.sellerId === userId ? sql`true` : sql`b.bidder_id = ${userId}`;
      return {
        data: await selectBids(db, userId, sql`b.offer_id = ${offer.id} and b.status <> 'withdrawn' and ${mine}`),
      };
    },
  });

  /** GET checkIfUserIsShareholderOfCompany/{companyId} -> {data: {isShareholder, shares, availableShares}}. */
  app.route({
    ...endpointRoute(app, IsShareholderEndpoint),
    handler: async (request) => {
      const holding = (await userHoldings(db, requireUser(request).id)).find(
        (row) => row.companyId === request.params.companyId,
      );
      return {
        data: {
          isShareholder: holding !== undefined,
          shares: holding?.shares ?? 0,
          availableShares: holding?.availableShares ?? 0,
        },
      };
    },
  });

  /** GET negotiated-values/{offerId} -> {data: negotiation rounds of the bids I am a party to on this offer}, oldest first. */
  app.route({
    ...endpointRoute(app, NegotiatedValuesEndpoint),
    handler: async (request) => {
      const userId = requireUser(request).id;
      const offer = await readOffer(db, request.params.offerId);
      const mine = offer.sellerId === userId ? sql`true` : sql`b.bidder_id = ${userId}`;
      const rows = await preparedRows<{
        bid_id: number;
        party: 'seller' | 'bidder';
        price: string;
        quantity: number;
        created_at: string;
      }>(
        db,
        sql`select n.bid_id, n.party, n.price::text as price, n.quantity, n.created_at::text as created_at
            from negotiations n join bids b on b.id = n.bid_id where b.offer_id = ${offer.id} and ${mine} order by n.id`,
      );
      return {
        data: rows.map((row) => ({
          bidId: row.bid_id,
          party: row.party,
          price: row.price,
          quantity: row.quantity,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  });

  /** GET checkIfUserHasPendingOfferOfCompany/{companyId} -> {data: {hasPendingOffer, offerId}} (one live offer per seller and company). */
  app.route({
    ...endpointRoute(app, PendingOfferEndpoint),
    handler: async (request) => {
      const [row] = await db
        .select({ id: offers.id })
        .from(offers)
        .where(
          and(
            eq(offers.sellerId, requireUser(request).id),
            eq(offers.companyId, request.params.companyId),
            inArray(offers.status, ['open', 'approval_pending']),
            or(isNull(offers.expiresAt), gt(offers.expiresAt, sql`now()`)),
          ),
        );
      return { data: { hasPendingOffer: row !== undefined, offerId: row?.id ?? null } };
    },
  });
};
