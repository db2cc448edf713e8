import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OfferSharesRequestSchema } from '@hissa/contracts/trading/trading-rules';
import {
  findTransition,
  type TradingEntityKind,
  type TradingRole,
} from '@hissa/contracts/trading/trading-state-machine';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../plugins/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  acceptBid,
  acceptPrivateOffer,
  negotiateBid,
  placeBid,
  rejectBid,
  termsOnTable,
  withdrawBid,
} from './bid-service.ts';
import { cancelOffer, declinePrivateOffer, deleteOffer, expireDueOffers, saveOffer } from './offer-service.ts';
import { approveTrade, rejectTrade } from './settlement-service.ts';
import { readBid } from './trading-locks.ts';
import { CONSENTS, freshCompanyId, setHolding, userIdOf } from '../../test/trading-helpers.ts';

/*
 * Property: any sequence of trading actions by several users keeps the books straight.
 * Runs through the service layer on the real database; the trading tables are emptied
 * (TRUNCATE: the audit trigger guards rows, not the table's lifecycle) between runs.
 */

let testApp: TestApp;
let db: Db;
let traders: number[];
let admin: number;
let companyIds: number[];
const INITIAL_SHARES = [
  [1000, 400],
  [600, 0],
  [0, 800],
  [0, 0],
];

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  traders = [
    await userIdOf(db, 'individual.shareholder@demo.hissa.sa'),
    await userIdOf(db, 'institutional.shareholder@demo.hissa.sa'),
    await userIdOf(db, 'individual.investor@demo.hissa.sa'),
    await userIdOf(db, 'institutional.investor@demo.hissa.sa'),
  ];
  admin = await userIdOf(db, 'admin@demo.hissa.sa');
  companyIds = [await freshCompanyId(db, 30), await freshCompanyId(db, 31)];
});
afterAll(async () => testApp.close());

async function resetTrading(): Promise<void> {
  await db.execute(
    sql`truncate trading_audit_log, negotiations, trades, bids, offers, holdings restart identity cascade`,
  );
  for (const [traderIndex, shares] of INITIAL_SHARES.entries()) {
    for (const [companyIndex, count] of shares.entries()) {
      const userId = traders[traderIndex];
      const companyId = companyIds[companyIndex];
      if (userId !== undefined && companyId !== undefined && count > 0) await setHolding(db, userId, companyId, count);
    }
  }
}

