import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { USER_TYPES } from '@hissa/contracts/user-types';
import { queryRows } from '../../db/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import {
  capTableTotal,
  CONSENTS,
  freshCompanyId,
  setHolding,
  tradingHeaders,
  tradingRowCounts,
  userIdOf,
} from '../../test/trading-helpers.ts';

const S = '/common-api/shareholdings';
type Headers = Awaited<ReturnType<typeof tradingHeaders>>;
type Texts = { trading: Record<string, string>; errors: Record<string, string>; validation: Record<string, string> };
const EN = en as unknown as Texts; // the JSON has these sections (checked by the assertions that use them)
const AR = ar as unknown as Texts; // same shape as en.json

let testApp: TestApp;
let h: Headers;
let ids: { sara: number; khalid: number; reem: number; abdullah: number };
let companyIndex = 20;

beforeAll(async () => {
  testApp = await createTestApp();
  h = await tradingHeaders(testApp.app);
  const db = testApp.database.db;
  ids = {
    sara: await userIdOf(db, 'individual.shareholder@demo.hissa.sa'),
    khalid: await userIdOf(db, 'institutional.shareholder@demo.hissa.sa'),
    reem: await userIdOf(db, 'individual.investor@demo.hissa.sa'),
    abdullah: await userIdOf(db, 'institutional.investor@demo.hissa.sa'),
  };
});
afterAll(async () => testApp.close());

/** A company no other test uses, with `shares` held by Sara. */
async function freshCompanyWithSara(shares = 10_000): Promise<number> {
  companyIndex += 1;
  const companyId = await freshCompanyId(testApp.database.db, companyIndex);
  await setHolding(testApp.database.db, ids.sara, companyId, shares);
  return companyId;
}

function inject(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
  language = 'en',
) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function offerBody(companyId: number, overrides: Record<string, unknown> = {}) {
  return {
    companyId,
    dealType: 'public',
    price: '50.00',
    quantity: 1000,
    allowsPartial: true,
    validity: 'GTC',
    consents: CONSENTS,
    ...overrides,
  };
}

