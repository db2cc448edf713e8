import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, loginToken, bearer } from '../../test/auth-helpers.ts';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { CONSENTS, freshCompanyId, setHolding, tradingHeaders, userIdOf } from '../../test/trading-helpers.ts';

/*
 * Real parallel transactions (the pg pool): only meaningful on PostgreSQL, so skipped on PGlite
 * (one connection, transactions run one after another).
 */
const S = '/common-api/shareholdings';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

it('many simultaneous bids and acceptances never over-fill an offer', async (context) => {
  if (testApp.database.kind !== 'postgres') context.skip();
  const { app, database } = testApp;
  const db = database.db;
  const h = await tradingHeaders(app);
  const sara = await userIdOf(db, 'individual.shareholder@demo.hissa.sa');
  const companyId = await freshCompanyId(db, 40);
  await setHolding(db, sara, companyId, 1000);
  const offer = await app.inject({
    method: 'POST',
    url: `${S}/offer-shares-request`,
    headers: h.sara,
    payload: {
      companyId,
      dealType: 'public',
      price: '50.00',
      quantity: 1000,
      allowsPartial: true,
      validity: 'GTC',
      consents: CONSENTS,
    },
  });
  const offerId = offer.json<{ data: { id: number } }>().data.id;
  const bidders = await Promise.all(
    Array.from({ length: 12 }, () => createTestUser(db, { userType: USER_TYPES.individualInvestor })),
  );
  const headers = await Promise.all(
    bidders.map(async (bidder) => bearer(await loginToken(app, bidder.email, bidder.password))),
  );
  const bids = await Promise.all(
    headers.map((header) =>
      app.inject({
        method: 'POST',
        url: `${S}/shares-bid-request`,
        headers: header,
        payload: { offerId, price: '50.00', quantity: 150 },
      }),
    ),
  );
  expect(bids.every((response) => response.statusCode === 201)).toBe(true);
  const bidIds = bids.map((response) => response.json<{ data: { id: number } }>().data.id);
  // the seller accepts all twelve at once (1800 shares wanted, 1000 offered), and also cancels midway
  const accepts = await Promise.all([
    ...bidIds.map((bidId) =>
      app.inject({ method: 'POST', url: `${S}/accept-trade/bid/${bidId}/150`, headers: h.sara }),
    ),
    app.inject({
      method: 'POST',
      url: `${S}/shares-bid-request`,
      headers: h.reem,
      payload: { offerId, price: '50.00', quantity: 100 },
    }),
  ]);
  const executed = accepts.filter((response) => response.statusCode === 201).length;
  expect(accepts.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
  expect(executed).toBeGreaterThan(0);
  const [row] = await queryRows<{ remaining: number; traded: number }>(
    db,
    sql`select o.remaining_quantity as remaining, (select coalesce(sum(quantity), 0)::int from trades where offer_id = o.id) as traded from offers o where o.id = ${offerId}`,
  );
  expect((row?.remaining ?? 0) + (row?.traded ?? 0)).toBe(1000);
  expect(row?.traded).toBeLessThanOrEqual(1000);
  // settle everything in parallel: holdings stay whole and never negative
  const trades = await queryRows<{ id: number }>(db, sql`select id from trades where offer_id = ${offerId}`);
  const settled = await Promise.all(
    trades.map((trade) =>
      app.inject({ method: 'POST', url: `/admin-api/trades/${trade.id}/approve`, headers: h.admin, payload: {} }),
    ),
  );
  expect(settled.every((response) => response.statusCode === 200)).toBe(true);
  const [totals] = await queryRows<{ total: number; negative: number }>(
    db,
    sql`select sum(shares)::int as total, count(*) filter (where shares < 0)::int as negative from holdings where company_id = ${companyId}`,
  );
  expect(totals).toEqual({ total: 1000, negative: 0 });
});
