import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_KEYS, type SavedCard } from '@hissa/contracts/billing/payments';
import type { Db } from '../../db/client.ts';
import { savedCards } from '../../db/schema/billing.ts';
import { AppError } from '../../plugins/errors.ts';
import type { PaymentGateways } from './gateways/payment-gateway.ts';

/*
 * The payer's saved cards (decision 042): shown by brand and last four digits; removing one
 * forgets it here (subscriptions then renew by bank-transfer invoice) and at its gateway.
 */

/** The cards `userId` saved, oldest first (never their tokens). */
export async function listSavedCards(db: Db, userId: number): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
  return rows.map((row) => ({
    cardId: row.id,
    brand: row.brand,
    last4: row.last4,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Removes card `cardId` of `userId`: the row goes (the subscriptions and payments that named it
 * keep null), then the token is deleted at its gateway; a gateway that does not answer is logged,
 * as the token can no longer be charged by us. Errors: 404 payments.cardNotFound when not theirs.
 */
export async function removeSavedCard(
  db: Db,
  gateways: PaymentGateways,
  userId: number,
  cardId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const [removed] = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
    .returning();
  if (!removed) throw new AppError(404, PAYMENT_KEYS.cardNotFound);
  try {
    await gateways.byName(removed.gateway)?.deleteSavedCard?.(removed.token);
  } catch (error) {
    log.error({ err: error, cardId }, 'saved card not deleted at the gateway');
  }
}
