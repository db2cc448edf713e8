import { sql } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import {
  type IndicativePrice,
  PRICE_HISTORY_MONTHS,
  roundImpliedPrice,
  VWAP_WINDOW_DAYS,
} from '@hissa/contracts/trading/indicative-price';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../plugins/errors.ts';
import { BEFORE_END } from './trading-queries.ts';

/** Settled trades of company `c.id`: approved by the admin (settlement completed). */
const SETTLED = sql`t.company_id = c.id and t.status = 'admin_approved'`;

/**
 * A company's indicative price (IndicativePriceEndpoint, decision 033) in two SQL statements:
 * the figures, then the daily history. Averages are computed in numeric SQL (exact) and rounded
 * half up to the halala with round(x, 2): VWAP = sum(price x quantity) / sum(quantity) over the
 * settled trades executed in the last VWAP_WINDOW_DAYS days; the round-implied price = the
 * funding profile's pre-money valuation / the shares outstanding before the company's newest
 * round (contracts roundImpliedPrice: the published total shares, less what that round issued
 * when it has closed). Best bid
 * and offer come from the public book as market depth reads it (open offers before their end).
 * History: one point per Riyadh day with settled trades in the last PRICE_HISTORY_MONTHS months.
 * Errors: 404 errors.companyNotFound.
 */
export async function indicativePrice(db: Db, companyId: number): Promise<IndicativePrice> {
  const [row] = await queryRows<{
    last_price: string | null;
    last_at: string | null;
    vwap: string | null;
    volume: number;
    highest_bid: string | null;
    lowest_offer: string | null;
    pre_money: string | null;
    issued: string | null;
    total_shares: string | null;
  }>(
    db,
    sql`select
          (select t.price::text from trades t where ${SETTLED} order by t.executed_at desc, t.id desc limit 1) as last_price,
          (select to_char(t.executed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from trades t where ${SETTLED} order by t.executed_at desc, t.id desc limit 1) as last_at,
          w.vwap, w.volume,
          (select max(b.price)::text from bids b join offers o on o.id = b.offer_id
            where o.company_id = c.id and o.deal_type = 'public' and o.status = 'open' and b.status in ('open', 'negotiating') and ${BEFORE_END}) as highest_bid,
          (select min(o.price_per_share)::text from offers o
            where o.company_id = c.id and o.deal_type = 'public' and o.status = 'open' and o.remaining_quantity > 0 and ${BEFORE_END}) as lowest_offer,
          fp.pre_money_valuation::text as pre_money, d.total_shares::text as total_shares,
          (select case when r.status = 'closed' then r.raised_amount else 0 end::text from fund_rounds r
            where r.company_id = c.id order by r.announced_date desc, r.id desc limit 1) as issued
        from companies c
        left join company_details d on d.company_id = c.id
        left join funding_profiles fp on fp.company_id = c.id
        cross join lateral (
          select round(sum(t.price * t.quantity) / nullif(sum(t.quantity), 0), 2)::text as vwap,
                 coalesce(sum(t.quantity), 0)::int as volume
          from trades t where ${SETTLED} and t.executed_at > now() - make_interval(days => ${VWAP_WINDOW_DAYS})) w
        where c.id = ${companyId}`,
  );
  if (!row) throw new AppError(404, ERROR_KEYS.companyNotFound);
  const history = await queryRows<{ date: string; price: string; quantity: number }>(
    db,
    sql`select to_char(t.executed_at at time zone 'Asia/Riyadh', 'YYYY-MM-DD') as date,
          round(sum(t.price * t.quantity) / sum(t.quantity), 2)::text as price, sum(t.quantity)::int as quantity
        from trades t
        where t.company_id = ${companyId} and t.status = 'admin_approved'
          and t.executed_at > now() - make_interval(months => ${PRICE_HISTORY_MONTHS})
        group by 1 order by 1`,
  );
  const totalShares = row.total_shares === null ? null : Number(row.total_shares);
  const implied =
    row.pre_money === null || totalShares === null
      ? null
      : roundImpliedPrice({
          preMoneyHalalas: sarToHalalas(row.pre_money),
          issuedHalalas: sarToHalalas(row.issued ?? '0'),
          totalShares,
        });
  return {
    companyId,
    lastTrade:
      row.last_price === null || row.last_at === null ? null : { price: row.last_price, executedAt: row.last_at },
    vwap30: row.vwap,
    volume30: row.volume,
    highestBid: row.highest_bid,
    lowestOffer: row.lowest_offer,
    roundImpliedPrice: implied === null ? null : halalasToSar(implied.priceHalalas),
    preMoneyValuation: row.pre_money,
    sharesBeforeRound: implied?.sharesBeforeRound ?? null,
    totalShares,
    history,
  };
}
