import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  gteExpiryInstant,
  type OfferSharesRequest,
  TRADING_KEYS,
  BIDDER_USER_TYPES,
} from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { bids, offers, trades } from '../../db/schema/trading.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import { tradingNow } from './trading-clock.ts';
import { endLiveBids, insertOffer, updateOffer } from './entity-transitions.ts';
import {
  assertOfferOpen,
  isOfferDue,
  lockHoldings,
  lockOffer,
  type OfferRow,
  reservedShares,
} from './trading-locks.ts';

/**
 * Saves an offer (OfferSharesEndpoint, save or update). Without `offerId` it creates one; with it,
 * it updates the seller's open offer that has no bids and no trades yet. Locks the seller's holding
 * first (decision 004), so concurrent offers of the same seller cannot both pass the holdings
 * check. Errors: 404 errors.companyNotFound; 400 trading.targetBuyerNotRegistered; 403
 * trading.notShareholder (no holding); 409 trading.pendingOfferExists (one live offer per seller
 * and company); 400 trading.maxQuantityExceeded (more than holdings minus reserved shares);
 * 403/404/409 on update of someone else's, unknown or locked offer.
 */
export async function saveOffer(
  db: Db,
  sellerId: number,
  request: OfferSharesRequest,
): Promise<{ offer: OfferRow; isNew: boolean }> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, request.companyId));
  if (!company) throw new AppError(404, ERROR_KEYS.companyNotFound);
  if (request.targetBuyerId) {
    const [target] = await db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(users.id, request.targetBuyerId));
    const isTradingType = target !== undefined && (BIDDER_USER_TYPES as readonly number[]).includes(target.userType);
    if (!isTradingType || target.id === sellerId) {
      throw new AppError(400, ERROR_KEYS.validation, {}, [
        { field: 'body.targetBuyerId', key: TRADING_KEYS.targetBuyerNotRegistered },
      ]);
    }
  }
  return db.transaction(async (tx) => {
    const [holding] = await lockHoldings(tx, request.companyId, [sellerId]);
    if (!holding || holding.shares === 0) throw new AppError(403, TRADING_KEYS.notShareholder);
    const values = {
      dealType: request.dealType,
      targetBuyerId: request.dealType === 'private' ? (request.targetBuyerId ?? null) : null,
      pricePerShare: request.price,
      quantity: request.quantity,
      remainingQuantity: request.quantity,
      allowsPartial: request.allowsPartial,
      validity: request.validity,
      expiryDate: request.validity === 'GTE' ? (request.expiryDate ?? null) : null,
      expiresAt: request.validity === 'GTE' && request.expiryDate ? gteExpiryInstant(request.expiryDate) : null,
      notes: request.notes ?? null,
    };
    const tooMany = () =>
      new AppError(400, TRADING_KEYS.maxQuantityExceeded, {}, [
        { field: 'body.quantity', key: TRADING_KEYS.maxQuantityExceeded },
      ]);
    const actor = { role: 'seller', userId: sellerId } as const;
    if (request.offerId === undefined) {
      const [live] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(
          and(
            eq(offers.sellerId, sellerId),
            eq(offers.companyId, request.companyId),
            inArray(offers.status, ['open', 'approval_pending']),
          ),
        );
      if (live) throw new AppError(409, TRADING_KEYS.pendingOfferExists);
      if (request.quantity > holding.shares - (await reservedShares(tx, sellerId, request.companyId))) throw tooMany();
      return {
        offer: await insertOffer(tx, { ...values, sellerId, companyId: request.companyId }, actor),
        isNew: true,
      };
    }
    const offer = await lockOffer(tx, request.offerId);
    if (offer.sellerId !== sellerId) throw new AppError(403, ERROR_KEYS.forbidden);
    if (offer.companyId !== request.companyId)
      throw new AppError(400, ERROR_KEYS.validation, {}, [{ field: 'body.companyId', key: 'validation.invalidValue' }]);
    assertOfferOpen(offer, tradingNow());
    const [bid] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(and(eq(bids.offerId, offer.id), ne(bids.status, 'withdrawn')))
      .limit(1);
    const [trade] = await tx.select({ id: trades.id }).from(trades).where(eq(trades.offerId, offer.id)).limit(1);
    if (bid || trade) throw new AppError(409, TRADING_KEYS.offerLocked);
    if (request.quantity > holding.shares - (await reservedShares(tx, sellerId, request.companyId, offer.id)))
      throw tooMany();
    return { offer: await updateOffer(tx, offer, 'open', 'update', actor, values), isNew: false };
  });
}

