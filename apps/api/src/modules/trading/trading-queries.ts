import { type SQL, sql } from 'drizzle-orm';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/trading/trading-rules';
import type { BidView, OfferView, TradeView } from '@hissa/contracts/trading/trading-api';
import { TRADE_STATUS_LABELS, type BidStatus, type OfferClosedReason, type OfferStatus, type TradeStatus } from '@hissa/contracts/trading/trading-state-machine';
import type { OrderType, ShareDealType } from '@hissa/contracts/lookups/static-lists';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/*
 * Read side of trading: offers, bids and trades shaped for the order book, My Orders, My
 * Trades and the admin queue. Raw SQL through queryRows (joins and aggregates); dates are cast
 * to text in SQL so both drivers answer alike.
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
  created_at: string;
  updated_at: string;
};

/** Offers the viewer may see: public ones, and private ones they made or are the target of. */
export function visibleTo(viewerId: number | null): SQL {
  if (viewerId === null) return sql`o.deal_type = 'public'`;
  return sql`(o.deal_type = 'public' or o.seller_id = ${viewerId} or o.target_buyer_id = ${viewerId})`;
}

/** Offers (joined with their company) matching `where`, in `orderBy`, as the viewer sees them. */
export async function selectOffers(db: Db, viewerId: number | null, where: SQL, orderBy: SQL, limit = 500, offset = 0): Promise<OfferView[]> {
  const rows = await queryRows<OfferRecord>(
    db,
    sql`select o.id, o.company_id, c.name_en, c.name_ar, o.seller_id, o.deal_type, o.target_buyer_id,
          o.price_per_share::text as price_per_share, o.quantity, o.remaining_quantity, o.allows_partial, o.validity,
          o.expiry_date::text as expiry_date, o.expires_at::text as expires_at, o.notes, o.status, o.closed_reason,
          (select count(*) from bids b where b.offer_id = o.id and b.status in ('open', 'negotiating'))::int as live_bid_count,
          exists (select 1 from trades t where t.offer_id = o.id and t.status <> 'admin_rejected') as has_trade,
          exists (select 1 from bids b where b.offer_id = o.id and b.status <> 'withdrawn') as has_bids,
          o.created_at::text as created_at, o.updated_at::text as updated_at
        from offers o join companies c on c.id = o.company_id
        where ${where}
        order by ${orderBy}
        limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    companyNameEn: row.name_en,
    companyNameAr: row.name_ar,
    dealType: row.deal_type,
    targetBuyerId: viewerId !== null && (row.seller_id === viewerId || row.target_buyer_id === viewerId) ? row.target_buyer_id : null,
    price: halalasToSar(sarToHalalas(row.price_per_share)),
    quantity: row.quantity,
    remainingQuantity: row.remaining_quantity,
    allowsPartial: row.allows_partial,
    validity: row.validity,
    expiryDate: row.expiry_date,
    expiresAt: row.expires_at === null ? null : iso(row.expires_at),
    notes: row.notes,
    status: row.status,
    closedReason: row.closed_reason,
    outcome: row.status !== 'closed' ? null : row.has_trade ? 'matched' : row.has_bids ? 'not_matched' : 'no_bids_received',
    liveBidCount: row.live_bid_count,
    isMine: row.seller_id === viewerId,
    isTargetedAtMe: viewerId !== null && row.target_buyer_id === viewerId,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

/** Number of offers matching `where` (alias o, joined with companies c). */
export async function countOffers(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from offers o join companies c on c.id = o.company_id where ${where}`);
  return row?.total ?? 0;
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
  bidder_name: string;
  price: string;
  quantity: number;
  counter_price: string | null;
  counter_quantity: number | null;
  awaiting_party: 'seller' | 'bidder';
  status: BidStatus;
  created_at: string;
  updated_at: string;
};

