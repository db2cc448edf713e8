import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { MIN_TRANSACTION_SAR } from '@hissa/contracts/trading/trading-rules';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { DEMO_PASSWORD, signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';

const SELLER = 'individual.shareholder@demo.hissa.sa';
const BUYER = 'buyer@demo.hissa.sa'; // the demo buyer (type 11), apps/api/src/modules/demo/demo-users.ts

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A bearer token from POST /auth-api/login. */
async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/auth-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  assert.equal(response.status, 200, email);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function api<T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
  return (await response.json()) as T;
}

type PublicOffer = { id: number; companyId: number; price: string; status: string; allowsPartial: boolean };
type Holding = { companyId: number; companyNameEn: string; reservedShares: number; availableShares: number };
type MyOrders = { data: { side: 'sell' | 'buy'; offer: { id: number; companyId: number; status: string } }[] };

/** A company the shareholder holds at least 100 free shares of, with no live offer of theirs (one per company). */
async function freeHolding(token: string): Promise<Holding> {
  const holdings = await api<{ data: Holding[] }>('GET', '/common-api/shareholdings/getUserShareholdings', token);
  const holding = holdings.data.find((row) => row.reservedShares === 0 && row.availableShares >= 100);
  assert.ok(holding, 'the shareholder holds free shares of a company');
  return holding;
}

/** The shareholder offers shares of `companyId` (public, or private to `targetBuyerId`) and returns the offer's id. */
async function offerShares(
  token: string,
  companyId: number,
  terms: { price: string; quantity: number; targetBuyerId?: number },
): Promise<number> {
  await api('POST', '/common-api/shareholdings/offer-shares-request', token, {
    companyId,
    dealType: terms.targetBuyerId ? 'private' : 'public',
    targetBuyerId: terms.targetBuyerId ?? null,
    price: terms.price,
    quantity: terms.quantity,
    allowsPartial: true,
    validity: 'GTC',
    consents: { terms: true, technologyFacilitator: true, authorization: true },
  });
  const orders = await api<MyOrders>('GET', '/common-api/shareholdings/get-my-orders/0/50', token);
  const offer = orders.data.find(
    (row) => row.side === 'sell' && row.offer.companyId === companyId && row.offer.status === 'open',
  );
  assert.ok(offer, `the offer of company ${companyId} is live`);
  return offer.offer.id;
}

/** An open public offer of the demo data that allows partial execution. */
async function openPartialOffer(token: string): Promise<PublicOffer> {
  const offers = await api<{ data: PublicOffer[] }>('POST', '/public-api/company/profile/all-active-offers', token, {
    page: 0,
    size: 50,
  });
  const offer = offers.data.find((row) => row.status === 'open' && row.allowsPartial);
  assert.ok(offer, 'the demo data has an open public offer');
  return offer;
}

/** A whole number of shares at the offer's price a little above the minimum transaction (contracts). */
function bidQuantityFor(offer: PublicOffer): number {
  return Math.ceil(Number(MIN_TRANSACTION_SAR) / Number(offer.price)) + 10;
}