/**
 * Cancels the seller's live offer (PUT cancel-shares-offer-request): it closes (reason
 * cancelled) and its live bids become deleted_by_seller. Shares already in a pending trade stay
 * reserved until the admin decides. Errors: 404, 403 (not the seller), 409 trading.offerNotOpen.
 */
export async function cancelOffer(db: Db, sellerId: number, offerId: number): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    if (offer.sellerId !== sellerId) throw new AppError(403, ERROR_KEYS.forbidden);
    if (isOfferDue(offer, tradingNow())) throw new AppError(409, TRADING_KEYS.offerExpired);
    if (offer.status === 'closed') throw new AppError(409, TRADING_KEYS.offerNotOpen);
    await endLiveBids(tx, offer.id, 'deleted_by_seller', sellerId);
    return updateOffer(
      tx,
      offer,
      'closed',
      'cancel',
      { role: 'seller', userId: sellerId },
      { closedReason: 'cancelled' },
    );
  });
}

/**
 * Deletes the seller's open offer that has no bids (DELETE delete-offer-request): kept as a closed
 * row (reason deleted) for the audit trail and hidden from every list. Errors: 404, 403, 409
 * trading.offerNotOpen, 409 trading.offerHasBids (messages in contracts messages/{en,ar}.json).
 */
export async function deleteOffer(db: Db, sellerId: number, offerId: number): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    if (offer.sellerId !== sellerId) throw new AppError(403, ERROR_KEYS.forbidden);
    assertOfferOpen(offer, tradingNow());
    const [bid] = await tx
      .select({ id: bids.id })
      .from(bids)
      .where(and(eq(bids.offerId, offer.id), ne(bids.status, 'withdrawn')))
      .limit(1);
    if (bid) throw new AppError(409, TRADING_KEYS.offerHasBids);
    return updateOffer(
      tx,
      offer,
      'closed',
      'delete',
      { role: 'seller', userId: sellerId },
      { closedReason: 'deleted' },
    );
  });
}

/**
 * The target buyer declines a private deal (POST reject-trade/offer/{offerId}): the offer
 * closes (reason declined), its live bids become not_matched.
 * Errors: 404; 403 trading.notTargetBuyer; 409 trading.offerNotOpen / offerExpired.
 */
export async function declinePrivateOffer(db: Db, userId: number, offerId: number): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, offerId);
    if (offer.dealType !== 'private' || offer.targetBuyerId !== userId)
      throw new AppError(403, TRADING_KEYS.notTargetBuyer);
    assertOfferOpen(offer, tradingNow());
    await endLiveBids(tx, offer.id, 'not_matched', userId);
    return updateOffer(tx, offer, 'closed', 'decline', { role: 'target_buyer', userId }, { closedReason: 'declined' });
  });
}

/**
 * Expires a locked, due GTE offer: closed (reason expired), live bids not_matched. The quantity
 * of its pending trades stays reserved until the admin decides.
 */
export async function expireLockedOffer(tx: Db, offer: OfferRow, userId: number | null): Promise<OfferRow> {
  await endLiveBids(tx, offer.id, 'not_matched', userId);
  return updateOffer(tx, offer, 'closed', 'expire', { role: 'system', userId }, { closedReason: 'expired' });
}

/**
 * The expiry sweep (decision 004): closes every live GTE offer whose end has passed at `now`.
 * Offers another transaction holds are skipped (SKIP LOCKED): that transaction sees the expiry
 * itself. Cheap when nothing is due (one indexed query). Returns how many expired.
 */
export async function expireDueOffers(db: Db, now: Date = tradingNow()): Promise<number> {
  const due = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.status, ['open', 'approval_pending']), lte(offers.expiresAt, now)));
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(offers)
      .where(
        and(
          inArray(
            offers.id,
            due.map((row) => row.id),
          ),
          inArray(offers.status, ['open', 'approval_pending']),
          lte(offers.expiresAt, now),
        ),
      )
      .orderBy(offers.id)
      .for('update', { skipLocked: true });
    for (const offer of locked) await expireLockedOffer(tx, offer, null);
    return locked.length;
  });
}
