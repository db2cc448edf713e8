import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { halalasToSar, normalizeSar, sarToHalalas } from '@hissa/contracts/money';
import type { BidView, MyCompany, OfferView, TradeView } from '@hissa/contracts/trading/trading-api';
import {
  TRADE_STATUS_LABELS,
  type BidStatus,
  type OfferClosedReason,
  type OfferStatus,
  type TradeStatus,
} from '@hissa/contracts/trading/trading-state-machine';
import type { OrderType, ShareDealType } from '@hissa/contracts/lookups/static-lists';
import type { Db } from '../../db/client.ts';
import { preparedRead, preparedReadOfShapes, preparedRows } from '../../db/prepared-rows.ts';

/*
 * Read side of trading: offers, bids and trades shaped for the order book, My Orders, My
 * Trades and the admin queue. Raw SQL run as prepared statements through preparedRows (joins and aggregates; decision 051),
 * or preparedRead for a hot read of one fixed shape (decision 062); dates are cast to text in SQL so both drivers answer alike.
 */

/** ISO time of a timestamptz read as text or Date. */
function iso(value: string | Date): string {
  return new Date(value).toISOString();
}

type OfferRecord = {
  id: number;
  company_id: number;
  name_en: string;
  name_ar: string;
  seller_id: number;
  deal_type: ShareDealType;
  target_buyer_id: number | null;
  price_per_share: string;
  quantity: number;
  remaining_quantity: number;
  allows_partial: boolean;
  validity: OrderType;
  expiry_date: string | null;
  expires_at: string | null;
  notes: string | null;
  status: OfferStatus;
  closed_reason: OfferClosedReason | null;
  live_bid_count: number;
  has_trade: boolean;
  has_bids: boolean;
  is_past_end: boolean;
  created_at: string;
  updated_at: string;
};

/**
 * SQL: offer `o` has not reached its GTE end (it has none, or the end is still ahead). Reads
 * filter by it instead of running the expiry sweep first (decision 025): between two sweeps an
 * offer past its end still says open in its row, yet it is not live.
 */
export const BEFORE_END = sql`(o.expires_at is null or o.expires_at > now())`;

/** SQL: offer `o` is live now: open or approval pending, and before its end (BEFORE_END). */
export const IS_LIVE_OFFER = sql`(o.status in ('open', 'approval_pending') and ${BEFORE_END})`;

/** SQL, a boolean column: offer `o` is live in its row but past its end, i.e. expired as soon as the sweep runs. */
const IS_PAST_END = sql`(o.status in ('open', 'approval_pending') and not ${BEFORE_END}) as is_past_end`;

/**
 * Offers the viewer may see: public ones, and private ones they made or are the target of. The
 * viewer is a user id, a placeholder of one (a text built once), or null for a visitor.
 */
export function visibleTo(viewerId: number | Placeholder | null): SQL {
  if (viewerId === null) return sql`o.deal_type = 'public'`;
  return sql`(o.deal_type = 'public' or o.seller_id = ${viewerId} or o.target_buyer_id = ${viewerId})`;
}

/** Offers (joined with their company) matching `where`, in `orderBy`, as the viewer sees them. */
export async function selectOffers(
  db: Db,
  viewerId: number | null,
  where: SQL,
  orderBy: SQL,
  limit = 500,
  offset = 0,
): Promise<OfferView[]> {
  const rows = await preparedRows<OfferRecord>(db, offerRowsQuery(where, orderBy, limit, offset, false));
  return rows.map((row) => toOfferView(row, viewerId));
}

/** The filters of a page of live offers (selectOfferPage), each given one a condition. */
export type OfferPageFilters = {
  companyId?: number;
  dealType?: ShareDealType;
  /** SAR per share, a decimal string. */
  minPrice?: string;
  maxPrice?: string;
  /** A LIKE pattern over the company's normalised names (containsPattern). */
  namePattern?: string | null;
};

/** What selectOfferPage's statements take: the filters, the viewer (null for a visitor) and the page. */
type OfferPageValues = OfferPageFilters & { viewerId: number | null; limit: number; offset: number };

/** The condition of each filter, its value a placeholder of the same name. */
const OFFER_PAGE_CONDITIONS: Record<keyof OfferPageFilters, SQL> = {
  companyId: sql`o.company_id = ${sql.placeholder('companyId')}`,
  dealType: sql`o.deal_type = ${sql.placeholder('dealType')}`,
  minPrice: sql`o.price_per_share >= ${sql.placeholder('minPrice')}::numeric`,
  maxPrice: sql`o.price_per_share <= ${sql.placeholder('maxPrice')}::numeric`,
  namePattern: sql`c.search_text like ${sql.placeholder('namePattern')}`,
};

