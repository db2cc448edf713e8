import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferSharesRequestSchema } from '@hissa/contracts/trading/trading-rules';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONSENTS, freshCompanyId, setHolding, tradingHeaders, userIdOf } from '../../test/trading-helpers.ts';
import { acceptBid, placeBid } from './bid-service.ts';
import { saveOffer } from './offer-service.ts';
import { approveTrade } from './settlement-service.ts';
import { atTradingTime } from './trading-clock.ts';

const S = '/common-api/shareholdings';
type Headers = Awaited<ReturnType<typeof tradingHeaders>>;
type Indicative = {
  lastTrade: { price: string; executedAt: string } | null;
  vwap30: string | null;
  volume30: number;
  highestBid: string | null;
  lowestOffer: string | null;
  roundImpliedPrice: string | null;
  sharesBeforeRound: number | null;
  totalShares: number | null;
  history: { date: string; price: string; quantity: number }[];
};

let testApp: TestApp;
let h: Headers;

beforeAll(async () => {
  testApp = await createTestApp({ tradingExpirySweepMs: 0 });
  h = await tradingHeaders(testApp.app);
});
afterAll(async () => testApp.close());

function inject(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload && { payload: payload as Record<string, unknown> }) });
}

async function created(response: Awaited<ReturnType<typeof inject>>): Promise<number> {
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<{ data: { id: number } }>().data.id;
}

/** Offers, bids and settles `quantity` shares at `price` through the HTTP API (seller Sara, buyer Reem). */
async function settle(companyId: number, price: string, quantity: number): Promise<void> {
  const offerId = await created(
    await inject('POST', `${S}/offer-shares-request`, h.sara, {
      companyId,
      dealType: 'public',
      price,
      quantity,
      allowsPartial: false,
      validity: 'GTC',
      consents: CONSENTS,
    }),
  );
  const bidId = await created(await inject('POST', `${S}/shares-bid-request`, h.reem, { offerId, price, quantity }));
  const tradeId = await created(await inject('POST', `${S}/accept-trade/bid/${bidId}/${quantity}`, h.sara));
  const approved = await inject('POST', `/admin-api/trades/${tradeId}/approve`, h.admin, { note: 'Verified' });
  expect(approved.statusCode, approved.body).toBe(200);
}

async function indicative(companyId: number): Promise<Indicative> {
  const response = await inject('GET', `/public-api/company/profile/indicative-price/${companyId}`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Indicative }>().data;
}

