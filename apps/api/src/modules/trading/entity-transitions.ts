import { and, eq } from 'drizzle-orm';
import type { BidStatus, OfferStatus, TradeStatus } from '@hissa/contracts/trading/trading-state-machine';
import type { Db } from '../../db/client.ts';
import { bids, offers, trades } from '../../db/schema/trading.ts';
import { type Actor, transition } from './state-machine.ts';
import { tradingNow } from './trading-clock.ts';
import { type BidRow, lockLiveBids, type OfferRow, type TradeRow } from './trading-locks.ts';

/*
 * Typed writes of offers, bids and trades, each through transition() (state-machine.ts), so
 * every creation and status change is checked against the table and audited. Callers hold the
 * row locks (trading-locks.ts); the UPDATEs are also guarded by the status (and the offer's
 * version) they read.
 */

type OfferPatch = Partial<Omit<typeof offers.$inferInsert, 'id' | 'status' | 'version'>>;
type BidPatch = Partial<Omit<typeof bids.$inferInsert, 'id' | 'status'>>;
type TradePatch = Partial<Omit<typeof trades.$inferInsert, 'id' | 'status'>>;

/** Inserts an offer (status open, action create). */
export function insertOffer(
  tx: Db,
  values: Omit<typeof offers.$inferInsert, 'status'>,
  actor: Actor,
): Promise<OfferRow> {
  return transition(tx, {
    kind: 'offer',
    before: null,
    to: 'open',
    action: 'create',
    actor,
    write: async () =>
      (
        await tx
          .insert(offers)
          .values({ ...values, status: 'open', createdAt: tradingNow(), updatedAt: tradingNow() })
          .returning()
      )[0],
  });
}

/** Changes a locked offer to `to` by `action`, with other columns in `patch`; bumps its version. */
export function updateOffer(
  tx: Db,
  before: OfferRow,
  to: OfferStatus,
  action: string,
  actor: Actor,
  patch: OfferPatch = {},
): Promise<OfferRow> {
  return transition(tx, {
    kind: 'offer',
    before,
    to,
    action,
    actor,
    write: async () =>
      (
        await tx
          .update(offers)
          .set({ ...patch, status: to, updatedAt: tradingNow(), version: before.version + 1 })
          .where(and(eq(offers.id, before.id), eq(offers.version, before.version)))
          .returning()
      )[0],
  });
}

/** Inserts a bid with status `to` (open by place; accepted by a private deal's accept_offer). */
export function insertBid(
  tx: Db,
  values: Omit<typeof bids.$inferInsert, 'status'>,
  to: BidStatus,
  action: string,
  actor: Actor,
): Promise<BidRow> {
  return transition(tx, {
    kind: 'bid',
    before: null,
    to,
    action,
    actor,
    write: async () =>
      (
        await tx
          .insert(bids)
          .values({ ...values, status: to, createdAt: tradingNow(), updatedAt: tradingNow() })
          .returning()
      )[0],
  });
}

/** Changes a locked bid to `to` by `action`. */
export function updateBid(
  tx: Db,
  before: BidRow,
  to: BidStatus,
  action: string,
  actor: Actor,
  patch: BidPatch = {},
): Promise<BidRow> {
  return transition(tx, {
    kind: 'bid',
    before,
    to,
    action,
    actor,
    write: async () =>
      (
        await tx
          .update(bids)
          .set({ ...patch, status: to, updatedAt: tradingNow() })
          .where(and(eq(bids.id, before.id), eq(bids.status, before.status)))
          .returning()
      )[0],
  });
}

/** Inserts an executed trade (action execute). */
export function insertTrade(
  tx: Db,
  values: Omit<typeof trades.$inferInsert, 'status'>,
  actor: Actor,
): Promise<TradeRow> {
  return transition(tx, {
    kind: 'trade',
    before: null,
    to: 'executed',
    action: 'execute',
    actor,
    write: async () =>
      (
        await tx
          .insert(trades)
          .values({ ...values, status: 'executed', executedAt: tradingNow() })
          .returning()
      )[0],
  });
}

/** Changes a locked trade to `to` by `action`. */
export function updateTrade(
  tx: Db,
  before: TradeRow,
  to: TradeStatus,
  action: string,
  actor: Actor,
  patch: TradePatch = {},
): Promise<TradeRow> {
  return transition(tx, {
    kind: 'trade',
    before,
    to,
    action,
    actor,
    write: async () =>
      (
        await tx
          .update(trades)
          .set({ ...patch, status: to })
          .where(and(eq(trades.id, before.id), eq(trades.status, before.status)))
          .returning()
      )[0],
  });
}

/**
 * Ends every live bid of an offer (locked here, ascending id): not_matched when the offer
 * filled, expired or was declined; deleted_by_seller when the seller cancelled it. Role system:
 * a consequence of `actor.userId`'s action (or of the expiry sweep).
 */
export async function endLiveBids(
  tx: Db,
  offerId: number,
  to: 'not_matched' | 'deleted_by_seller',
  userId: number | null,
): Promise<number> {
  const live = await lockLiveBids(tx, offerId);
  const action = to === 'not_matched' ? 'close' : 'cancel_offer';
  for (const bid of live) await updateBid(tx, bid, to, action, { role: 'system', userId });
  return live.length;
}