/** SQL: offer `o` is open with shares remaining, before its end, visible to the viewer, and matches the given filters. */
function offerPageWhere(given: ReadonlySet<keyof OfferPageValues>): SQL {
  const conditions: SQL[] = [
    sql`o.status = 'open'`,
    sql`o.remaining_quantity > 0`,
    BEFORE_END,
    visibleTo(given.has('viewerId') ? sql.placeholder('viewerId') : null),
  ];
  for (const [name, condition] of Object.entries(OFFER_PAGE_CONDITIONS))
    if (given.has(name as keyof OfferPageFilters)) conditions.push(condition);
  return sql.join(conditions, sql` and `);
}

/** A page of offerPageWhere's offers, lowest price first, each with how many match in all. */
const selectOfferPageRows = preparedReadOfShapes<OfferRecord & { total: number }, OfferPageValues>((given) =>
  offerRowsQuery(
    offerPageWhere(given),
    sql`o.price_per_share asc, o.created_at asc, o.id`,
    sql.placeholder('limit'),
    sql.placeholder('offset'),
    true,
  ),
);

/** How many offers offerPageWhere matches. */
const countOfferPageRows = preparedReadOfShapes<{ total: number }, Omit<OfferPageValues, 'limit' | 'offset'>>(
  (given) =>
    sql`select count(*)::int as total from offers o join companies c on c.id = o.company_id where ${offerPageWhere(given)}`,
);

/**
 * A page of the live offers matching `filters` as `viewerId` sees them (open with shares
 * remaining, before their end, public or theirs), lowest price first, and how many match in all,
 * in one statement (count(*) over the matching rows); a page past the last row has no row to
 * carry the count, so it is counted apart. The text of each combination of filters is built once
 * (preparedReadOfShapes).
 */
export async function selectOfferPage(
  db: Db,
  viewerId: number | null,
  filters: OfferPageFilters,
  limit: number,
  offset: number,
): Promise<{ data: OfferView[]; total: number }> {
  const rows = await selectOfferPageRows(db, { ...filters, viewerId, limit, offset });
  const total =
    rows[0]?.total ?? (offset > 0 ? ((await countOfferPageRows(db, { ...filters, viewerId }))[0]?.total ?? 0) : 0);
  return { data: rows.map((row) => toOfferView(row, viewerId)), total };
}

/**
 * SQL of the offers (joined with their company) matching `where`, in `orderBy`, the page cut
 * first (`limit` rows after `offset`); `withTotal` adds `total`, how many match in all. Only
 * the offers of the page then count their live bids (live_bid_count, from the live-bids index)
 * and ask whether a trade (has_trade) or any bid other than a withdrawn one (has_bids) exists,
 * and only they are cast to text.
 */
function offerRowsQuery(
  where: SQL,
  orderBy: SQL,
  limit: number | Placeholder,
  offset: number | Placeholder,
  withTotal: boolean,
): SQL {
  return sql`select o.id, o.company_id, o.name_en, o.name_ar, o.seller_id, o.deal_type, o.target_buyer_id,
          o.price_per_share::text as price_per_share, o.quantity, o.remaining_quantity, o.allows_partial, o.validity,
          o.expiry_date::text as expiry_date, o.expires_at::text as expires_at, o.notes, o.status, o.closed_reason,
          (select count(*) from bids b where b.offer_id = o.id and b.status in ('open', 'negotiating'))::int as live_bid_count,
          exists (select 1 from trades t where t.offer_id = o.id and t.status <> 'admin_rejected') as has_trade,
          exists (select 1 from bids b where b.offer_id = o.id and b.status <> 'withdrawn') as has_bids, ${IS_PAST_END},
          o.created_at::text as created_at, o.updated_at::text as updated_at${withTotal ? sql`, o.total` : sql``}
        from (select o.*, c.name_en, c.name_ar${withTotal ? sql`, count(*) over ()::int as total` : sql``}
          from offers o join companies c on c.id = o.company_id
          where ${where}
          order by ${orderBy}
          limit ${limit} offset ${offset}) o
        order by ${orderBy}`;
}

