import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  meetsMinimumTransaction,
  type SharesBidRequest,
  type SharesNegotiateRequest,
  TRADING_KEYS,
} from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { bids, negotiations } from '../../db/schema/trading.ts';
import { AppError } from '../../plugins/errors.ts';
import { tradingNow } from './trading-clock.ts';
import { insertBid, updateBid } from './entity-transitions.ts';
import { executeMatch } from './match-statement.ts';
import {
  assertOfferOpen,
  type BidRow,
  lockBid,
  lockHoldings,
  lockOffer,
  type OfferRow,
  readBid,
  readBidParties,
  readOffer,
  type TradeRow,
} from './trading-locks.ts';

const quantityError = (key: string) => new AppError(400, key, {}, [{ field: 'body.quantity', key }]);

/** Refuses a quantity the offer cannot give: above the remaining quantity, or not all of an all-or-none offer. */
function assertQuantityFits(offer: OfferRow, quantity: number, tooLargeKey: string, status = 400): void {
  if (quantity > offer.remainingQuantity)
    throw status === 400 ? quantityError(tooLargeKey) : new AppError(status, tooLargeKey);
  if (!offer.allowsPartial && quantity !== offer.remainingQuantity) {
    throw status === 400
      ? quantityError(TRADING_KEYS.wholeOfferOnly)
      : new AppError(status, TRADING_KEYS.wholeOfferOnly);
  }
}

/**
 * Places a bid (POST shares-bid-request). Errors: 404 trading.offerNotFound; 409
 * offerExpired/offerNotOpen; 403 trading.ownOfferBid (the seller), 403 trading.notTargetBuyer
 * (private deal of someone else); 409 trading.bidExists (one live bid per bidder and offer);
 * 400 trading.bidQuantityExceedsOffered / trading.wholeOfferOnly.
 */
export async function placeBid(db: Db, bidderId: number, request: SharesBidRequest): Promise<BidRow> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, request.offerId);
    if (offer.sellerId === bidderId) throw new AppError(403, TRADING_KEYS.ownOfferBid);
    if (offer.dealType === 'private' && offer.targetBuyerId !== bidderId)
      throw new AppError(403, TRADING_KEYS.notTargetBuyer);
    assertOfferOpen(offer, tradingNow());
    const [live] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(
        and(eq(bids.offerId, offer.id), eq(bids.bidderId, bidderId), inArray(bids.status, ['open', 'negotiating'])),
      );
    if (live) throw new AppError(409, TRADING_KEYS.bidExists);
    assertQuantityFits(offer, request.quantity, TRADING_KEYS.bidQuantityExceedsOffered);
    const bid = await insertBid(
      tx,
      { offerId: offer.id, bidderId, price: request.price, quantity: request.quantity },
      'open',
      'place',
      { role: 'bidder', userId: bidderId },
    );
    await tx.insert(negotiations).values({
      bidId: bid.id,
      party: 'bidder',
      userId: bidderId,
      price: bid.price,
      quantity: bid.quantity,
      createdAt: tradingNow(),
    });
    return bid;
  });
}

/** The party `userId` plays on `bid` of `offer`. Errors: 403 when neither seller nor bidder. */
function partyOf(offer: OfferRow, bid: BidRow, userId: number): 'seller' | 'bidder' {
  if (offer.sellerId === userId) return 'seller';
  if (bid.bidderId === userId) return 'bidder';
  throw new AppError(403, ERROR_KEYS.forbidden);
}

/** True when the latest terms of a live bid wait for `party`. */
function isTurnOf(bid: BidRow, party: 'seller' | 'bidder'): boolean {
  if (bid.status === 'open') return party === 'seller';
  return bid.status === 'negotiating' && bid.awaitingParty === party;
}

/** The terms on the table: the seller's counter when the bidder must answer, else the bidder's. */
export function termsOnTable(bid: BidRow): { price: string; quantity: number } {
  if (
    bid.status === 'negotiating' &&
    bid.awaitingParty === 'bidder' &&
    bid.counterPrice !== null &&
    bid.counterQuantity !== null
  ) {
    return { price: bid.counterPrice, quantity: bid.counterQuantity };
  }
  return { price: bid.price, quantity: bid.quantity };
}

/**
 * New terms on a bid (POST shares-negotiate-request), by the party whose turn it is: the seller
 * counters an open bid or the bidder's latest terms; the bidder answers the seller's counter.
 * Errors: 404; 403 (not a party); 409 bidNotOpen / notYourTurn / offerNotOpen / offerExpired;
 * 400 trading.bidQuantityExceedsOffer / wholeOfferOnly.
 */
export async function negotiateBid(db: Db, userId: number, request: SharesNegotiateRequest): Promise<BidRow> {
  const unlocked = await readBid(db, request.bidId);
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, unlocked.offerId);
    const bid = await lockBid(tx, request.bidId);
    const party = partyOf(offer, bid, userId);
    if (bid.status !== 'open' && bid.status !== 'negotiating') throw new AppError(409, TRADING_KEYS.bidNotOpen);
    if (!isTurnOf(bid, party)) throw new AppError(409, TRADING_KEYS.notYourTurn);
    assertOfferOpen(offer, tradingNow());
    assertQuantityFits(offer, request.quantity, TRADING_KEYS.bidQuantityExceedsOffer);
    const patch =
      party === 'seller'
        ? { counterPrice: request.price, counterQuantity: request.quantity, awaitingParty: 'bidder' as const }
        : { price: request.price, quantity: request.quantity, awaitingParty: 'seller' as const };
    const updated = await updateBid(tx, bid, 'negotiating', 'counter', { role: party, userId }, patch);
    await tx.insert(negotiations).values({
      bidId: bid.id,
      party,
      userId,
      price: request.price,
      quantity: request.quantity,
      createdAt: tradingNow(),
    });
    return updated;
  });
}

