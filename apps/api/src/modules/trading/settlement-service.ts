import { and, eq, sql } from 'drizzle-orm';
import { TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { holdings, trades } from '../../db/schema/trading.ts';
import { AppError } from '../../plugins/errors.ts';
import { tradingNow } from './trading-clock.ts';
import { updateOffer, updateTrade } from './entity-transitions.ts';
import { expireLockedOffer } from './offer-service.ts';
import {
  isOfferDue,
  lockHoldings,
  lockOffer,
  lockTrade,
  type OfferRow,
  readTrade,
  type TradeRow,
} from './trading-locks.ts';

/** Executed trades of an offer other than `exceptTradeId` (still awaiting the admin). */
async function otherPendingTrades(tx: Db, offerId: number, exceptTradeId: number): Promise<number> {
  const rows = await tx
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.offerId, offerId), eq(trades.status, 'executed'), sql`${trades.id} <> ${exceptTradeId}`));
  return rows.length;
}

/** Locks the offer and expires it first when its GTE end has passed (admin decisions still go ahead). */
async function lockOfferForReview(tx: Db, offerId: number, adminId: number): Promise<OfferRow> {
  const offer = await lockOffer(tx, offerId);
  return isOfferDue(offer, tradingNow()) ? expireLockedOffer(tx, offer, adminId) : offer;
}

/**
 * Settles a trade (ApproveTradeEndpoint): in one transaction the seller's
 * holding decreases by the trade's quantity, the buyer's increases (created when absent), the
 * trade becomes admin_approved (Settlement Completed), and an offer whose quantity was all
 * reserved closes as filled once no other trade of it awaits the admin.
 * Locks: both holdings (ascending user id) -> offer -> trade. The holdings CHECK (shares >= 0)
 * is the last line of defence. Errors: 404 trading.tradeNotFound; 409 trading.tradeNotPending;
 * 409 trading.maxQuantityExceeded if the seller no longer holds the shares.
 */
export async function approveTrade(db: Db, adminId: number, tradeId: number, note: string | null): Promise<TradeRow> {
  const unlocked = await readTrade(db, tradeId);
  return db.transaction(async (tx) => {
    // the buyer's holding row must exist to be locked; an empty one is harmless if we roll back
    await tx
      .insert(holdings)
      .values({ userId: unlocked.buyerId, companyId: unlocked.companyId, shares: 0 })
      .onConflictDoNothing();
    const locked = await lockHoldings(tx, unlocked.companyId, [unlocked.sellerId, unlocked.buyerId]);
    const offer = await lockOfferForReview(tx, unlocked.offerId, adminId);
    const trade = await lockTrade(tx, tradeId);
    if (trade.status !== 'executed') throw new AppError(409, TRADING_KEYS.tradeNotPending);
    const seller = locked.find((holding) => holding.userId === trade.sellerId);
    const buyer = locked.find((holding) => holding.userId === trade.buyerId);
    if (!seller || !buyer || seller.shares < trade.quantity) throw new AppError(409, TRADING_KEYS.maxQuantityExceeded);
    const now = tradingNow();
    await tx
      .update(holdings)
      .set({ shares: sql`${holdings.shares} - ${trade.quantity}`, updatedAt: now })
      .where(eq(holdings.id, seller.id));
    await tx
      .update(holdings)
      .set({
        shares: sql`${holdings.shares} + ${trade.quantity}`,
        updatedAt: now,
        ...(buyer.shares === 0 ? { acquiredAt: now } : {}),
      })
      .where(eq(holdings.id, buyer.id));
    const approved = await updateTrade(
      tx,
      trade,
      'admin_approved',
      'approve',
      { role: 'admin', userId: adminId },
      { reviewedBy: adminId, reviewedAt: now, reviewNote: note },
    );
    if (
      offer.status === 'approval_pending' &&
      offer.remainingQuantity === 0 &&
      (await otherPendingTrades(tx, offer.id, trade.id)) === 0
    ) {
      await updateOffer(tx, offer, 'closed', 'fill', { role: 'system', userId: adminId }, { closedReason: 'filled' });
    }
    return approved;
  });
}

/**
 * Rejects a trade (RejectTradeReviewEndpoint, with the admin's note): the trade becomes admin_rejected;
 * its quantity stops being reserved from the seller's holding, and returns to the offer if the
 * offer is still live (an Approval Pending offer opens again). A closed (cancelled, expired)
 * offer gets nothing back. Errors: 404; 409 trading.tradeNotPending.
 */
export async function rejectTrade(db: Db, adminId: number, tradeId: number, note: string): Promise<TradeRow> {
  const unlocked = await readTrade(db, tradeId);
  return db.transaction(async (tx) => {
    await lockHoldings(tx, unlocked.companyId, [unlocked.sellerId]);
    const offer = await lockOfferForReview(tx, unlocked.offerId, adminId);
    const trade = await lockTrade(tx, tradeId);
    if (trade.status !== 'executed') throw new AppError(409, TRADING_KEYS.tradeNotPending);
    const rejected = await updateTrade(
      tx,
      trade,
      'admin_rejected',
      'reject',
      { role: 'admin', userId: adminId },
      { reviewedBy: adminId, reviewedAt: tradingNow(), reviewNote: note },
    );
    if (offer.status === 'open' || offer.status === 'approval_pending') {
      await updateOffer(
        tx,
        offer,
        'open',
        'release',
        { role: 'system', userId: adminId },
        { remainingQuantity: offer.remainingQuantity + trade.quantity },
      );
    }
    return rejected;
  });
}