const user = fc.integer({ min: 0, max: 3 });
const id = fc.integer({ min: 1, max: 6 });
const quantity = fc.integer({ min: 20, max: 700 });
const price = fc.constantFrom('50.00', '55.50', '60.25');
const command = fc.oneof(
  fc.record({
    kind: fc.constant('offer' as const),
    user,
    company: fc.integer({ min: 0, max: 1 }),
    quantity,
    price,
    allowsPartial: fc.boolean(),
    isGte: fc.boolean(),
    target: fc.option(user),
  }),
  fc.record({ kind: fc.constant('bid' as const), user, offer: id, quantity, price }),
  fc.record({ kind: fc.constant('negotiate' as const), user, bid: id, quantity, price }),
  fc.record({ kind: fc.constant('accept' as const), user, bid: id }),
  fc.record({ kind: fc.constant('acceptPrivate' as const), user, offer: id, quantity }),
  fc.record({ kind: fc.constant('rejectBid' as const), user, bid: id }),
  fc.record({ kind: fc.constant('decline' as const), user, offer: id }),
  fc.record({ kind: fc.constant('withdraw' as const), user, bid: id }),
  fc.record({ kind: fc.constant('cancel' as const), user, offer: id }),
  fc.record({ kind: fc.constant('delete' as const), user, offer: id }),
  fc.record({ kind: fc.constant('expire' as const), offer: id }),
  fc.record({ kind: fc.constant('approve' as const), trade: id }),
  fc.record({ kind: fc.constant('rejectTrade' as const), trade: id }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

function traderId(index: number): number {
  const userId = traders[index];
  if (userId === undefined) throw new Error('no trader');
  return userId;
}

async function run(step: Command): Promise<void> {
  switch (step.kind) {
    case 'offer': {
      const companyId = companyIds[step.company] ?? 0;
      const target = step.target === null || step.target === step.user ? null : traderId(step.target);
      const request = OfferSharesRequestSchema.parse({
        companyId,
        dealType: target === null ? 'public' : 'private',
        targetBuyerId: target,
        price: step.price,
        quantity: step.quantity,
        allowsPartial: step.allowsPartial,
        validity: step.isGte ? 'GTE' : 'GTC',
        expiryDate: step.isGte ? new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) : undefined,
        consents: CONSENTS,
      });
      await saveOffer(db, traderId(step.user), request);
      return;
    }
    case 'bid':
      await placeBid(db, traderId(step.user), { offerId: step.offer, price: step.price, quantity: step.quantity });
      return;
    case 'negotiate':
      await negotiateBid(db, traderId(step.user), { bidId: step.bid, price: step.price, quantity: step.quantity });
      return;
    case 'accept':
      await acceptBid(db, traderId(step.user), step.bid, termsOnTable(await readBid(db, step.bid)).quantity);
      return;
    case 'acceptPrivate':
      await acceptPrivateOffer(db, traderId(step.user), step.offer, step.quantity);
      return;
    case 'rejectBid':
      await rejectBid(db, traderId(step.user), step.bid);
      return;
    case 'decline':
      await declinePrivateOffer(db, traderId(step.user), step.offer);
      return;
    case 'withdraw':
      await withdrawBid(db, traderId(step.user), step.bid);
      return;
    case 'cancel':
      await cancelOffer(db, traderId(step.user), step.offer);
      return;
    case 'delete':
      await deleteOffer(db, traderId(step.user), step.offer);
      return;
    case 'expire':
      // test-only: the offer's end passes; then the sweep runs
      await db.execute(
        sql`update offers set expires_at = now() - interval '1 second' where id = ${step.offer} and validity = 'GTE'`,
      );
      await expireDueOffers(db);
      return;
    case 'approve':
      await approveTrade(db, admin, step.trade, null);
      return;
    case 'rejectTrade':
      await rejectTrade(db, admin, step.trade, 'property test');
  }
}

async function checkInvariants(): Promise<void> {
  const [negative] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from holdings where shares < 0`,
  );
  expect(negative?.count).toBe(0);
  const totals = await queryRows<{ company_id: number; total: number }>(
    db,
    sql`select company_id, sum(shares)::int as total from holdings group by company_id order by company_id`,
  );
  for (const [companyIndex, companyId] of companyIds.entries()) {
    const expected = INITIAL_SHARES.reduce((sum, shares) => sum + (shares[companyIndex] ?? 0), 0);
    expect(totals.find((row) => row.company_id === companyId)?.total ?? 0).toBe(expected);
  }
  const overfilled = await queryRows<{ id: number }>(
    db,
    sql`select o.id from offers o where o.remaining_quantity + coalesce((select sum(t.quantity) from trades t where t.offer_id = o.id and t.status <> 'admin_rejected'), 0) > o.quantity`,
  );
  expect(overfilled).toEqual([]);
  const overReserved = await queryRows<{ user_id: number }>(
    db,
    sql`select h.user_id from holdings h where h.shares <
      coalesce((select sum(remaining_quantity) from offers o where o.seller_id = h.user_id and o.company_id = h.company_id and o.status in ('open', 'approval_pending')), 0)
      + coalesce((select sum(quantity) from trades t where t.seller_id = h.user_id and t.company_id = h.company_id and t.status = 'executed'), 0)`,
  );
  expect(overReserved).toEqual([]);
  const changes = await queryRows<{
    entity_kind: TradingEntityKind;
    from_status: string | null;
    to_status: string;
    action: string;
    role: TradingRole;
  }>(db, sql`select distinct entity_kind, from_status, to_status, action, role from trading_audit_log`);
  for (const change of changes)
    expect(
      findTransition(change.entity_kind, change.from_status, change.to_status, change.action, change.role),
      JSON.stringify(change),
    ).toBeDefined();
  // every current status is the last audited one
  const unaudited = await queryRows<{ id: number }>(
    db,
    sql`select o.id from offers o where o.status <> (select a.to_status from trading_audit_log a where a.entity_kind = 'offer' and a.entity_id = o.id order by a.id desc limit 1)
        union all select b.id from bids b where b.status <> (select a.to_status from trading_audit_log a where a.entity_kind = 'bid' and a.entity_id = b.id order by a.id desc limit 1)
        union all select t.id from trades t where t.status <> (select a.to_status from trading_audit_log a where a.entity_kind = 'trade' and a.entity_id = t.id order by a.id desc limit 1)`,
  );
  expect(unaudited).toEqual([]);
}

it('random trading sequences keep holdings, cap tables, offers and the audit trail consistent', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (steps) => {
      await resetTrading();
      for (const step of steps) {
        try {
          await run(step);
        } catch (error) {
          // a refusal of the rules is expected; anything else (a constraint, a bug) fails the run
          if (!(error instanceof AppError) || error.status >= 500) throw error;
        }
      }
      await checkInvariants();
    }),
    { numRuns: 40 },
  );
}, 120_000);
