import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { holdings } from '../src/db/schema/trading.ts';
import { users } from '../src/db/schema/users.ts';
import { type SessionKey, signSessionToken } from '../src/lib/session-token.ts';
import type { Job, JobResult } from './job-runner.ts';

/** Sizes of the trading scenario. */
export const TRADING_BENCH = {
  sellers: 20,
  bidders: 100,
  offers: 200,
  sharesPerSeller: 10_000_000,
  bidQuantity: 20,
  price: '50.00',
} as const;

const S = '/common-api/shareholdings';
const CONSENTS = { terms: true, technologyFacilitator: true, authorization: true };

/** Runs Job[] in the job-runner process against the app; the caller decides concurrency and time. */
type RunJobs = (jobs: Job[], concurrency: number, seconds: number) => Promise<JobResult>;

type Trader = { id: number; authorization: string };

/** Inserts `count` accounts of `userType` (they never sign in: their tokens are signed directly). */
async function createTraders(db: Db, tokenKey: SessionKey, userType: UserType, count: number): Promise<Trader[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `bench.${userType}.${index}.${randomBytes(3).toString('hex')}@bench.hissa.sa`,
        passwordHash: 'not-a-password',
        userType,
        firstName: 'Bench',
        lastName: String(index),
        isFirstTimeLogin: false,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return rows.map((row) => ({
    id: row.id,
    authorization: `Bearer ${signSessionToken(tokenKey, { email: row.email, userType, isFirstTimeLogin: false, isSubscribed: false, tokenVersion: 0 }, 3_600_000)}`,
  }));
}

/**
 * The trading benchmark (issue 5): TRADING_BENCH.offers public offers on as many private
 * companies by TRADING_BENCH.sellers shareholders; then TRADING_BENCH.bidders investors place
 * distinct bids (one per bidder and offer) as fast as `concurrency` calls in flight allow; then
 * the sellers accept those bids, each acceptance executing a trade under the offer's row lock.
 * Returns both rates, the companies whose order books are now deep, and a bidder's
 * Authorization header.
 * Errors: throws when the setup calls fail.
 */
export async function runTradingBench(options: {
  db: Db;
  tokenKey: SessionKey;
  runJobs: RunJobs;
  concurrency: number;
  seconds: number;
}) {
  const { db, tokenKey, runJobs, concurrency, seconds } = options;
  const sellers = await createTraders(db, tokenKey, USER_TYPES.individualShareholder, TRADING_BENCH.sellers);
  const bidders = await createTraders(db, tokenKey, USER_TYPES.individualInvestor, TRADING_BENCH.bidders);
  const companies = await queryRows<{ id: number }>(
    db,
    sql`select id from companies c where company_type = 'non_listed' and not exists (select 1 from offers o where o.company_id = c.id)
        order by id limit ${TRADING_BENCH.offers}`,
  );
  const sellerOf = (index: number) => sellers[index % sellers.length] as Trader;
  await db.insert(holdings).values(
    companies.map((company, index) => ({
      userId: sellerOf(index).id,
      companyId: company.id,
      shares: TRADING_BENCH.sharesPerSeller,
    })),
  );
  const offering = await runJobs(
    companies.map((company, index) => ({
      method: 'POST',
      path: `${S}/offer-shares-request`,
      authorization: sellerOf(index).authorization,
      body: {
        companyId: company.id,
        dealType: 'public',
        price: TRADING_BENCH.price,
        quantity: TRADING_BENCH.sharesPerSeller,
        allowsPartial: true,
        validity: 'GTC',
        consents: CONSENTS,
      },
    })),
    concurrency,
    600,
  );
  if (offering.statuses['201'] !== companies.length)
    throw new Error(`offers not created: ${JSON.stringify(offering.statuses)}`);
  const offers = await queryRows<{ id: number; sellerId: number }>(
    db,
    sql`select id, seller_id as "sellerId" from offers where company_id in (${sql.join(
      companies.map((company) => sql`${company.id}`),
      sql`, `,
    )}) order by id`,
  );

  // bid k: offer k mod offers, bidder k div offers: jobs running together hit different offers
  const bidJobs: Job[] = [];
  for (const bidder of bidders) {
    for (const offer of offers) {
      bidJobs.push({
        method: 'POST',
        path: `${S}/shares-bid-request`,
        authorization: bidder.authorization,
        body: { offerId: offer.id, price: TRADING_BENCH.price, quantity: TRADING_BENCH.bidQuantity },
      });
    }
  }
  const bidding = await runJobs(bidJobs, concurrency, seconds);

  const openBids = await queryRows<{ id: number; sellerId: number }>(
    db,
    sql`select b.id, o.seller_id as "sellerId" from bids b join offers o on o.id = b.offer_id
        where b.status = 'open' and o.id in (${sql.join(
          offers.map((offer) => sql`${offer.id}`),
          sql`, `,
        )}) order by b.id`,
  );
  const sellerById = new Map(sellers.map((seller) => [seller.id, seller]));
  const accepting = await runJobs(
    openBids.map((bid) => ({
      method: 'POST',
      path: `${S}/accept-trade/bid/${bid.id}/${TRADING_BENCH.bidQuantity}`,
      authorization: sellerById.get(bid.sellerId)?.authorization,
    })),
    concurrency,
    seconds,
  );
  return {
    companyIds: companies.map((company) => company.id),
    bidding,
    accepting,
    /** A bidder's Authorization header, for the signed-in reads loaded after the scenario. */
    bidderAuthorization: (bidders[0] as Trader).authorization,
  };
}