describe('market reads: indicative price and ownership of the published shares', () => {
  it('reports last trade, a 30-day VWAP exact to the halala (half up), best bid and offer, the round-implied price and history', async () => {
    const db = testApp.database.db;
    const companyId = await freshCompanyId(db, 70);
    const sara = await userIdOf(db, 'individual.shareholder@demo.hissa.sa');
    const khalid = await userIdOf(db, 'institutional.shareholder@demo.hissa.sa');
    const reem = await userIdOf(db, 'individual.investor@demo.hissa.sa');
    const admin = await userIdOf(db, 'admin@demo.hissa.sa');
    await setHolding(db, sara, companyId, 10_000);
    await setHolding(db, khalid, companyId, 5_000);
    // SAR 50,000,000 pre-money over 3,000,000 shares: 16.666... -> 16.67
    await db.execute(sql`insert into company_details (company_id, total_shares) values (${companyId}, 3000000)
      on conflict (company_id) do update set total_shares = 3000000`);
    await db.execute(sql`insert into funding_profiles (company_id, total_target_funding, pre_money_valuation, funding_type)
      values (${companyId}, '1000000.00', '50000000.00', 'equity')
      on conflict (company_id) do update set pre_money_valuation = '50000000.00'`);
    await db.execute(sql`delete from fund_rounds where company_id = ${companyId}`);

    const empty = await indicative(companyId);
    expect(empty).toMatchObject({ lastTrade: null, vwap30: null, volume30: 0, highestBid: null, lowestOffer: null });
    expect(empty.roundImpliedPrice).toBe('16.67');
    // A closed newest round that raised SAR 10,000,000 issued its shares at the round's price:
    // 3,000,000 published = 2,500,000 before + 500,000 issued, at (50M + 10M) / 3M = 20.00.
    await db.execute(sql`insert into fund_rounds (company_id, round_name_en, round_name_ar, stage, status, investment_type,
        target_amount, raised_amount, announced_date, concluded_date)
      values (${companyId}, 'Series A Round', 'الجولة أ', 'series_a', 'closed', 'equity', '10000000.00', '10000000.00', '2026-01-01', '2026-03-01')`);
    expect(await indicative(companyId)).toMatchObject({ roundImpliedPrice: '20.00', sharesBeforeRound: 2_500_000 });
    await db.execute(sql`delete from fund_rounds where company_id = ${companyId}`);
    expect(empty.totalShares).toBe(3_000_000);

    // 40 days ago: outside the 30-day window, inside the history (through the services at a past instant)
    const past = new Date(Date.now() - 40 * 86_400_000);
    await atTradingTime(past, async () => {
      const offer = await saveOffer(
        db,
        khalid,
        OfferSharesRequestSchema.parse({
          companyId,
          dealType: 'public',
          price: '20.00',
          quantity: 100,
          allowsPartial: false,
          validity: 'GTC',
          consents: CONSENTS,
        }),
      );
      const bid = await placeBid(db, reem, { offerId: offer.offer.id, price: '20.00', quantity: 100 });
      const trade = await acceptBid(db, khalid, bid.id, 100);
      await approveTrade(db, admin, trade.id, 'Verified');
    });

    // (100 x 10.00 + 100 x 10.01) / 200 = 10.005 -> 10.01 (half up)
    await settle(companyId, '10.00', 100);
    await settle(companyId, '10.01', 100);
    // the book: an open offer at 10.50 with a bid at 9.80 and one at 9.90
    const offerId = await created(
      await inject('POST', `${S}/offer-shares-request`, h.sara, {
        companyId,
        dealType: 'public',
        price: '10.50',
        quantity: 1000,
        allowsPartial: true,
        validity: 'GTC',
        consents: CONSENTS,
      }),
    );
    await created(await inject('POST', `${S}/shares-bid-request`, h.reem, { offerId, price: '9.80', quantity: 200 }));
    await created(
      await inject('POST', `${S}/shares-bid-request`, h.abdullah, { offerId, price: '9.90', quantity: 200 }),
    );

    const price = await indicative(companyId);
    expect(price.lastTrade?.price).toBe('10.01');
    expect(price.vwap30).toBe('10.01');
    expect(price.volume30).toBe(200);
    expect(price.highestBid).toBe('9.90');
    expect(price.lowestOffer).toBe('10.50');
    expect(price.history).toHaveLength(2);
    expect(price.history[0]).toMatchObject({ price: '20.00', quantity: 100 });
    expect(price.history[1]).toMatchObject({ price: '10.01', quantity: 200 });
    expect(price.history[0]?.date).toBe(new Date(past.getTime() + 3 * 3_600_000).toISOString().slice(0, 10));
  });

  it('answers 404 for an unknown company', async () => {
    const response = await inject('GET', '/public-api/company/profile/indicative-price/99999999', {});
    expect(response.statusCode).toBe(404);
  });

  it("gives each holder's ownership of the company's published total shares, not of the shares on the platform", async () => {
    const db = testApp.database.db;
    const companyId = await freshCompanyId(db, 71);
    await setHolding(db, await userIdOf(db, 'individual.shareholder@demo.hissa.sa'), companyId, 30_000);
    await setHolding(db, await userIdOf(db, 'institutional.shareholder@demo.hissa.sa'), companyId, 15_000);
    await db.execute(sql`insert into company_details (company_id, total_shares) values (${companyId}, 5000000)
      on conflict (company_id) do update set total_shares = 5000000`);
    const response = await inject('GET', `${S}/user-shareholdings/company/${companyId}`, h.reem);
    expect(response.statusCode, response.body).toBe(200);
    const table = response.json<{
      data: { totalShares: number; companyTotalShares: number | null; holdings: { ownershipPercent: string }[] };
    }>().data;
    expect(table.totalShares).toBe(45_000);
    expect(table.companyTotalShares).toBe(5_000_000);
    expect(table.holdings.map((line) => line.ownershipPercent)).toEqual(['0.60', '0.30']);
  });
});