/** Bids matching `where` (alias b, offer o) as `viewerId` sees them. */
export async function selectBids(db: Db, viewerId: number, where: SQL): Promise<BidView[]> {
  const rows = await queryRows<BidRecord>(
    db,
    sql`select b.id, b.offer_id, o.seller_id, b.bidder_id, u.first_name || ' ' || u.last_name as bidder_name,
          b.price::text as price, b.quantity, b.counter_price::text as counter_price, b.counter_quantity, b.awaiting_party, b.status,
          b.created_at::text as created_at, b.updated_at::text as updated_at
        from bids b join offers o on o.id = b.offer_id join users u on u.id = b.bidder_id
        where ${where}
        order by b.price desc, b.created_at, b.id`,
  );
  return rows.map((row) => {
    const isLive = row.status === 'open' || row.status === 'negotiating';
    const myParty = row.seller_id === viewerId ? 'seller' : row.bidder_id === viewerId ? 'bidder' : null;
    return {
      id: row.id,
      offerId: row.offer_id,
      bidderId: row.bidder_id,
      bidderName: row.bidder_name,
      price: row.price,
      quantity: row.quantity,
      counterPrice: row.counter_price,
      counterQuantity: row.counter_quantity,
      awaitingParty: row.awaiting_party,
      status: row.status,
      isActionNeeded: isLive && myParty !== null && (row.status === 'open' ? myParty === 'seller' : row.awaiting_party === myParty),
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
  quantity: number;
  price: string;
  status: TradeStatus;
  executed_at: string;
  reviewed_at: string | null;
  review_note: string | null;
};

/** Trades matching `where` (alias t), in `orderBy`. */
export async function selectTrades(db: Db, where: SQL, orderBy: SQL = sql`t.executed_at desc, t.id desc`, limit = 500, offset = 0): Promise<TradeView[]> {
  const rows = await queryRows<TradeRecord>(
    db,
    sql`select t.id, t.offer_id, t.bid_id, t.company_id, c.name_en, c.name_ar,
          t.seller_id, s.first_name || ' ' || s.last_name as seller_name, t.buyer_id, b.first_name || ' ' || b.last_name as buyer_name,
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
    buyerId: row.buyer_id,
    buyerName: row.buyer_name,
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
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from trades t where ${where}`);
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

/** Live offers of a company's order book by price level, and live bids on public offers by price level. */
export async function marketDepth(db: Db, companyId: number): Promise<{ offers: { price: string; quantity: number; count: number }[]; bids: { price: string; quantity: number; count: number }[] }> {
  const offers = await queryRows<{ price: string; quantity: number; count: number }>(
    db,
    sql`select price_per_share::text as price, sum(remaining_quantity)::int as quantity, count(*)::int as count
        from offers where company_id = ${companyId} and deal_type = 'public' and status = 'open' and remaining_quantity > 0
          and (expires_at is null or expires_at > now())
        group by price_per_share order by price_per_share asc`,
  );
  const bids = await queryRows<{ price: string; quantity: number; count: number }>(
    db,
    sql`select b.price::text as price, sum(b.quantity)::int as quantity, count(*)::int as count
        from bids b join offers o on o.id = b.offer_id
        where o.company_id = ${companyId} and o.deal_type = 'public' and o.status = 'open' and b.status in ('open', 'negotiating')
          and (o.expires_at is null or o.expires_at > now())
        group by b.price order by b.price desc`,
  );
  return { offers, bids };
}

/** Holdings of a user with shares reserved in live offers and pending trades. */
export async function userHoldings(db: Db, userId: number) {
  const rows = await queryRows<{ company_id: number; name_en: string; name_ar: string; shares: number; reserved: number; acquired_at: string }>(
    db,
    sql`select h.company_id, c.name_en, c.name_ar, h.shares, h.acquired_at::text as acquired_at,
          (coalesce((select sum(remaining_quantity) from offers o where o.seller_id = h.user_id and o.company_id = h.company_id and o.status in ('open', 'approval_pending')), 0)
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
