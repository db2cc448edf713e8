import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONSENTS, freshCompanyId, setHolding, tradingHeaders, userIdOf } from '../../test/trading-helpers.ts';

const S = '/common-api/shareholdings';
type Headers = Awaited<ReturnType<typeof tradingHeaders>>;

let testApp: TestApp;
let h: Headers;

beforeAll(async () => {
  // The scheduled sweep is off: every read below runs before any sweep.
  testApp = await createTestApp({ tradingExpirySweepMs: 0 });
  h = await tradingHeaders(testApp.app);
});
afterAll(async () => testApp.close());

function inject(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload && { payload: payload as Record<string, unknown> }) });
}

async function created(response: Awaited<ReturnType<typeof inject>>): Promise<number> {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

describe('reads between expiry sweeps', () => {
  it('leaves a GTE offer past its end out of the order book, and shows it expired, before any sweep ran', async () => {
    const db = testApp.database.db;
    const companyId = await freshCompanyId(db, 60);
    const sara = await userIdOf(db, 'individual.shareholder@demo.hissa.sa');
    const khalid = await userIdOf(db, 'institutional.shareholder@demo.hissa.sa');
    await setHolding(db, sara, companyId, 10_000);
    await setHolding(db, khalid, companyId, 500);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const offer = { companyId, dealType: 'public', allowsPartial: true, consents: CONSENTS };
    const gteOffer = await created(
      await inject('POST', `${S}/offer-shares-request`, h.sara, {
        ...offer,
        price: '20.00',
        quantity: 1000,
        validity: 'GTE',
        expiryDate: inTwoDays,
      }),
    );
    await created(
      await inject('POST', `${S}/offer-shares-request`, h.khalid, {
        ...offer,
        price: '30.00',
        quantity: 100,
        validity: 'GTC',
      }),
    );
    const bid = await created(
      await inject('POST', `${S}/shares-bid-request`, h.reem, { offerId: gteOffer, price: '20.00', quantity: 100 }),
    );
    const reemLiveBids = async () =>
      (await inject('GET', `${S}/get-user-order-summary`, h.reem)).json<{ data: { liveBids: number } }>().data.liveBids;
    const liveBidsBefore = await reemLiveBids();
    // the end passes (test-only write: the clock cannot be moved inside the database)
    await db.execute(sql`update offers set expires_at = now() - interval '1 second' where id = ${gteOffer}`);

    const depth = await inject('GET', `/public-api/company/profile/market-depth-orders/${companyId}`, {});
    expect(depth.json().data).toEqual({ companyId, offers: [{ price: '30.00', quantity: 100, count: 1 }], bids: [] });
    const active = await inject('POST', '/public-api/company/profile/all-active-offers', {}, { companyId });
    expect(active.json()).toMatchObject({ total: 1, data: [{ price: '30.00' }] });
    const companyOffers = await inject('GET', `${S}/getCompanyOffers/${companyId}`, h.abdullah);
    expect(companyOffers.json<{ data: { price: string }[] }>().data.map((row) => row.price)).toEqual(['30.00']);
    const tradingCompanies = await inject('GET', `${S}/get-trading-companies`, h.reem);
    expect(
      tradingCompanies
        .json<{ data: { companyId: number; sharesOffered: number }[] }>()
        .data.find((row) => row.companyId === companyId),
    ).toMatchObject({ sharesOffered: 100, lowestPrice: '30.00' });

    // the seller's and the bidder's views: expired, nothing reserved, the bid not matched
    const holding = await inject('GET', `${S}/checkIfUserIsShareholderOfCompany/${companyId}`, h.sara);
    expect(holding.json().data).toEqual({ isShareholder: true, shares: 10_000, availableShares: 10_000 });
    const pending = await inject('GET', `${S}/checkIfUserHasPendingOfferOfCompany/${companyId}`, h.sara);
    expect(pending.json().data).toEqual({ hasPendingOffer: false, offerId: null });
    const myOrders = await inject('GET', `${S}/get-my-orders/0/50?side=sell`, h.sara);
    expect(
      myOrders.json<{ data: { offer: { id: number } }[] }>().data.find((row) => row.offer.id === gteOffer)?.offer,
    ).toMatchObject({ status: 'closed', closedReason: 'expired', liveBidCount: 0, outcome: 'not_matched' });
    const bids = await inject('GET', `${S}/getSharesOfferBids/${gteOffer}`, h.reem);
    expect(bids.json().data).toMatchObject([{ id: bid, status: 'not_matched', isActionNeeded: false }]);
    expect(await reemLiveBids()).toBe(liveBidsBefore - 1);

    // no read swept: the row still says open until the sweep or a trading change expires it
    const [row] = await queryRows<{ status: string }>(db, sql`select status from offers where id = ${gteOffer}`);
    expect(row?.status).toBe('open');
  });
});