/** An offer row as `viewerId` sees it; one past its end reads as the sweep will leave it: closed, expired, no live bids. */
function toOfferView(row: OfferRecord, viewerId: number | null): OfferView {
  return {
    id: row.id,
    companyId: row.company_id,
    companyNameEn: row.name_en,
    companyNameAr: row.name_ar,
    dealType: row.deal_type,
    targetBuyerId:
      viewerId !== null && (row.seller_id === viewerId || row.target_buyer_id === viewerId)
        ? row.target_buyer_id
        : null,
    price: halalasToSar(sarToHalalas(row.price_per_share)),
    quantity: row.quantity,
    remainingQuantity: row.remaining_quantity,
    allowsPartial: row.allows_partial,
    validity: row.validity,
    expiryDate: row.expiry_date,
    expiresAt: row.expires_at === null ? null : iso(row.expires_at),
    notes: row.notes,
    status: row.is_past_end ? 'closed' : row.status,
    closedReason: row.is_past_end ? 'expired' : row.closed_reason,
    outcome:
      row.status !== 'closed' && !row.is_past_end
        ? null
        : row.has_trade
          ? 'matched'
          : row.has_bids
            ? 'not_matched'
            : 'no_bids_received',
    liveBidCount: row.is_past_end ? 0 : row.live_bid_count,
    isMine: row.seller_id === viewerId,
    isTargetedAtMe: viewerId !== null && row.target_buyer_id === viewerId,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** One offer as `viewerId` sees it, or undefined. */
export async function findOfferView(db: Db, viewerId: number | null, offerId: number): Promise<OfferView | undefined> {
  const [offer] = await selectOffers(db, viewerId, sql`o.id = ${offerId}`, sql`o.id`, 1);
  return offer;
}

type BidRecord = {
  id: number;
  offer_id: number;
  seller_id: number;
  bidder_id: number;
  bidder_name_ar: string;
  bidder_name: string;
  price: string;
  quantity: number;
  counter_price: string | null;
  counter_quantity: number | null;
  awaiting_party: 'seller' | 'bidder';
  status: BidStatus;
  is_past_end: boolean;
  created_at: string;
  updated_at: string;
};

/** Bids matching `where` (alias b, offer o) as `viewerId` sees them. */
export async function selectBids(db: Db, viewerId: number, where: SQL): Promise<BidView[]> {
  const rows = await preparedRows<BidRecord>(
    db,
    sql`select b.id, b.offer_id, o.seller_id, b.bidder_id, u.first_name || ' ' || u.last_name as bidder_name,
          coalesce(u.first_name_ar, u.first_name) || ' ' || coalesce(u.last_name_ar, u.last_name) as bidder_name_ar,
          b.price::text as price, b.quantity, b.counter_price::text as counter_price, b.counter_quantity, b.awaiting_party, b.status, ${IS_PAST_END},
          b.created_at::text as created_at, b.updated_at::text as updated_at
        from bids b join offers o on o.id = b.offer_id join users u on u.id = b.bidder_id
        where ${where}
        order by b.price desc, b.created_at, b.id`,
  );
  return rows.map((row) => {
    // A live bid on an offer past its end reads as the sweep will leave it: not matched.
    const status =
      row.is_past_end && (row.status === 'open' || row.status === 'negotiating') ? 'not_matched' : row.status;
    const isLive = status === 'open' || status === 'negotiating';
    const myParty = row.seller_id === viewerId ? 'seller' : row.bidder_id === viewerId ? 'bidder' : null;
    return {
      id: row.id,
      offerId: row.offer_id,
      bidderId: row.bidder_id,
      bidderName: row.bidder_name,
      bidderNameAr: row.bidder_name_ar,
      price: row.price,
      quantity: row.quantity,
      counterPrice: row.counter_price,
      counterQuantity: row.counter_quantity,
      awaitingParty: row.awaiting_party,
      status,
      isActionNeeded:
        isLive && myParty !== null && (status === 'open' ? myParty === 'seller' : row.awaiting_party === myParty),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  });
}

type TradeRecord = {
  id: number;
  offer_id: number;
  bid_id: number;
  company_id: number;
  name_en: string;
  name_ar: string;
  seller_id: number;
  seller_name: string;
  buyer_id: number;
  buyer_name: string;
  seller_name_ar: string;
  buyer_name_ar: string;
  quantity: number;
  price: string;
  status: TradeStatus;
  executed_at: string;
  reviewed_at: string | null;
  review_note: string | null;
};

/** Trades matching `where` (alias t), in `orderBy`. */
export async function selectTrades(
  db: Db,
  where: SQL,
  orderBy: SQL = sql`t.executed_at desc, t.id desc`,
  limit = 500,
  offset = 0,
): Promise<TradeView[]> {
  const rows = await preparedRows<TradeRecord>(
    db,
    sql`select t.id, t.offer_id, t.bid_id, t.company_id, c.name_en, c.name_ar,
          t.seller_id, s.first_name || ' ' || s.last_name as seller_name, t.buyer_id, b.first_name || ' ' || b.last_name as buyer_name,
          coalesce(s.first_name_ar, s.first_name) || ' ' || coalesce(s.last_name_ar, s.last_name) as seller_name_ar, coalesce(b.first_name_ar, b.first_name) || ' ' || coalesce(b.last_name_ar, b.last_name) as buyer_name_ar,
          t.quantity, t.price::text as price, t.status, t.executed_at::text as executed_at, t.reviewed_at::text as reviewed_at, t.review_note
        from trades t join companies c on c.id = t.company_id join users s on s.id = t.seller_id join users b on b.id = t.buyer_id
        where ${where}
        order by ${orderBy}
        limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    offerId: row.offer_id,
    bidId: row.bid_id,
    companyId: row.company_id,
    companyNameEn: row.name_en,
    companyNameAr: row.name_ar,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    sellerNameAr: row.seller_name_ar,
    buyerId: row.buyer_id,
    buyerName: row.buyer_name,
    buyerNameAr: row.buyer_name_ar,
    quantity: row.quantity,
    price: row.price,
    value: halalasToSar(sarToHalalas(row.price) * BigInt(row.quantity)),
    status: row.status,
    ...TRADE_STATUS_LABELS[row.status],
    executedAt: iso(row.executed_at),
    reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
    reviewNote: row.review_note,
  }));
}

/** Number of trades matching `where` (alias t). */
export async function countTrades(db: Db, where: SQL): Promise<number> {
  const [row] = await preparedRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from trades t where ${where}`,
  );
  return row?.total ?? 0;
}

/** One trade, or undefined. */
export async function findTradeView(db: Db, tradeId: number): Promise<TradeView | undefined> {
  const [trade] = await selectTrades(db, sql`t.id = ${tradeId}`);
  return trade;
}

/** One bid as `viewerId` sees it, or undefined. */
export async function findBidView(db: Db, viewerId: number, bidId: number): Promise<BidView | undefined> {
  const [bid] = await selectBids(db, viewerId, sql`b.id = ${bidId}`);
  return bid;
}

type DepthLevel = { price: string; quantity: number; count: number };

/**
 * A company's order book by price level, in one statement: live public offers (shares
 * remaining, lowest price first) and live bids on them (highest price first).
 */
export async function marketDepth(db: Db, companyId: number): Promise<{ offers: DepthLevel[]; bids: DepthLevel[] }> {
  const rows = await preparedRows<DepthLevel & { side: 'offer' | 'bid' }>(
    db,
    sql`select side, level::text as price, quantity, count from (
          select 'offer' as side, o.price_per_share as level, sum(o.remaining_quantity)::int as quantity, count(*)::int as count
          from offers o where o.company_id = ${companyId} and o.deal_type = 'public' and o.status = 'open' and o.remaining_quantity > 0
            and ${BEFORE_END}
          group by o.price_per_share
          union all
          select 'bid', b.price, sum(b.quantity)::int, count(*)::int
          from bids b join offers o on o.id = b.offer_id
          where o.company_id = ${companyId} and o.deal_type = 'public' and o.status = 'open' and b.status in ('open', 'negotiating')
            and ${BEFORE_END}
          group by b.price) levels
        order by case when side = 'offer' then level end asc, case when side = 'bid' then level end desc`,
  );
  const level = ({ price, quantity, count }: DepthLevel) => ({ price, quantity, count });
  return {
    offers: rows.filter((row) => row.side === 'offer').map(level),
    bids: rows.filter((row) => row.side === 'bid').map(level),
  };
}

/** The counts of orderSummary for the user in placeholder `userId`, one row; its text is built once (decision 062). */
const selectOrderSummary = preparedRead<
  {
    live_offers: number;
    live_bids: number;
    action_needed: number;
    pending_trades: number;
    settled_trades: number;
  },
  { userId: number }
>(() => {
  const userId = sql.placeholder('userId');
  return sql`select
      (select count(*) from offers o where o.seller_id = ${userId} and ${IS_LIVE_OFFER})::int as live_offers,
      (select count(*) from bids b join offers o on o.id = b.offer_id
          where b.bidder_id = ${userId} and b.status in ('open', 'negotiating') and ${BEFORE_END})::int as live_bids,
      ((select count(*) from bids b join offers o on o.id = b.offer_id where o.seller_id = ${userId} and ${BEFORE_END}
          and (b.status = 'open' or (b.status = 'negotiating' and b.awaiting_party = 'seller')))
       + (select count(*) from bids b join offers o on o.id = b.offer_id where b.bidder_id = ${userId} and ${BEFORE_END}
          and b.status = 'negotiating' and b.awaiting_party = 'bidder'))::int as action_needed,
      (select count(*) from trades where (seller_id = ${userId} or buyer_id = ${userId}) and status = 'executed')::int as pending_trades,
      (select count(*) from trades where (seller_id = ${userId} or buyer_id = ${userId}) and status = 'admin_approved')::int as settled_trades`;
});

/**
 * The My Orders counts of user `userId` (GET get-user-order-summary), in one statement: live
 * offers, live bids, bids awaiting my answer (open or countered bids on my offers, counters on
 * my bids; offers before their end), trades executed and awaiting the admin, trades settled.
 */
export async function orderSummary(
  db: Db,
  userId: number,
): Promise<{
  liveOffers: number;
  liveBids: number;
  actionNeeded: number;
  pendingTrades: number;
  settledTrades: number;
}> {
  const [row] = await selectOrderSummary(db, { userId });
  return {
    liveOffers: row?.live_offers ?? 0,
    liveBids: row?.live_bids ?? 0,
    actionNeeded: row?.action_needed ?? 0,
    pendingTrades: row?.pending_trades ?? 0,
    settledTrades: row?.settled_trades ?? 0,
  };
}

/** Holdings of a user with shares reserved in live offers and pending trades. */
export async function userHoldings(db: Db, userId: number) {
  const rows = await preparedRows<{
    company_id: number;
    name_en: string;
    name_ar: string;
    shares: number;
    reserved: number;
    acquired_at: string;
  }>(
    db,
    sql`select h.company_id, c.name_en, c.name_ar, h.shares, h.acquired_at::text as acquired_at,
          (coalesce((select sum(o.remaining_quantity) from offers o where o.seller_id = h.user_id and o.company_id = h.company_id and ${IS_LIVE_OFFER}), 0)
           + coalesce((select sum(quantity) from trades t where t.seller_id = h.user_id and t.company_id = h.company_id and t.status = 'executed'), 0))::int as reserved
        from holdings h join companies c on c.id = h.company_id
        where h.user_id = ${userId} and h.shares > 0
        order by c.name_en`,
  );
  return rows.map((row) => ({
    companyId: row.company_id,
    companyNameEn: row.name_en,
    companyNameAr: row.name_ar,
    shares: row.shares,
    reservedShares: row.reserved,
    availableShares: row.shares - row.reserved,
    acquiredAt: iso(row.acquired_at),
  }));
}

/** A holder's share of `total` recorded shares, as a percentage with two decimals ("12.50"), computed in integers. */
export function ownershipPercent(shares: number, total: number): string {
  return (Math.round((shares * 10_000) / Math.max(total, 1)) / 100).toFixed(2);
}

/**
 * A cap table as the platform records it (holdings with shares): of company `id` (type
 * 'company', a line per holder under their full name) or of user `id` (type 'user', a line per
 * company under its English name), largest first. `totalShares` is the sum recorded on the
 * platform; for a company, `companyTotalShares` is its published share structure
 * (company_details.total_shares, null when unpublished) and each line's ownership is of that
 * total (decision 033: the platform may hold only part of the register); otherwise of the
 * recorded sum. One SQL statement.
 */
export async function capTable(
  db: Db,
  type: 'company' | 'user',
  id: number,
): Promise<{
  totalShares: number;
  companyTotalShares: number | null;
  holdings: { userId: number; name: string; shares: number; ownershipPercent: string }[];
}> {
  const where = type === 'company' ? sql`h.company_id = ${id}` : sql`h.user_id = ${id}`;
  const rows = await preparedRows<{
    user_id: number;
    name: string;
    shares: number;
    total: string;
    published: string | null;
  }>(
    db,
    sql`select h.user_id, case when ${type} = 'company' then u.first_name || ' ' || u.last_name else c.name_en end as name, h.shares,
          (sum(h.shares) over ())::text as total,
          (case when ${type} = 'company' then d.total_shares end)::text as published
        from holdings h join users u on u.id = h.user_id join companies c on c.id = h.company_id
        left join company_details d on d.company_id = h.company_id
        where ${where} and h.shares > 0 order by h.shares desc, h.user_id`,
  );
  const totalShares = Number(rows[0]?.total ?? '0');
  let companyTotalShares: number | null = null;
  if (type === 'company') {
    const published = rows[0]?.published ?? (await publishedShares(db, id));
    companyTotalShares = published === null ? null : Number(published);
  }
  const base = Math.max(companyTotalShares ?? 0, totalShares);
  return {
    totalShares,
    companyTotalShares,
    holdings: rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      shares: row.shares,
      ownershipPercent: ownershipPercent(row.shares, base),
    })),
  };
}