describe('buyer trading: delete the last bid, bid on a public offer, delete it, accept a private deal', () => {
  it('confirms the deletion of the last bid on My bids and deals, then shows the empty list', async () => {
    const buyerToken = await apiToken(BUYER);
    const offer = await openPartialOffer(buyerToken);
    const quantity = bidQuantityFor(offer);
    await api('POST', '/common-api/shareholdings/shares-bid-request', buyerToken, {
      offerId: offer.id,
      price: offer.price,
      quantity,
    });

    const page = await signIn(browser, server.baseUrl, BUYER, /\/sp\//);
    await page.goto('/sp/my-bids');
    await page.getByRole('tab', { name: 'My bids' }).click();
    const bids = page.getByRole('tabpanel', { name: 'My bids' });
    // The demo buyer has no other bid (the next test leaves one that has become a trade).
    await bids.getByRole('button', { name: 'Delete bid' }).waitFor();
    assert.equal(await bids.getByRole('listitem').count(), 1, 'the new bid is the only one');
    await bids.getByRole('button', { name: 'Delete bid' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this bid?' });
    await confirm.getByRole('button', { name: 'Delete bid' }).click();
    // The refetch empties the list: the confirmation must still show, and the dialog close.
    await page.getByText('Your bid has been deleted.').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await bids.getByRole('heading', { name: 'You have no bids' }).waitFor();
    await page.context().close();
  });

  it('lets the demo buyer bid from the offers list, withdraw the bid and accept a deal offered to them', async () => {
    // Setup: a public offer of the demo data to bid on, and a shareholder's private offer to the buyer (API).
    const sellerToken = await apiToken(SELLER);
    const buyerToken = await apiToken(BUYER);
    const me = await api<{ id: number }>('GET', '/common-api/me', buyerToken);
    const publicOffer = await openPartialOffer(buyerToken);
    const privateHolding = await freeHolding(sellerToken);
    await offerShares(sellerToken, privateHolding.companyId, { price: '45', quantity: 50, targetBuyerId: me.id });
    const bidQuantity = bidQuantityFor(publicOffer);

    const page = await signIn(browser, server.baseUrl, BUYER, /\/sp\//);

    // The offers list: bidders get "Place bid", which opens the offer's bid dialog in the order book.
    await page.goto('/opportunities-offers');
    await page.getByRole('link', { name: 'My bids and deals' }).waitFor();
    const placeBidLinks = page.getByRole('link', { name: /^Place a bid on / });
    await placeBidLinks.first().waitFor();
    assert.match((await placeBidLinks.first().getAttribute('href')) ?? '', /\/view-order-book\/\d+\?bid=\d+$/);
    assert.deepEqual(await seriousViolations(page), [], 'opportunities offers');

    await page.goto(`/view-order-book/${publicOffer.companyId}?bid=${publicOffer.id}`);
    const bidDialog = page.getByRole('dialog', { name: 'Place a bid' });
    await bidDialog.getByRole('textbox', { name: 'Your price per share (SAR)' }).fill(publicOffer.price);
    await bidDialog.getByRole('textbox', { name: 'Number of shares' }).fill(String(bidQuantity));
    await bidDialog.getByRole('button', { name: 'Place bid' }).click();
    await page.getByText('Your bid has been placed.').waitFor();
    await bidDialog.waitFor({ state: 'hidden' });
    assert.ok(!page.url().includes('?bid='), 'the bid link is spent once the dialog closes');

    // The bid shows on the order book under "Your bids", without the cap table (holdings stay with traders).
    const myBids = page.getByTestId('my-bids-on-company');
    // Numbers are wrapped in direction isolates (lib/formatting), hence the pattern.
    const yourBid = new RegExp(`^Your bid: \\W*${bidQuantity}\\W* shares at`);
    await page.getByRole('heading', { name: 'Your bids on this company' }).waitFor();
    await myBids.getByText(yourBid).waitFor();
    assert.equal(await page.getByRole('table', { name: 'Capital structure' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Offer shares' }).count(), 0);
    assert.deepEqual(await seriousViolations(page), [], 'order book with a bid');

    // Delete it, confirming first.
    await myBids.getByRole('button', { name: 'Delete bid' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this bid?' });
    await confirm.getByRole('button', { name: 'Delete bid' }).click();
    await page.getByText('Your bid has been deleted.').waitFor();
    await myBids.waitFor({ state: 'detached' });

    // My bids and deals from the user menu: the private deal, accepted after confirming.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My bids and deals' }).click();
    await page.waitForURL(/\/sp\/my-bids$/);
    await page.getByRole('heading', { level: 1, name: 'My bids and deals' }).waitFor();
    await page.getByRole('button', { name: 'Accept the private offer at SAR 45.00' }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'my bids and deals');
    await page.getByRole('button', { name: 'Accept the private offer at SAR 45.00' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept this private offer?' });
    await accept.getByText(/50\W* shares for \W*SAR\W*2,250/).waitFor();
    await accept.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByText('The trade has been executed and awaits the admin’s review.').waitFor();
    await page.getByRole('heading', { name: 'No private deals for you' }).waitFor();

    // The trade is under My trades; My bids no longer holds a live bid.
    await page.getByRole('tab', { name: 'My trades' }).click();
    await page.getByRole('table', { name: 'My trades' }).getByText(privateHolding.companyNameEn).first().waitFor();
    await page.getByRole('tab', { name: 'My bids' }).click();
    await page.getByRole('tabpanel', { name: 'My bids' }).waitFor();
    await page.getByRole('button', { name: 'Delete bid' }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});
