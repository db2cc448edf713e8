import { sql } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../plugins/errors.ts';
import { endLiveBids } from './entity-transitions.ts';
import { type Actor, assertTransition } from './state-machine.ts';
import { tradingNow } from './trading-clock.ts';
import type { BidRow, HoldingRow, OfferRow, TradeRow } from './trading-locks.ts';

/*
 * A match (a trade executed on an offer) written in ONE statement (decision 051): the seller's
 * reservation checked, the bid accepted, the trade inserted, the offer's remaining quantity
 * reserved, and the audit row of each change, in one data-modifying CTE. The caller holds the
 * row locks (seller's holding -> offer -> bid, decision 004), so the statement's snapshot, taken
 * after them, sees every committed reservation of the seller. The changes are the ones
 * transition() (state-machine.ts) would make one by one: each is checked against the transition
 * table first, each UPDATE is guarded by the status (bid) or version (offer) it read, and the
 * audit rows hold the same before and after snapshots.
 */

/**
 * The match to write: `quantity` shares at `price` (SAR) on `offer` to `bid`'s bidder, by
 * `actor`. `acceptsBid`: the statement accepts `bid` (a live bid, locked); false when the bid was
 * inserted accepted already (a private deal's accept_offer).
 */
export type Match = {
  holding: HoldingRow | undefined;
  offer: OfferRow;
  bid: BidRow;
  acceptsBid: boolean;
  price: string;
  quantity: number;
  actor: Actor;
};

/** jsonb parameter of a row snapshot, serialised as drizzle serialises the audit log's columns. */
const snapshot = (row: object) => sql`${JSON.stringify(row)}::jsonb`;

/**
 * Executes `match` on a locked offer whose seller's holding the caller locked: the trade
 * (executed, awaiting the admin) and the quantity reserved from the offer (Approval Pending when
 * nothing remains; then the other live bids end as not matched, endLiveBids). Errors: 409
 * trading.maxQuantityExceeded when the seller's holding cannot cover it with their other
 * reservations; 409 trading.invalidTransition; 409 errors.conflict when a guarded row changed.
 */
export async function executeMatch(tx: Db, match: Match): Promise<TradeRow> {
  const { holding, offer, bid, acceptsBid, price, quantity, actor } = match;
  if (!holding) throw new AppError(409, TRADING_KEYS.maxQuantityExceeded);
  const at = tradingNow();
  const system: Actor = { role: 'system', userId: actor.userId };
  const remaining = offer.remainingQuantity - quantity;
  const offerTo = remaining === 0 ? 'approval_pending' : 'open';
  const offerAction = remaining === 0 ? 'reserve_all' : 'reserve';
  if (acceptsBid) assertTransition('bid', bid.status, 'accepted', 'accept', actor);
  assertTransition('trade', null, 'executed', 'execute', actor);
  assertTransition('offer', offer.status, offerTo, offerAction, system);

  const bidAfter: BidRow = { ...bid, price, quantity, status: 'accepted', updatedAt: at };
  const offerAfter: OfferRow = {
    ...offer,
    remainingQuantity: remaining,
    status: offerTo,
    updatedAt: at,
    version: offer.version + 1,
  };
  const tradeAfter: Omit<TradeRow, 'id'> = {
    offerId: offer.id,
    bidId: bid.id,
    sellerId: offer.sellerId,
    buyerId: bid.bidderId,
    companyId: offer.companyId,
    quantity,
    price,
    status: 'executed',
    executedAt: at,
    reviewedBy: null,
    reviewedAt: null,
    reviewNote: null,
  };
  const atParam = sql`${at.toISOString()}::timestamptz`;
  // the first columns of an audit row, taking entity_id from the RETURNING rows it selects from
  const audit = (kind: string, action: string, who: Actor, from: string | null, to: string) =>
    sql`select ${kind}::text, id, ${action}::text, ${who.role}::text, ${who.userId}::int, ${from}::text, ${to}::text`;
  // a bid inserted accepted already (private deal) is only selected, when the reservation fits
  const bidStep = acceptsBid
    ? sql`update bids set price = ${price}::numeric, quantity = ${quantity}::int, status = 'accepted', updated_at = ${atParam}
          where id = ${bid.id}::int and status = ${bid.status} and exists (select 1 from fits) returning id`
    : sql`select ${bid.id}::int as id from fits`;

  const [row] = await queryRows<{ reserved: string; trade_id: number | null; audited: number }>(
    tx,
    sql`with reserved as (
          select coalesce((select sum(remaining_quantity) from offers
              where seller_id = ${offer.sellerId} and company_id = ${offer.companyId} and status in ('open', 'approval_pending')
                and id <> ${offer.id} and (expires_at is null or expires_at > ${atParam})), 0)
            + coalesce((select sum(quantity) from trades
              where seller_id = ${offer.sellerId} and company_id = ${offer.companyId} and status = 'executed'), 0) as shares),
        fits as (select 1 from reserved where shares + ${quantity} <= ${holding.shares}),
        accepted_bid as (${bidStep}),
        trade as (
          insert into trades (offer_id, bid_id, seller_id, buyer_id, company_id, quantity, price, status, executed_at)
          select ${offer.id}::int, id, ${offer.sellerId}::int, ${bid.bidderId}::int, ${offer.companyId}::int, ${quantity}::int,
            ${price}::numeric, 'executed', ${atParam}
          from accepted_bid returning id),
        reserved_offer as (
          update offers set remaining_quantity = ${remaining}, status = ${offerTo}, updated_at = ${atParam}, version = ${offer.version + 1}
          where id = ${offer.id} and version = ${offer.version} and exists (select 1 from trade) returning id),
        audited as (
          insert into trading_audit_log (entity_kind, entity_id, action, role, actor_user_id, from_status, to_status, before, after, at)
          ${acceptsBid ? sql`${audit('bid', 'accept', actor, bid.status, 'accepted')}, ${snapshot(bid)}, ${snapshot(bidAfter)}, ${atParam} from accepted_bid union all` : sql``}
          ${audit('trade', 'execute', actor, null, 'executed')}, null::jsonb, jsonb_set(${snapshot(tradeAfter)}, '{id}', to_jsonb(id)), ${atParam} from trade
          union all ${audit('offer', offerAction, system, offer.status, offerTo)}, ${snapshot(offer)}, ${snapshot(offerAfter)}, ${atParam} from reserved_offer
          returning 1)
        select (select shares from reserved)::text as reserved, (select id from trade) as trade_id, (select count(*) from audited)::int as audited`,
  );
  if (!row || row.trade_id === null) {
    if (Number(row?.reserved ?? 0) + quantity > holding.shares)
      throw new AppError(409, TRADING_KEYS.maxQuantityExceeded);
    throw new AppError(409, ERROR_KEYS.conflict);
  }
  // the trade went in only after the bid; the offer and the audit rows must have followed
  if (row.audited !== (acceptsBid ? 3 : 2)) throw new AppError(409, ERROR_KEYS.conflict);
  if (remaining === 0) await endLiveBids(tx, offer.id, 'not_matched', actor.userId);
  return { ...tradeAfter, id: row.trade_id };
}