/** A company's published total shares (company_details), as text, or null (read only when no one holds shares). */
async function publishedShares(db: Db, companyId: number): Promise<string | null> {
  const [row] = await preparedRows<{ total: string | null }>(
    db,
    sql`select total_shares::text as total from company_details where company_id = ${companyId}`,
  );
  return row?.total ?? null;
}

/**
 * My Companies: every company `userId` holds shares of or trades (an offer other than a
 * deleted one, a bid other than a withdrawn one, or a trade), by English name, with the
 * holding and its reservation (as userHoldings counts them), ownership of the recorded total,
 * the company's last settled price and the holding's value at that price (SAR), and my live
 * offers, live bids and trades awaiting the admin.
 */
export async function myCompanies(db: Db, userId: number): Promise<MyCompany[]> {
  const rows = await preparedRows<{
    company_id: number;
    name_en: string;
    name_ar: string;
    recorded_total: number;
    last_price: string | null;
    last_at: string | null;
    live_offers: number;
    live_bids: number;
    pending_trades: number;
  }>(
    db,
    sql`with mine as (
          select company_id from holdings where user_id = ${userId} and shares > 0
          union select company_id from offers where seller_id = ${userId} and closed_reason is distinct from 'deleted'
          union select o.company_id from bids b join offers o on o.id = b.offer_id where b.bidder_id = ${userId} and b.status <> 'withdrawn'
          union select company_id from trades where seller_id = ${userId} or buyer_id = ${userId})
        select c.id as company_id, c.name_en, c.name_ar,
          coalesce((select sum(h.shares) from holdings h where h.company_id = c.id), 0)::int as recorded_total,
          last.price as last_price, last.at as last_at,
          (select count(*) from offers o where o.seller_id = ${userId} and o.company_id = c.id and ${IS_LIVE_OFFER})::int as live_offers,
          (select count(*) from bids b join offers o on o.id = b.offer_id
            where b.bidder_id = ${userId} and o.company_id = c.id and b.status in ('open', 'negotiating') and ${BEFORE_END})::int as live_bids,
          (select count(*) from trades t where (t.seller_id = ${userId} or t.buyer_id = ${userId}) and t.company_id = c.id and t.status = 'executed')::int as pending_trades
        from mine m join companies c on c.id = m.company_id
        left join lateral (
          select t.price::text as price, t.reviewed_at::text as at from trades t
          where t.company_id = c.id and t.status = 'admin_approved' order by t.reviewed_at desc, t.id desc limit 1) last on true
        order by c.name_en, c.id`,
  );
  const holdingsByCompany = new Map((await userHoldings(db, userId)).map((holding) => [holding.companyId, holding]));
  return rows.map((row) => {
    const holding = holdingsByCompany.get(row.company_id);
    const shares = holding?.shares ?? 0;
    return {
      companyId: row.company_id,
      companyNameEn: row.name_en,
      companyNameAr: row.name_ar,
      shares,
      reservedShares: holding?.reservedShares ?? 0,
      availableShares: holding?.availableShares ?? 0,
      ownershipPercent: ownershipPercent(shares, row.recorded_total),
      lastTradedPrice: row.last_price === null ? null : normalizeSar(row.last_price),
      lastTradedAt: row.last_at === null ? null : iso(row.last_at),
      holdingValue: row.last_price === null ? null : halalasToSar(sarToHalalas(row.last_price) * BigInt(shares)),
      liveOffers: row.live_offers,
      liveBids: row.live_bids,
      pendingTrades: row.pending_trades,
    };
  });
}
