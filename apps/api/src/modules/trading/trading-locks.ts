import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { bids, holdings, offers, trades } from '../../db/schema/trading.ts';
import { AppError } from '../../plugins/errors.ts';
import { tradingNow } from './trading-clock.ts';

/*
 * Row locks of the trading transactions (decision 004, "Concurrency"). Every transaction that
 * reserves or moves shares takes its locks in ONE order, so two of them never wait on each
 * other in a cycle: holdings (ascending user id) -> offer -> bids (ascending id) -> trade.
 * SELECT ... FOR UPDATE works alike on PostgreSQL and on PGlite (one connection, serial).
 */

export type OfferRow = typeof offers.$inferSelect;
export type BidRow = typeof bids.$inferSelect;
export type TradeRow = typeof trades.$inferSelect;
export type HoldingRow = typeof holdings.$inferSelect;

/** Locks the holdings of `userIds` in `companyId`, ascending user id; absent ones are skipped. */
export async function lockHoldings(tx: Db, companyId: number, userIds: readonly number[]): Promise<HoldingRow[]> {
  const sorted = [...new Set(userIds)].sort((a, b) => a - b);
  return tx
    .select()
    .from(holdings)
    .where(and(eq(holdings.companyId, companyId), inArray(holdings.userId, sorted)))
    .orderBy(asc(holdings.userId))
    .for('update');
}

/** Locks one offer. Errors: 404 trading.offerNotFound. */
export async function lockOffer(tx: Db, offerId: number): Promise<OfferRow> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!row) throw new AppError(404, TRADING_KEYS.offerNotFound);
  return row;
}

/** Locks one bid. Errors: 404 trading.bidNotFound. */
export async function lockBid(tx: Db, bidId: number): Promise<BidRow> {
  const [row] = await tx.select().from(bids).where(eq(bids.id, bidId)).for('update');
  if (!row) throw new AppError(404, TRADING_KEYS.bidNotFound);
  return row;
}

/** Locks the live bids of an offer, ascending id. */
export async function lockLiveBids(tx: Db, offerId: number): Promise<BidRow[]> {
  return tx
    .select()
    .from(bids)
    .where(and(eq(bids.offerId, offerId), inArray(bids.status, ['open', 'negotiating'])))
    .orderBy(asc(bids.id))
    .for('update');
}

/** Locks one trade. Errors: 404 trading.tradeNotFound. */
export async function lockTrade(tx: Db, tradeId: number): Promise<TradeRow> {
  const [row] = await tx.select().from(trades).where(eq(trades.id, tradeId)).for('update');
  if (!row) throw new AppError(404, TRADING_KEYS.tradeNotFound);
  return row;
}

/** Reads an offer without locking (its seller and company never change). Errors: 404. */
export async function readOffer(db: Db, offerId: number): Promise<OfferRow> {
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
  if (!row) throw new AppError(404, TRADING_KEYS.offerNotFound);
  return row;
}

/**
 * Reads a bid's offer, seller and company without locking, in one statement (they never change):
 * what a transaction needs to take its locks in order. Errors: 404 trading.bidNotFound.
 */
export async function readBidParties(
  db: Db,
  bidId: number,
): Promise<{ offerId: number; sellerId: number; companyId: number }> {
  const [row] = await db
    .select({ offerId: bids.offerId, sellerId: offers.sellerId, companyId: offers.companyId })
    .from(bids)
    .innerJoin(offers, eq(offers.id, bids.offerId))
    .where(eq(bids.id, bidId));
  if (!row) throw new AppError(404, TRADING_KEYS.bidNotFound);
  return row;
}

/** Reads a bid without locking (its offer and bidder never change). Errors: 404. */
export async function readBid(db: Db, bidId: number): Promise<BidRow> {
  const [row] = await db.select().from(bids).where(eq(bids.id, bidId));
  if (!row) throw new AppError(404, TRADING_KEYS.bidNotFound);
  return row;
}

/** Reads a trade without locking (its parties, offer and quantity never change). Errors: 404. */
export async function readTrade(db: Db, tradeId: number): Promise<TradeRow> {
  const [row] = await db.select().from(trades).where(eq(trades.id, tradeId));
  if (!row) throw new AppError(404, TRADING_KEYS.tradeNotFound);
  return row;
}

/**
 * Shares of `sellerId` in `companyId` already promised: the remaining quantity of their live
 * offers (except `exceptOfferId`; an offer past its GTE end at the trading clock is not live,
 * swept or not) plus their trades awaiting the admin. Call it with the seller's holding locked,
 * so the answer cannot change before the caller commits.
 */
export async function reservedShares(
  tx: Db,
  sellerId: number,
  companyId: number,
  exceptOfferId?: number,
): Promise<number> {
  const [row] = await queryRows<{ reserved: string }>(
    tx,
    sql`select (
      coalesce((select sum(remaining_quantity) from offers
        where seller_id = ${sellerId} and company_id = ${companyId} and status in ('open', 'approval_pending')
          and id <> ${exceptOfferId ?? 0} and (expires_at is null or expires_at > ${tradingNow().toISOString()}::timestamptz)), 0)
      + coalesce((select sum(quantity) from trades
        where seller_id = ${sellerId} and company_id = ${companyId} and status = 'executed'), 0)
    )::text as reserved`,
  );
  return Number(row?.reserved ?? '0');
}

/** True when a live offer is past its GTE expiry at `now`. */
export function isOfferDue(offer: OfferRow, now: Date): boolean {
  return (
    (offer.status === 'open' || offer.status === 'approval_pending') &&
    offer.expiresAt !== null &&
    offer.expiresAt.getTime() <= now.getTime()
  );
}

/** Errors: 409 trading.offerExpired for a due offer, 409 trading.offerNotOpen unless open. */
export function assertOfferOpen(offer: OfferRow, now: Date): void {
  if (isOfferDue(offer, now)) throw new AppError(409, TRADING_KEYS.offerExpired);
  if (offer.status !== 'open') throw new AppError(409, TRADING_KEYS.offerNotOpen);
}

/** The conflict error of a write that found its row changed under it. */
export function conflict(): AppError {
  return new AppError(409, ERROR_KEYS.conflict);
}
