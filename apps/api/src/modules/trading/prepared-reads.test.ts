import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementCounter } from '../../test/statement-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshCompanyId, placeOfferWithBid, setHolding, tradingHeaders, userIdOf } from '../../test/trading-helpers.ts';

const S = '/common-api/shareholdings';
const P = '/public-api/company/profile';

/**
 * The name each SQL text was last prepared with (undefined: run unnamed, i.e. not prepared). The
 * query builder, db.execute and preparedRows all go through a session's prepareQuery, which gets
 * a name only for a prepared statement; both drivers' sessions (and so their transactions') are
 * recorded from before the app is built, so the session user's statement, prepared at start, is too.
 */
const preparedName = new Map<string, string | undefined>();
const sessionClasses = [NodePgSession, PgliteSession] as const;
const originals = sessionClasses.map((sessionClass) => sessionClass.prototype.prepareQuery);
for (const sessionClass of sessionClasses) {
  const original = sessionClass.prototype.prepareQuery;
  sessionClass.prototype.prepareQuery = function (this: unknown, ...args: Parameters<typeof original>) {
    const [query, , name] = args;
    preparedName.set(query.sql, name);
    return original.apply(this, args);
  } as typeof original;
}

/** pg_prepared_statements of every connection of the pool (each one's own, checked out together): name by SQL text. */
async function serverPreparedStatements(pool: pg.Pool): Promise<Map<string, string>> {
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    const answers = await Promise.all(
      clients.map((client) =>
        client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements'),
      ),
    );
    return new Map(answers.flatMap((answer) => answer.rows.map((row) => [row.statement, row.name] as const)));
  } finally {
    for (const client of clients) client.release();
  }
}

const counter = createStatementCounter();
let testApp: TestApp;
let headers: Awaited<ReturnType<typeof tradingHeaders>>;
let companyId: number;

beforeAll(async () => {
  testApp = await createTestApp({ tradingExpirySweepMs: 0, statementLogger: counter.logger });
  headers = await tradingHeaders(testApp.app);
  const db = testApp.database.db;
  companyId = await freshCompanyId(db, 72);
  await setHolding(db, await userIdOf(db, 'individual.shareholder@demo.hissa.sa'), companyId, 10_000);
  await placeOfferWithBid(testApp.app, headers, companyId);
});
afterAll(async () => {
  await testApp.close();
  sessionClasses.forEach((sessionClass, index) => {
    sessionClass.prototype.prepareQuery = originals[index] as typeof sessionClass.prototype.prepareQuery;
  });
});

describe('hot reads are prepared statements', () => {
  it('sends every statement of the profile, order book and signed-in summary reads as a named prepared statement', async () => {
    const reads = {
      companyContent: { method: 'GET', url: `${P}/company-content/${companyId}` },
      marketDepth: { method: 'GET', url: `${P}/market-depth-orders/${companyId}` },
      activeOffers: { method: 'POST', url: `${P}/all-active-offers`, payload: { companyId } },
      orderSummary: { method: 'GET', url: `${S}/get-user-order-summary`, headers: headers.reem },
      tradingSummary: { method: 'GET', url: `${S}/get-my-trading_summary`, headers: headers.reem },
      tradingCompanies: { method: 'GET', url: `${S}/get-trading-companies`, headers: headers.reem },
    } as const;
    const sentByRead: Record<string, string[]> = {};
    for (const [read, request] of Object.entries(reads)) {
      const { result, statements } = await counter.during(() => testApp.app.inject(request));
      expect(result.statusCode, `${read}: ${result.body}`).toBe(200);
      expect(statements.length, read).toBeGreaterThan(0);
      sentByRead[read] = statements;
    }
    const unnamed = Object.entries(sentByRead).flatMap(([read, statements]) =>
      statements.filter((text) => !preparedName.get(text)).map((text) => `${read}: ${text}`),
    );
    expect(unnamed).toEqual([]);

    if (testApp.database.kind === 'postgres') {
      // the server holds them: parsed and planned once per connection, then only bound and executed
      // drizzle's node-postgres database keeps its pool as $client (the shared Db type does not show it)
      const { $client: pool } = testApp.database.db as unknown as { $client: pg.Pool };
      const onServer = await serverPreparedStatements(pool);
      const missing = Object.entries(sentByRead).flatMap(([read, statements]) =>
        statements.filter((text) => onServer.get(text) !== preparedName.get(text)).map((text) => `${read}: ${text}`),
      );
      expect(missing).toEqual([]);
    }
  });
});
