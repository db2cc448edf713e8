import { sql } from 'drizzle-orm';
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementCounter } from '../../test/statement-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshCompanyId, placeOfferWithBid, setHolding, tradingHeaders, userIdOf } from '../../test/trading-helpers.ts';

const S = '/common-api/shareholdings';
const EN = en as unknown as { trading: Record<string, string> };
const counter = createStatementCounter();
type Headers = Awaited<ReturnType<typeof tradingHeaders>>;

/**
 * Statements per request, the session's user lookup included (decisions 046 and 051). A
 * signed-in read reads its user once, then the instance keeps it (decision 068): the order
 * summary is the bidder's first read, the others come after it, the filtered trading summary too,
 * a POST that only reads (decision 073). A write always reads its user.
 * The company content (profile) is not a trading read; it is listed to watch it. Accepting a bid
 * here leaves shares on the offer (no other live bid to end).
 */
const PGLITE_STATEMENTS = {
  marketDepth: 1,
  activeOffers: 1,
  companyContent: 1,
  orderSummary: 2,
  orderSummaryAgain: 1,
  tradingSummary: 1,
  filteredTradingSummary: 1,
  tradingCompanies: 1,
  acceptTrade: 7,
};
const EXPECTED_STATEMENTS = {
  pglite: PGLITE_STATEMENTS,
  postgres: { ...PGLITE_STATEMENTS, acceptTrade: PGLITE_STATEMENTS.acceptTrade + 2 },
};

let testApp: TestApp;
let h: Headers;
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  // The scheduled sweep is off: nothing runs between the counted requests.
  testApp = await createTestApp({ tradingExpirySweepMs: 0, statementLogger: counter.logger });
  h = await tradingHeaders(testApp.app);
  const db = testApp.database.db;
  companyId = await freshCompanyId(db, 70);
  otherCompanyId = await freshCompanyId(db, 71);
  const sara = await userIdOf(db, 'individual.shareholder@demo.hissa.sa');
  await setHolding(db, sara, companyId, 10_000);
  await setHolding(db, sara, otherCompanyId, 10_000);
});
afterAll(async () => testApp.close());

function inject(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload && { payload: payload as Record<string, unknown> }) });
}

const offerWithBid = (onCompany: number, extra: object = {}) => placeOfferWithBid(testApp.app, h, onCompany, extra);

/** The statements one call sends, after checking it answered `status`. */
async function statementsOf(call: () => ReturnType<typeof inject>, status = 200): Promise<string[]> {
  const { result, statements } = await counter.during(call);
  expect(result.statusCode, result.body).toBe(status);
  return statements;
}

describe('statements per request', () => {
  it('reads run no expiry sweep; reads and accepting a bid send the recorded number of statements', async () => {
    const { bidId } = await offerWithBid(companyId);
    const counts = {
      marketDepth: await statementsOf(() =>
        inject('GET', `/public-api/company/profile/market-depth-orders/${companyId}`, {}),
      ),
      activeOffers: await statementsOf(() =>
        inject('POST', '/public-api/company/profile/all-active-offers', {}, { companyId }),
      ),
      companyContent: await statementsOf(() =>
        inject('GET', `/public-api/company/profile/company-content/${companyId}`, {}),
      ),
      orderSummary: await statementsOf(() => inject('GET', `${S}/get-user-order-summary`, h.reem)),
      orderSummaryAgain: await statementsOf(() => inject('GET', `${S}/get-user-order-summary`, h.reem)),
      tradingSummary: await statementsOf(() => inject('GET', `${S}/get-my-trading_summary`, h.reem)),
      filteredTradingSummary: await statementsOf(() =>
        inject('POST', `${S}/trading_summary`, h.reem, { companyId: otherCompanyId }),
      ),
      tradingCompanies: await statementsOf(() => inject('GET', `${S}/get-trading-companies`, h.reem)),
      acceptTrade: await statementsOf(() => inject('POST', `${S}/accept-trade/bid/${bidId}/100`, h.sara), 201),
    };
    const sizes = Object.fromEntries(Object.entries(counts).map(([name, list]) => [name, list.length]));
    // PGlite shows no begin/commit (openDatabase); on PostgreSQL the acceptance adds those two
    expect(sizes).toEqual(EXPECTED_STATEMENTS[testApp.database.kind]);
    // no read looks for offers to expire: reads filter by time (BEFORE_END)
    for (const name of [
      'marketDepth',
      'activeOffers',
      'orderSummary',
      'tradingSummary',
      'filteredTradingSummary',
      'tradingCompanies',
    ] as const)
      expect(counts[name].join('\n')).not.toMatch(/"expires_at" <=/);
  });

  it('refuses accepting a bid on an offer past its end before any sweep ran', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { offerId, bidId } = await offerWithBid(otherCompanyId, { validity: 'GTE', expiryDate: inTwoDays });
    // the end passes (test-only write: the clock cannot be moved inside the database)
    await testApp.database.db.execute(
      sql`update offers set expires_at = now() - interval '1 second' where id = ${offerId}`,
    );
    const refused = await inject('POST', `${S}/accept-trade/bid/${bidId}/100`, h.sara);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EN.trading.offerExpired);
  });
});