/**
 * Accepts the terms on the table of a bid (POST accept-trade/bid/{bidId}/{quantity}): the
 * seller accepts the bidder's terms, or the bidder accepts the seller's counter. `quantity` is
 * the quantity the acceptor confirmed; if the terms changed since, 409 trading.termsChanged.
 * Locks: seller holding -> offer -> bid. Errors: 404; 403; 409 bidNotOpen / notYourTurn /
 * offerNotOpen / offerExpired / termsChanged / bidQuantityExceedsOffer / wholeOfferOnly.
 */
export async function acceptBid(db: Db, userId: number, bidId: number, confirmedQuantity: number): Promise<TradeRow> {
  const parties = await readBidParties(db, bidId);
  return db.transaction(async (tx) => {
    const [holding] = await lockHoldings(tx, parties.companyId, [parties.sellerId]);
    const offer = await lockOffer(tx, parties.offerId);
    const bid = await lockBid(tx, bidId);
    const party = partyOf(offer, bid, userId);
    if (bid.status !== 'open' && bid.status !== 'negotiating') throw new AppError(409, TRADING_KEYS.bidNotOpen);
    if (!isTurnOf(bid, party)) throw new AppError(409, TRADING_KEYS.notYourTurn);
    assertOfferOpen(offer, tradingNow());
    const terms = termsOnTable(bid);
    if (terms.quantity !== confirmedQuantity) throw new AppError(409, TRADING_KEYS.termsChanged);
    assertQuantityFits(offer, terms.quantity, TRADING_KEYS.bidQuantityExceedsOffer, 409);
    return executeMatch(tx, {
      holding,
      offer,
      bid,
      acceptsBid: true,
      price: terms.price,
      quantity: terms.quantity,
      actor: { role: party, userId },
    });
  });
}

/**
 * The target buyer accepts a private deal (POST accept-trade/offer/{offerId}/{quantity}) at
 * the offer's price: a bid (accepted) and its trade in one step. `quantity` up to the remaining
 * quantity (all of it unless partial execution is allowed), worth the minimum transaction size.
 * Errors: 404; 403 trading.notTargetBuyer; 409 offerNotOpen / offerExpired; 400
 * trading.bidQuantityExceedsOffered / wholeOfferOnly / minTransactionSize.
 */
export async function acceptPrivateOffer(db: Db, userId: number, offerId: number, quantity: number): Promise<TradeRow> {
  const unlockedOffer = await readOffer(db, offerId);
  return db.transaction(async (tx) => {
    const [holding] = await lockHoldings(tx, unlockedOffer.companyId, [unlockedOffer.sellerId]);
    const offer = await lockOffer(tx, offerId);
    if (offer.dealType !== 'private' || offer.targetBuyerId !== userId)
      throw new AppError(403, TRADING_KEYS.notTargetBuyer);
    assertOfferOpen(offer, tradingNow());
    assertQuantityFits(offer, quantity, TRADING_KEYS.bidQuantityExceedsOffered);
    if (!meetsMinimumTransaction(offer.pricePerShare, quantity))
      throw new AppError(400, TRADING_KEYS.minTransactionSize, {}, [
        { field: 'params.quantity', key: TRADING_KEYS.minTransactionSize },
      ]);
    const actor = { role: 'target_buyer', userId } as const;
    const bid = await insertBid(
      tx,
      { offerId: offer.id, bidderId: userId, price: offer.pricePerShare, quantity },
      'accepted',
      'accept_offer',
      actor,
    );
    return executeMatch(tx, { holding, offer, bid, acceptsBid: false, price: offer.pricePerShare, quantity, actor });
  });
}

/**
 * Rejects a bid (POST reject-trade/bid/{bidId}): the seller rejects a live bid, or the bidder
 * rejects the seller's counter. Errors: 404; 403; 409 bidNotOpen / notYourTurn.
 */
export async function rejectBid(db: Db, userId: number, bidId: number): Promise<BidRow> {
  const unlocked = await readBid(db, bidId);
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, unlocked.offerId);
    const bid = await lockBid(tx, bidId);
    const party = partyOf(offer, bid, userId);
    if (bid.status !== 'open' && bid.status !== 'negotiating') throw new AppError(409, TRADING_KEYS.bidNotOpen);
    if (party === 'bidder' && !isTurnOf(bid, 'bidder')) throw new AppError(409, TRADING_KEYS.notYourTurn);
    return updateBid(tx, bid, 'rejected', 'reject', { role: party, userId });
  });
}

/**
 * The bidder deletes their live bid (DELETE delete-bid-request): it becomes withdrawn.
 * Errors: 404; 403 (someone else's bid); 409 trading.bidNotOpen.
 */
export async function withdrawBid(db: Db, userId: number, bidId: number): Promise<BidRow> {
  const unlocked = await readBid(db, bidId);
  if (unlocked.bidderId !== userId) throw new AppError(403, ERROR_KEYS.forbidden);
  return db.transaction(async (tx) => {
    await lockOffer(tx, unlocked.offerId);
    const bid = await lockBid(tx, bidId);
    if (bid.status !== 'open' && bid.status !== 'negotiating') throw new AppError(409, TRADING_KEYS.bidNotOpen);
    return updateBid(tx, bid, 'withdrawn', 'withdraw', { role: 'bidder', userId });
  });
}