async function createOffer(
  companyId: number,
  overrides: Record<string, unknown> = {},
  as: Record<string, string> = h.sara,
): Promise<number> {
  const response = await inject('POST', `${S}/offer-shares-request`, as, offerBody(companyId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

async function placeBid(
  offerId: number,
  quantity: number,
  price = '50.00',
  as: Record<string, string> = h.reem,
): Promise<number> {
  const response = await inject('POST', `${S}/shares-bid-request`, as, { offerId, price, quantity });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

describe('full flow: offer -> bid -> negotiate -> accept -> admin approve', () => {
  it('moves the holdings, keeps the cap table total and records every step', async () => {
    const db = testApp.database.db;
    const companyId = await freshCompanyWithSara(10_000);
    const totalBefore = await capTableTotal(db, companyId);
    const offerId = await createOffer(companyId, { price: '50.25', quantity: 4000 });
    const bidId = await placeBid(offerId, 1000, '49.00');

    const counter = await inject('POST', `${S}/shares-negotiate-request`, h.sara, {
      bidId,
      price: '50.00',
      quantity: 1200,
    });
    expect(counter.statusCode, counter.body).toBe(200);
    expect(counter.json()).toMatchObject({
      message: EN.trading.negotiationSubmitted,
      data: {
        status: 'negotiating',
        counterPrice: '50.00',
        counterQuantity: 1200,
        awaitingParty: 'bidder',
        isActionNeeded: false,
      },
    });
    const notYourTurn = await inject('POST', `${S}/accept-trade/bid/${bidId}/1200`, h.sara);
    expect(notYourTurn.statusCode).toBe(409);
    expect(notYourTurn.json().message).toBe(EN.trading.notYourTurn);

    const negotiated = await inject('GET', `${S}/negotiated-values/${offerId}`, h.reem);
    expect(negotiated.json().data).toMatchObject([
      { party: 'bidder', price: '49.00', quantity: 1000 },
      { party: 'seller', price: '50.00', quantity: 1200 },
    ]);
    const stale = await inject('POST', `${S}/accept-trade/bid/${bidId}/1000`, h.reem);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(EN.trading.termsChanged);

    const accepted = await inject('POST', `${S}/accept-trade/bid/${bidId}/1200`, h.reem, undefined, 'ar');
    expect(accepted.statusCode, accepted.body).toBe(201);
    const trade = accepted.json<{
      message: string;
      data: { id: number; value: string; status: string; settlementStatus: string };
    }>();
    expect(trade.message).toBe(AR.trading.tradeExecuted);
    expect(trade.data).toMatchObject({ value: '60000.00', status: 'executed', settlementStatus: 'settlement_pending' });

    const book = await inject('GET', `${S}/getCompanyOffers/${companyId}`, h.abdullah);
    expect(book.json().data).toMatchObject([{ id: offerId, remainingQuantity: 2800, status: 'open' }]);
    const holdingsBefore = await inject('GET', `${S}/checkIfUserIsShareholderOfCompany/${companyId}`, h.sara);
    expect(holdingsBefore.json().data).toEqual({
      isShareholder: true,
      shares: 10_000,
      availableShares: 10_000 - 2800 - 1200,
    });

    const queue = await inject('GET', '/admin-api/trades?status=executed', h.admin);
    expect(queue.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(trade.data.id);
    const approved = await inject('POST', `/admin-api/trades/${trade.data.id}/approve`, h.admin, {
      note: 'Documents verified',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'admin_approved',
      adminStatus: 'admin_approved',
      settlementStatus: 'settlement_completed',
      reviewNote: 'Documents verified',
    });
    const again = await inject('POST', `/admin-api/trades/${trade.data.id}/approve`, h.admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EN.trading.tradeNotPending);

    const reemHoldings = await inject('GET', `${S}/getUserShareholdings`, h.reem);
    expect(
      reemHoldings
        .json<{ data: { companyId: number; shares: number }[] }>()
        .data.find((row) => row.companyId === companyId)?.shares,
    ).toBe(1200);
    const capTable = await inject('GET', `${S}/user-shareholdings/company/${companyId}`, h.reem);
    expect(capTable.json().data).toMatchObject({
      totalShares: 10_000,
      holdings: [
        { userId: ids.sara, shares: 8800, ownershipPercent: '88.00' },
        { userId: ids.reem, shares: 1200, ownershipPercent: '12.00' },
      ],
    });
    expect(await capTableTotal(db, companyId)).toBe(totalBefore);

    const audit = await inject('GET', `/admin-api/trades/${trade.data.id}/audit`, h.admin);
    const actions = audit
      .json<{ data: { entityKind: string; action: string; toStatus: string }[] }>()
      .data.map((row) => `${row.entityKind}:${row.action}:${row.toStatus}`);
    expect(actions).toEqual([
      'offer:create:open',
      'bid:place:open',
      'bid:counter:negotiating',
      'bid:accept:accepted',
      'trade:execute:executed',
      'offer:reserve:open',
      'trade:approve:admin_approved',
    ]);
    const summary = await inject('GET', `${S}/get-my-trading_summary`, h.reem);
    expect(summary.json().data).toMatchObject({ sharesBought: 1200, amountBought: '60000.00' });
    const filtered = await inject('POST', `${S}/trading_summary`, h.reem, { companyId, status: 'admin_approved' });
    expect(filtered.json().data.trades).toHaveLength(1);
  });

  it('fills an all-or-none offer: Approval Pending, other bids not matched, closed as filled on approval', async () => {
    const companyId = await freshCompanyWithSara(5000);
    const offerId = await createOffer(companyId, { quantity: 500, allowsPartial: false });
    const partial = await inject('POST', `${S}/shares-bid-request`, h.reem, { offerId, price: '50.00', quantity: 400 });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors[0].message).toBe(EN.trading.wholeOfferOnly);
    const reemBid = await placeBid(offerId, 500);
    const otherBid = await placeBid(offerId, 500, '51.00', h.abdullah);
    const bids = await inject('GET', `${S}/getSharesOfferBids/${offerId}`, h.sara);
    expect(bids.json<{ data: { id: number; isActionNeeded: boolean }[] }>().data.map((bid) => bid.id)).toEqual([
      otherBid,
      reemBid,
    ]);
    const onlyMine = await inject('GET', `${S}/getSharesOfferBids/${offerId}`, h.reem);
    expect(onlyMine.json<{ data: { id: number }[] }>().data.map((bid) => bid.id)).toEqual([reemBid]);
    const accepted = await inject('POST', `${S}/accept-trade/bid/${otherBid}/500`, h.sara);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const afterFill = await inject('GET', `${S}/get-my-orders/0/50`, h.reem);
    const mine = afterFill
      .json<{
        data: { side: string; offer: { id: number; status: string }; bid: { id: number; status: string } | null }[];
      }>()
      .data.find((row) => row.bid?.id === reemBid);
    expect(mine).toMatchObject({ side: 'buy', offer: { status: 'approval_pending' }, bid: { status: 'not_matched' } });
    const approved = await inject('POST', `/admin-api/trades/${accepted.json().data.id}/approve`, h.admin, {});
    expect(approved.statusCode).toBe(200);
    const sellerView = await inject('GET', `${S}/get-my-orders/0/50`, h.sara);
    expect(
      sellerView
        .json<{
          data: { offer: { id: number; status: string; closedReason: string | null; outcome: string | null } }[];
        }>()
        .data.find((row) => row.offer.id === offerId)?.offer,
    ).toMatchObject({
      status: 'closed',
      closedReason: 'filled',
      outcome: 'matched',
    });
  });
});

describe('admin reject, cancel, delete and expiry', () => {
  it('admin reject releases the reservation back to the open offer', async () => {
    const companyId = await freshCompanyWithSara(3000);
    const offerId = await createOffer(companyId, { quantity: 3000, allowsPartial: false });
    const bidId = await placeBid(offerId, 3000);
    const trade = await inject('POST', `${S}/accept-trade/bid/${bidId}/3000`, h.sara);
    const tradeId = trade.json<{ data: { id: number } }>().data.id;
    const noNote = await inject('POST', `/admin-api/trades/${tradeId}/reject`, h.admin, {}, 'ar');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors[0].message).toBe(AR.trading.rejectNoteRequired);
    const rejected = await inject('POST', `/admin-api/trades/${tradeId}/reject`, h.admin, {
      note: 'Share certificate does not match',
    });
    expect(rejected.json().data).toMatchObject({ status: 'admin_rejected', settlementStatus: 'rejected' });
    const book = await inject('GET', `${S}/getCompanyOffers/${companyId}`, h.abdullah);
    expect(book.json().data).toMatchObject([{ id: offerId, status: 'open', remainingQuantity: 3000 }]);
    const holding = await inject('GET', `${S}/checkIfUserIsShareholderOfCompany/${companyId}`, h.sara);
    expect(holding.json().data).toEqual({ isShareholder: true, shares: 3000, availableShares: 0 });
    // cancel: the offer closes, a live bid becomes deleted_by_seller, the shares are free again
    const bid2 = await placeBid(offerId, 3000, '50.00', h.abdullah);
    const cancelled = await inject('PUT', `${S}/cancel-shares-offer-request/${offerId}`, h.sara);
    expect(cancelled.json()).toMatchObject({
      message: EN.trading.offerCancelled,
      data: { status: 'closed', closedReason: 'cancelled', outcome: 'not_matched' },
    });
    const bids = await inject('GET', `${S}/getSharesOfferBids/${offerId}`, h.abdullah);
    expect(bids.json().data).toMatchObject([{ id: bid2, status: 'deleted_by_seller' }]);
    const free = await inject('GET', `${S}/checkIfUserIsShareholderOfCompany/${companyId}`, h.sara);
    expect(free.json().data.availableShares).toBe(3000);
  });

  it('cancel keeps shares of a pending trade reserved; a later admin reject returns nothing to the closed offer', async () => {
    const companyId = await freshCompanyWithSara(2000);
    const offerId = await createOffer(companyId, { quantity: 2000 });
    const bidId = await placeBid(offerId, 500);
    const tradeId = (await inject('POST', `${S}/accept-trade/bid/${bidId}/500`, h.sara)).json<{
      data: { id: number };
    }>().data.id;
    await inject('PUT', `${S}/cancel-shares-offer-request/${offerId}`, h.sara);
    expect(
      (await inject('GET', `${S}/checkIfUserIsShareholderOfCompany/${companyId}`, h.sara)).json().data.availableShares,
    ).toBe(1500);
    await inject('POST', `/admin-api/trades/${tradeId}/reject`, h.admin, { note: 'Buyer withdrew' });
    expect(
      (await inject('GET', `${S}/checkIfUserIsShareholderOfCompany/${companyId}`, h.sara)).json().data.availableShares,
    ).toBe(2000);
    const [offer] = await queryRows<{ status: string; remaining_quantity: number }>(
      testApp.database.db,
      sql`select status, remaining_quantity from offers where id = ${offerId}`,
    );
    expect(offer).toEqual({ status: 'closed', remaining_quantity: 1500 });
  });

  it('deletes an offer without bids, refuses one with bids (section 8 text in both languages)', async () => {
    const companyId = await freshCompanyWithSara();
    const offerId = await createOffer(companyId);
    await placeBid(offerId, 100);
    for (const [language, texts] of [
      ['en', EN],
      ['ar', AR],
    ] as const) {
      const refused = await inject('DELETE', `${S}/delete-offer-request/${offerId}`, h.sara, undefined, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(texts.trading.offerHasBids);
    }
    await inject('PUT', `${S}/cancel-shares-offer-request/${offerId}`, h.sara);
    const second = await createOffer(companyId);
    const pending = await inject('GET', `${S}/checkIfUserHasPendingOfferOfCompany/${companyId}`, h.sara);
    expect(pending.json().data).toEqual({ hasPendingOffer: true, offerId: second });
    const deleted = await inject('DELETE', `${S}/delete-offer-request/${second}`, h.sara, undefined, 'ar');
    expect(deleted.json()).toEqual({ message: AR.trading.offerDeleted });
    expect((await inject('GET', `${S}/checkIfUserHasPendingOfferOfCompany/${companyId}`, h.sara)).json().data).toEqual({
      hasPendingOffer: false,
      offerId: null,
    });
  });

  it('treats a GTE offer past its end as expired before the sweep runs: bids refused, live bids not matched', async () => {
    const db = testApp.database.db;
    const companyId = await freshCompanyWithSara();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const offerId = await createOffer(companyId, { validity: 'GTE', expiryDate: tomorrow });
    const bidId = await placeBid(offerId, 100);
    const trade = await inject('POST', `${S}/accept-trade/bid/${bidId}/100`, h.sara);
    const liveBid = await placeBid(offerId, 200, '50.00', h.abdullah);
    // the end passes (test-only write: the clock cannot be moved inside the database)
    await db.execute(sql`update offers set expires_at = now() - interval '1 second' where id = ${offerId}`);
    const refused = await inject('POST', `${S}/shares-bid-request`, h.khalid, {
      offerId,
      price: '50.00',
      quantity: 100,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EN.trading.offerNotOpen);
    const bids = await inject('GET', `${S}/getSharesOfferBids/${offerId}`, h.abdullah);
    expect(bids.json().data).toMatchObject([{ id: liveBid, status: 'not_matched' }]);
    const [offer] = await queryRows<{ status: string; closed_reason: string }>(
      db,
      sql`select status, closed_reason from offers where id = ${offerId}`,
    );
    expect(offer).toEqual({ status: 'closed', closed_reason: 'expired' });
    // the pending trade keeps its reservation until the admin decides
    expect(
      (await inject('GET', `${S}/checkIfUserIsShareholderOfCompany/${companyId}`, h.sara)).json().data.availableShares,
    ).toBe(9900);
    const approved = await inject('POST', `/admin-api/trades/${trade.json().data.id}/approve`, h.admin, {});
    expect(approved.statusCode).toBe(200);
  });
});

describe('private deals', () => {
  it('only the target buyer sees, bids on, accepts or declines a private offer', async () => {
    const companyId = await freshCompanyWithSara();
    const targets = await inject('GET', `${S}/getTargetBuyerList`, h.sara);
    const list = targets.json<{ data: { id: number; name: string }[] }>().data;
    expect(list).toContainEqual({ id: ids.reem, name: 'Reem Al-Shehri' });
    expect(list.map((row) => row.id)).not.toContain(ids.sara);
    const offerId = await createOffer(companyId, {
      dealType: 'private',
      targetBuyerId: ids.reem,
      quantity: 1000,
      allowsPartial: false,
    });
    expect((await inject('GET', `${S}/getCompanyOffers/${companyId}`, h.abdullah)).json().data).toEqual([]);
    expect((await inject('GET', `${S}/getCompanyOffers/${companyId}`, h.reem)).json().data).toMatchObject([
      { id: offerId, isTargetedAtMe: true },
    ]);
    const before = await tradingRowCounts(testApp.database.db);
    for (const [method, url, body] of [
      ['POST', `${S}/shares-bid-request`, { offerId, price: '50.00', quantity: 1000 }],
      ['POST', `${S}/accept-trade/offer/${offerId}/1000`, undefined],
      ['POST', `${S}/reject-trade/offer/${offerId}`, undefined],
    ] as const) {
      const refused = await inject(method, url, h.abdullah, body, 'ar');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(AR.trading.notTargetBuyer);
    }
    expect(await tradingRowCounts(testApp.database.db)).toBe(before);
    const accepted = await inject('POST', `${S}/accept-trade/offer/${offerId}/1000`, h.reem);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data).toMatchObject({
      buyerId: ids.reem,
      quantity: 1000,
      price: '50.00',
      status: 'executed',
    });

    const second = await freshCompanyWithSara();
    const declinedOffer = await createOffer(second, { dealType: 'private', targetBuyerId: ids.reem });
    const declined = await inject('POST', `${S}/reject-trade/offer/${declinedOffer}`, h.reem);
    expect(declined.json().data).toEqual({ kind: 'offer', id: declinedOffer, status: 'closed' });
  });
});

describe('rules and messages (section 5) in English and Arabic', () => {
  it('answers each offer rule with its message', async () => {
    const companyId = await freshCompanyWithSara(1000);
    const cases: [Record<string, unknown>, string][] = [
      [{ price: '12.345' }, 'priceDecimals'],
      [{ quantity: 10.5 }, 'quantityDecimals'],
      [{ price: '1.00', quantity: 10 }, 'minTransactionSize'],
      [{ dealType: undefined }, 'dealTypeRequired'],
      [{ price: undefined }, 'offerPriceRequired'],
      [{ quantity: undefined }, 'offerQuantityRequired'],
      [{ dealType: 'private' }, 'targetBuyerRequired'],
      [{ validity: 'GTE' }, 'expiryDateRequired'],
      [{ consents: { ...CONSENTS, terms: false } }, 'termsRequired'],
      [{ consents: { ...CONSENTS, technologyFacilitator: false } }, 'facilitatorRequired'],
      [{ consents: { ...CONSENTS, authorization: false } }, 'authorizationRequired'],
    ];
    for (const [overrides, key] of cases) {
      for (const [language, texts] of [
        ['en', EN],
        ['ar', AR],
      ] as const) {
        const response = await inject(
          'POST',
          `${S}/offer-shares-request`,
          h.sara,
          offerBody(companyId, overrides),
          language,
        );
        expect(response.statusCode, `${key} ${response.body}`).toBe(400);
        expect(response.json<{ errors: { message: string }[] }>().errors.map((error) => error.message)).toContain(
          texts.trading[key],
        );
      }
    }
    const tooMany = await inject(
      'POST',
      `${S}/offer-shares-request`,
      h.sara,
      offerBody(companyId, { quantity: 1001 }),
      'ar',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(AR.trading.maxQuantityExceeded);
    const notHolder = await inject('POST', `${S}/offer-shares-request`, h.abdullah, offerBody(companyId));
    expect(notHolder.statusCode).toBe(403);
    expect(notHolder.json().message).toBe(EN.trading.notShareholder);
    const first = await createOffer(companyId, { quantity: 600 });
    const duplicate = await inject(
      'POST',
      `${S}/offer-shares-request`,
      h.sara,
      offerBody(companyId, { quantity: 100 }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(EN.trading.pendingOfferExists);
    const updated = await inject(
      'POST',
      `${S}/offer-shares-request`,
      h.sara,
      offerBody(companyId, { offerId: first, quantity: 1000, price: '20' }),
      'ar',
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: AR.trading.offerUpdated,
      data: { quantity: 1000, remainingQuantity: 1000, price: '20.00' },
    });
  });

  it('answers each bid rule with its message', async () => {
    const companyId = await freshCompanyWithSara();
    const offerId = await createOffer(companyId, { quantity: 1000 });
    const cases: [Record<string, unknown>, string][] = [
      [{ offerId, price: '50.00', quantity: 1001 }, 'bidQuantityExceedsOffered'],
      [{ offerId, price: '50.001', quantity: 100 }, 'priceDecimals'],
      [{ offerId, price: '50.00', quantity: 1.5 }, 'quantityDecimals'],
      [{ offerId, price: '5.00', quantity: 10 }, 'minTransactionSize'],
      [{ price: '50.00', quantity: 100 }, 'offerRequired'],
      [{ offerId, quantity: 100 }, 'priceRequired'],
      [{ offerId, price: '50.00' }, 'quantityRequired'],
    ];
    for (const [body, key] of cases) {
      for (const [language, texts] of [
        ['en', EN],
        ['ar', AR],
      ] as const) {
        const response = await inject('POST', `${S}/shares-bid-request`, h.reem, body, language);
        expect(response.statusCode, key).toBe(400);
        expect(response.json<{ errors: { message: string }[] }>().errors.map((error) => error.message)).toContain(
          texts.trading[key],
        );
      }
    }
    const bidId = await placeBid(offerId, 100);
    const twice = await inject('POST', `${S}/shares-bid-request`, h.reem, { offerId, price: '50.00', quantity: 100 });
    expect(twice.json().message).toBe(EN.trading.bidExists);
    const tooLarge = await inject(
      'POST',
      `${S}/shares-negotiate-request`,
      h.sara,
      { bidId, price: '50.00', quantity: 1001 },
      'ar',
    );
    expect(tooLarge.json().errors[0].message).toBe(AR.trading.bidQuantityExceedsOffer);
    const own = await inject(
      'POST',
      `${S}/shares-bid-request`,
      h.sara,
      { offerId, price: '50.00', quantity: 100 },
      'ar',
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(AR.trading.ownOfferBid);
    // reject by the seller, then the bidder may bid again and delete that bid
    const rejected = await inject('POST', `${S}/reject-trade/bid/${bidId}`, h.sara);
    expect(rejected.json().data).toEqual({ kind: 'bid', id: bidId, status: 'rejected' });
    const again = await placeBid(offerId, 100);
    const notMine = await inject('DELETE', `${S}/delete-bid-request/${again}`, h.abdullah);
    expect(notMine.statusCode).toBe(403);
    const withdrawn = await inject('DELETE', `${S}/delete-bid-request/${again}`, h.reem, undefined, 'ar');
    expect(withdrawn.json()).toMatchObject({ message: AR.trading.bidDeleted, data: { status: 'withdrawn' } });
  });
});

describe('permissions', () => {
  it('401 without a token, 403 for other user types, and nothing is written', async () => {
    const companyId = await freshCompanyWithSara();
    const offerId = await createOffer(companyId);
    const bidId = await placeBid(offerId, 100);
    const before = await tradingRowCounts(testApp.database.db);
    const company = await loginAs(testApp.app, USER_TYPES.company);
    const buyer = await loginAs(testApp.app, USER_TYPES.buyer);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['GET', `${S}/getUserShareholdings`, undefined],
      ['POST', `${S}/offer-shares-request`, offerBody(companyId)],
      ['POST', `${S}/shares-bid-request`, { offerId, price: '50.00', quantity: 100 }],
      ['POST', `${S}/accept-trade/bid/${bidId}/100`, undefined],
      ['PUT', `${S}/cancel-shares-offer-request/${offerId}`, undefined],
      ['DELETE', `${S}/delete-bid-request/${bidId}`, undefined],
      ['GET', '/admin-api/trades', undefined],
    ];
    // the buyer (11) may bid, delete own bids and answer deals aimed at them (decision 015), nothing else
    const buyerMay = new Set([`${S}/shares-bid-request`, `${S}/delete-bid-request/${bidId}`]);
    for (const [method, url, body] of calls) {
      expect((await inject(method, url, {}, body)).statusCode, url).toBe(401);
      const forbidden = url.startsWith('/admin-api')
        ? [h.sara, h.reem, buyer]
        : [company, h.admin, ...(buyerMay.has(url) ? [] : [buyer])];
      for (const headers of forbidden) expect((await inject(method, url, headers, body)).statusCode, url).toBe(403);
    }
    // ...and not on someone else's bid: accepting Reem's bid or deleting it is not the buyer's
    expect((await inject('POST', `${S}/accept-trade/bid/${bidId}/100`, buyer)).statusCode).toBe(403);
    expect((await inject('DELETE', `${S}/delete-bid-request/${bidId}`, buyer)).statusCode).toBe(403);
    // another trader cannot act on Sara's offer or Reem's bid
    expect((await inject('POST', `${S}/accept-trade/bid/${bidId}/100`, h.khalid)).statusCode).toBe(403);
    expect((await inject('PUT', `${S}/cancel-shares-offer-request/${offerId}`, h.khalid)).statusCode).toBe(403);
    expect((await inject('DELETE', `${S}/delete-offer-request/${offerId}`, h.khalid)).statusCode).toBe(403);
    expect((await inject('GET', `${S}/user-shareholdings/user/${ids.sara}`, h.khalid)).statusCode).toBe(403);
    expect(await tradingRowCounts(testApp.database.db)).toBe(before);
  });

  it('the audit log refuses UPDATE and DELETE', async () => {
    const db = testApp.database.db;
    await expect(db.execute(sql`update trading_audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from trading_audit_log`)).rejects.toThrow();
  });
});

describe('order book reads', () => {
  it('serves market depth, active offers, trading companies, order summary and my orders', async () => {
    const companyId = await freshCompanyWithSara();
    await setHolding(testApp.database.db, ids.khalid, companyId, 5000);
    const a = await createOffer(companyId, { price: '10.50', quantity: 200 });
    const b = await createOffer(companyId, { price: '10.50', quantity: 300 }, h.khalid);
    await placeBid(a, 100, '10.00');
    await placeBid(a, 100, '10.00', h.abdullah);
    const depth = await inject('GET', `/public-api/company/profile/market-depth-orders/${companyId}`, {});
    expect(depth.json().data).toEqual({
      companyId,
      offers: [{ price: '10.50', quantity: 500, count: 2 }],
      bids: [{ price: '10.00', quantity: 200, count: 2 }],
    });
    const publicOffers = await inject('POST', '/public-api/company/profile/all-active-offers', {}, { companyId });
    expect(publicOffers.json()).toMatchObject({
      total: 2,
      data: [
        { id: a, price: '10.50', isMine: false, liveBidCount: 2, outcome: null },
        { id: b, price: '10.50', liveBidCount: 0, outcome: null },
      ],
    });
    // the total is kept on a page of one and past the last page
    const onePage = { companyId, page: 1, size: 1 };
    const secondPage = await inject('POST', '/public-api/company/profile/all-active-offers', {}, onePage);
    expect(secondPage.json()).toMatchObject({ total: 2, page: 1, size: 1, data: [{ price: '10.50' }] });
    const pastEnd = await inject('POST', '/public-api/company/profile/all-active-offers', {}, { ...onePage, page: 5 });
    expect(pastEnd.json()).toMatchObject({ total: 2, page: 5, data: [] });
    const mineOffers = await inject('POST', `${S}/all-active-offers`, h.sara, { companyId, maxPrice: '11' });
    expect(mineOffers.json<{ data: { isMine: boolean }[] }>().data.filter((offer) => offer.isMine)).toHaveLength(1);
    const companies = await inject('GET', `${S}/get-trading-companies`, h.reem);
    expect(
      companies
        .json<{ data: { companyId: number; sharesOffered: number; lowestPrice: string }[] }>()
        .data.find((row) => row.companyId === companyId),
    ).toMatchObject({ sharesOffered: 500, lowestPrice: '10.50' });
    const summary = await inject('GET', `${S}/get-user-order-summary`, h.abdullah);
    expect(summary.json().data.liveBids).toBeGreaterThanOrEqual(1);
    const orders = await inject('GET', `${S}/get-my-orders/0/5`, h.sara);
    expect(orders.json()).toMatchObject({ page: 0, size: 5 });
    expect(orders.json<{ data: unknown[] }>().data.length).toBeLessThanOrEqual(5);
    const mine = await inject('GET', `${S}/user-shareholdings/user/${ids.sara}`, h.sara);
    expect(mine.statusCode).toBe(200);
  });

  it('active offers: each filter narrows the list, alone and together, and a private offer shows to its two parties only', async () => {
    const companyId = await freshCompanyWithSara();
    await setHolding(testApp.database.db, ids.khalid, companyId, 5000);
    const publicOffer = await createOffer(companyId, { price: '9.00', quantity: 1000 }, h.khalid);
    const privateOffer = await createOffer(companyId, {
      dealType: 'private',
      targetBuyerId: ids.reem,
      price: '12.00',
      quantity: 1000,
    });
    const [company] = await queryRows<{ name_en: string }>(
      testApp.database.db,
      sql`select name_en from companies where id = ${companyId}`,
    );
    /** The ids of the active offers `headers` (a visitor when empty) gets with `filters`. */
    const listed = async (headers: Record<string, string>, filters: Record<string, unknown> = {}) => {
      const path = headers.authorization ? `${S}/all-active-offers` : '/public-api/company/profile/all-active-offers';
      const response = await inject('POST', path, headers, { companyId, ...filters });
      expect(response.statusCode, response.body).toBe(200);
      const { data, total } = response.json<{ data: { id: number }[]; total: number }>();
      expect(total).toBe(data.length);
      return data.map((offer) => offer.id);
    };

    // the seller and the target see both, the public offer first (lowest price)
    expect(await listed(h.reem)).toEqual([publicOffer, privateOffer]);
    expect(await listed(h.sara)).toEqual([publicOffer, privateOffer]);
    expect(await listed(h.reem, { minPrice: '10' })).toEqual([privateOffer]);
    expect(await listed(h.reem, { maxPrice: '10' })).toEqual([publicOffer]);
    expect(await listed(h.reem, { dealType: 'private' })).toEqual([privateOffer]);
    expect(await listed(h.reem, { dealType: 'public' })).toEqual([publicOffer]);
    expect(await listed(h.reem, { companyName: company?.name_en.slice(0, 6), minPrice: '8', maxPrice: '9.5' })).toEqual(
      [publicOffer],
    );
    expect(await listed(h.reem, { companyName: 'no company is called this' })).toEqual([]);
    // a visitor and another investor see the public offer only
    expect(await listed({})).toEqual([publicOffer]);
    expect(await listed({}, { dealType: 'private' })).toEqual([]);
    expect(await listed(h.abdullah)).toEqual([publicOffer]);
    expect(await listed(h.abdullah, { dealType: 'private' })).toEqual([]);
  });

  it('counts only live bids on an offer; a closed offer whose bids were all withdrawn received none', async () => {
    const summaryOf = async (headers: Record<string, string>) =>
      (await inject('GET', `${S}/get-user-order-summary`, headers)).json<{ data: Record<string, number> }>().data;
    const companyId = await freshCompanyWithSara();
    const [saraBefore, reemBefore] = [await summaryOf(h.sara), await summaryOf(h.reem)];
    const offerId = await createOffer(companyId, { price: '12.00', quantity: 300 });
    const reemBid = await placeBid(offerId, 100, '11.00');
    const abdullahBid = await placeBid(offerId, 100, '11.50', h.abdullah);
    expect(await summaryOf(h.sara)).toMatchObject({
      liveOffers: (saraBefore.liveOffers ?? 0) + 1,
      actionNeeded: (saraBefore.actionNeeded ?? 0) + 2,
    });
    expect(await summaryOf(h.reem)).toMatchObject({ liveBids: (reemBefore.liveBids ?? 0) + 1 });
    expect((await inject('DELETE', `${S}/delete-bid-request/${reemBid}`, h.reem)).statusCode).toBe(200);
    const book = await inject('POST', '/public-api/company/profile/all-active-offers', {}, { companyId });
    expect(book.json()).toMatchObject({ total: 1, data: [{ id: offerId, liveBidCount: 1, outcome: null }] });
    expect(await summaryOf(h.sara)).toMatchObject({ actionNeeded: (saraBefore.actionNeeded ?? 0) + 1 });
    expect(await summaryOf(h.reem)).toEqual(reemBefore);
    expect((await inject('DELETE', `${S}/delete-bid-request/${abdullahBid}`, h.abdullah)).statusCode).toBe(200);
    const cancelled = await inject('PUT', `${S}/cancel-shares-offer-request/${offerId}`, h.sara);
    expect(cancelled.json()).toMatchObject({
      data: { id: offerId, status: 'closed', closedReason: 'cancelled', liveBidCount: 0, outcome: 'no_bids_received' },
    });
    expect(await summaryOf(h.sara)).toEqual(saraBefore);
  });
});

describe('My Companies and My Orders by side', () => {
  type MyCompanyRow = {
    companyId: number;
    shares: number;
    reservedShares: number;
    availableShares: number;
    ownershipPercent: string;
    lastTradedPrice: string | null;
    holdingValue: string | null;
    liveOffers: number;
    liveBids: number;
    pendingTrades: number;
  };
  const companyRow = async (headers: Record<string, string>, companyId: number) => {
    const response = await inject('GET', `${S}/get-my-companies`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MyCompanyRow[] }>().data.find((row) => row.companyId === companyId);
  };

  it('lists the companies I hold or trade with holding, reservation, ownership, last settled price and value', async () => {
    const companyId = await freshCompanyWithSara(10_000);
    await setHolding(testApp.database.db, ids.khalid, companyId, 5000);
    const offerId = await createOffer(companyId, { price: '20.00', quantity: 1000 });
    const bidId = await placeBid(offerId, 500, '20.00');
    const tradeId = (await inject('POST', `${S}/accept-trade/bid/${bidId}/500`, h.sara)).json<{
      data: { id: number };
    }>().data.id;

    // Before settlement: nothing has traded yet, 1000 shares are reserved (500 offered, 500 in the pending trade).
    expect(await companyRow(h.sara, companyId)).toMatchObject({
      shares: 10_000,
      reservedShares: 1000,
      availableShares: 9000,
      ownershipPercent: '66.67',
      lastTradedPrice: null,
      holdingValue: null,
      liveOffers: 1,
      pendingTrades: 1,
    });
    expect(await companyRow(h.reem, companyId)).toMatchObject({
      shares: 0,
      ownershipPercent: '0.00',
      liveBids: 0,
      pendingTrades: 1,
    });

    await inject('POST', `/admin-api/trades/${tradeId}/approve`, h.admin, {});
    expect(await companyRow(h.sara, companyId)).toMatchObject({
      shares: 9500,
      reservedShares: 500,
      availableShares: 9000,
      ownershipPercent: '63.33',
      lastTradedPrice: '20.00',
      holdingValue: '190000.00',
      liveOffers: 1,
      liveBids: 0,
      pendingTrades: 0,
    });
    expect(await companyRow(h.reem, companyId)).toMatchObject({
      shares: 500,
      ownershipPercent: '3.33',
      holdingValue: '10000.00',
      pendingTrades: 0,
    });

    // A bid alone makes a company "mine"; withdrawing it takes the company off the list.
    const abdullahBid = await placeBid(offerId, 100, '19.50', h.abdullah);
    expect(await companyRow(h.abdullah, companyId)).toMatchObject({
      shares: 0,
      liveBids: 1,
      lastTradedPrice: '20.00',
      holdingValue: '0.00',
    });
    await inject('DELETE', `${S}/delete-bid-request/${abdullahBid}`, h.abdullah);
    expect(await companyRow(h.abdullah, companyId)).toBeUndefined();
  });

  it('refuses My Companies without a token (401) and to other user types (403)', async () => {
    expect((await inject('GET', `${S}/get-my-companies`, {})).statusCode).toBe(401);
    for (const type of [USER_TYPES.company, USER_TYPES.buyer]) {
      expect((await inject('GET', `${S}/get-my-companies`, await loginAs(testApp.app, type))).statusCode).toBe(403);
    }
  });

  it('pages my offers and my bids apart (side=sell|buy) and keeps the total past the last page', async () => {
    const first = await freshCompanyWithSara();
    const second = await freshCompanyWithSara();
    const offerA = await createOffer(first);
    const offerB = await createOffer(second);
    await placeBid(offerA, 100, '50.00', h.khalid);
    await placeBid(offerB, 100, '50.00', h.khalid);

    type OrdersPage = { data: { side: string; offer: { id: number } }[]; total: number };
    const sells = (await inject('GET', `${S}/get-my-orders/0/50?side=sell`, h.sara)).json<OrdersPage>();
    expect(sells.data.every((row) => row.side === 'sell')).toBe(true);
    expect(sells.data.map((row) => row.offer.id)).toEqual(expect.arrayContaining([offerA, offerB]));
    expect(sells.total).toBe(sells.data.length);

    const buysFirst = (await inject('GET', `${S}/get-my-orders/0/1?side=buy`, h.khalid)).json<OrdersPage>();
    const buysSecond = (await inject('GET', `${S}/get-my-orders/1/1?side=buy`, h.khalid)).json<OrdersPage>();
    expect(buysFirst.total).toBeGreaterThanOrEqual(2);
    expect([...buysFirst.data, ...buysSecond.data].map((row) => [row.side, row.offer.id])).toEqual([
      ['buy', offerB],
      ['buy', offerA],
    ]);
    expect(
      (await inject('GET', `${S}/get-my-orders/0/50?side=sell`, h.khalid))
        .json<OrdersPage>()
        .data.some((row) => row.offer.id === offerA),
    ).toBe(false);

    const past = (await inject('GET', `${S}/get-my-orders/999/50?side=buy`, h.khalid)).json<OrdersPage>();
    expect(past).toMatchObject({ data: [], page: 999, total: buysFirst.total });
    const both = (await inject('GET', `${S}/get-my-orders/0/50`, h.khalid)).json<OrdersPage>();
    expect(both.total).toBeGreaterThanOrEqual(buysFirst.total);

    const bad = await inject('GET', `${S}/get-my-orders/0/50?side=both`, h.khalid, undefined, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(AR.validation.invalidValue);
  });

  it('pages my live bids on one company (the order book\'s "Your bids"): companyId and bids=live', async () => {
    const company = await freshCompanyWithSara();
    const other = await freshCompanyWithSara();
    await setHolding(testApp.database.db, ids.reem, company, 1000);
    await setHolding(testApp.database.db, ids.abdullah, company, 1000);
    // one open offer per seller and company: three sellers
    const offerIds = [
      await createOffer(company),
      await createOffer(company, {}, h.reem),
      await createOffer(company, {}, h.abdullah),
    ];
    const bidIds: number[] = [];
    for (const offerId of offerIds) bidIds.push(await placeBid(offerId, 100, '50.00', h.khalid));
    await placeBid(await createOffer(other), 100, '50.00', h.khalid);
    // an accepted bid is no longer live
    await testApp.database.db.execute(sql`update bids set status = 'accepted' where id = ${bidIds[0]}`);

    type OrdersPage = { data: { side: string; offer: { companyId: number }; bid: { id: number } }[]; total: number };
    const pageOf = async (page: number) =>
      (
        await inject('GET', `${S}/get-my-orders/${page}/1?side=buy&companyId=${company}&bids=live`, h.khalid)
      ).json<OrdersPage>();
    const [first, second, past] = [await pageOf(0), await pageOf(1), await pageOf(2)];
    expect(first.total).toBe(2);
    expect([...first.data, ...second.data].map((row) => row.bid.id)).toEqual([bidIds[2], bidIds[1]]);
    expect([...first.data, ...second.data].every((row) => row.offer.companyId === company)).toBe(true);
    expect(past).toMatchObject({ data: [], total: 2 });
    const everyStatus = await inject('GET', `${S}/get-my-orders/0/50?side=buy&companyId=${company}`, h.khalid);
    expect(everyStatus.json<OrdersPage>().total).toBe(3);
    for (const query of ['companyId=0', 'companyId=x', 'bids=all']) {
      const bad = await inject('GET', `${S}/get-my-orders/0/2?side=buy&${query}`, h.khalid);
      expect(bad.statusCode, query).toBe(400);
    }
  });
});
