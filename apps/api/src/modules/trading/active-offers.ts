import { type SQL, sql } from 'drizzle-orm';
import type { ActiveOffersRequest, TradingSummaryRequest } from '@hissa/contracts/trading/trading-api';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { selectOfferPage, selectTrades } from './trading-queries.ts';

/**
 * "All active offers" (ActiveOffersEndpoint): open offers with shares remaining, the viewer's
 * visible ones (public only for visitors), lowest price first, paged; the page and the total in
 * one statement (selectOfferPage).
 */
export async function listActiveOffers(db: Db, viewerId: number | null, filters: ActiveOffersRequest) {
  const { data, total } = await selectOfferPage(
    db,
    viewerId,
    {
      companyId: filters.companyId,
      dealType: filters.dealType,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
      namePattern: filters.companyName ? containsPattern(filters.companyName) : null,
    },
    filters.size,
    filters.page * filters.size,
  );
  return { data, page: filters.page, size: filters.size, total };
}

/**
 * My trading summary (GET get-my-trading_summary, POST trading_summary with filters): shares
 * bought and sold and their SAR value over settled trades, counts by status, and the trades.
 */
export async function tradingSummary(db: Db, userId: number, filters: TradingSummaryRequest = {}) {
  const conditions: SQL[] = [sql`(t.seller_id = ${userId} or t.buyer_id = ${userId})`];
  if (filters.companyId) conditions.push(sql`t.company_id = ${filters.companyId}`);
  if (filters.status) conditions.push(sql`t.status = ${filters.status}`);
  if (filters.from) conditions.push(sql`t.executed_at >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`t.executed_at < ${filters.to}::date + 1`);
  const trades = await selectTrades(db, sql.join(conditions, sql` and `));
  let sharesBought = 0;
  let sharesSold = 0;
  let amountBought = 0n;
  let amountSold = 0n;
  for (const trade of trades) {
    if (trade.status !== 'admin_approved') continue;
    if (trade.buyerId === userId) {
      sharesBought += trade.quantity;
      amountBought += sarToHalalas(trade.value);
    } else {
      sharesSold += trade.quantity;
      amountSold += sarToHalalas(trade.value);
    }
  }
  return {
    sharesBought,
    sharesSold,
    amountBought: halalasToSar(amountBought),
    amountSold: halalasToSar(amountSold),
    tradesPending: trades.filter((trade) => trade.status === 'executed').length,
    tradesSettled: trades.filter((trade) => trade.status === 'admin_approved').length,
    tradesRejected: trades.filter((trade) => trade.status === 'admin_rejected').length,
    trades,
  };
}
