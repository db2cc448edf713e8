import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { DEMO_PASSWORD, signIn as signInAs } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

const SELLER = 'individual.shareholder@demo.hissa.sa'; // Sara Al-Otaibi
const BUYER = 'institutional.investor@demo.hissa.sa'; // Abdullah Al-Ghamdi
const BUYER_NAME = 'Abdullah Al-Ghamdi';
const ADMIN = 'admin@demo.hissa.sa';

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

const tokens = new Map<string, string>();

/**
 * A bearer token from POST /auth-api/login, for reading ids through the API; one login per
 * account for the whole file, as sign-in is rate limited per IP (10 a minute).
 */
async function apiToken(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const response = await fetch(`${server.baseUrl}/auth-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { idToken: string };
  tokens.set(email, body.idToken);
  return body.idToken;
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, path);
  return (await response.json()) as T;
}

/** Signs a demo account in through the login page and waits for its dashboard or the admin console. */
const signIn = (email: string): Promise<Page> => signInAs(browser, server.baseUrl, email);

/** The cap-table row of a shareholder on the order book. */
function capTableRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Capital structure' }).getByRole('row').filter({ hasText: name });
}

type Holding = {
  companyId: number;
  companyNameEn: string;
  shares: number;
  reservedShares: number;
  availableShares: number;
};
type MyOrders = {
  data: {
    side: 'sell' | 'buy';
    offer: { id: number; companyId: number; status: string };
    bid: { id: number; status: string } | null;
  }[];
};

describe('trading: offer, bid, negotiate, accept, admin approval and settlement', () => {
  it('moves shares from the seller to the buyer through the order book, My Orders and the admin queue', async () => {
    const sellerToken = await apiToken(SELLER);
    const holdings = await apiGet<{ data: Holding[] }>('/common-api/shareholdings/getUserShareholdings', sellerToken);
    // A company where the seller holds shares and has no live offer (one live offer per company).
    const holding = holdings.data.find((row) => row.reservedShares === 0 && row.availableShares >= 100);
    assert.ok(holding, 'the seller holds free shares of a company');
    const { companyId, companyNameEn } = holding;

    // 1. The shareholder offers 100 shares at SAR 50 from the order book.
    const seller = await signIn(SELLER);
    await seller.goto(`/view-order-book/${companyId}`);
    await seller.getByRole('heading', { level: 1, name: companyNameEn }).waitFor();
    await seller.getByRole('button', { name: 'Offer shares' }).click();
    const offerDialog = seller.getByRole('dialog', { name: 'Offer shares' });
    await offerDialog.getByRole('textbox', { name: 'Price per share (SAR)' }).fill('50');
    await offerDialog.getByRole('textbox', { name: 'Number of shares' }).fill('100');
    // The consents are required: submitting without them shows the contract's messages.
    await offerDialog.getByRole('button', { name: 'Offer shares' }).click();
    await offerDialog.getByText('Please accept the terms and conditions').waitFor();
    await offerDialog.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await offerDialog.getByRole('checkbox', { name: /technology facilitator/ }).check();
    await offerDialog.getByRole('checkbox', { name: /authorized to sell/ }).check();
    await offerDialog.getByRole('button', { name: 'Offer shares' }).click();
    await seller.getByText('You have offered your shares. Check the Orderbook.').waitFor();
    await offerDialog.waitFor({ state: 'hidden' }); // its own "Offer shares" button leaves with it
    await seller
      .getByRole('table', { name: 'Open offers' })
      .getByRole('cell', { name: 'SAR 50.00', exact: true })
      .waitFor();
    // One live offer per company: "Offer shares" gives way to the reason and a link to My Orders.
    await seller.getByText('You already have an open offer for this company.').waitFor();
    await seller.getByRole('link', { name: 'Manage it in My orders' }).waitFor();
    assert.equal(await seller.getByRole('button', { name: 'Offer shares' }).count(), 0);
    await capTableRow(seller, 'Sara Al-Otaibi').getByText(holding.shares.toLocaleString('en-GB')).waitFor();

    const sellerOrders = await apiGet<MyOrders>('/common-api/shareholdings/get-my-orders/0/50', sellerToken);
    const offer = sellerOrders.data.find(
      (row) => row.side === 'sell' && row.offer.companyId === companyId && row.offer.status === 'open',
    )?.offer;
    assert.ok(offer, 'the new offer is in My Orders');

    // 2. The investor bids SAR 48 for the 100 shares.
    const buyer = await signIn(BUYER);
    await buyer.goto(`/view-order-book/${companyId}`);
    await buyer.getByRole('button', { name: 'Place bid on the offer at SAR 50.00' }).click();
    const bidDialog = buyer.getByRole('dialog', { name: 'Place a bid' });
    await bidDialog.getByRole('textbox', { name: 'Your price per share (SAR)' }).fill('48');
    await bidDialog.getByRole('textbox', { name: 'Number of shares' }).fill('100');
    await bidDialog.getByRole('button', { name: 'Place bid' }).click();
    await buyer.getByText('Your bid has been placed.').waitFor();

    // 3. The seller counters at SAR 49 from My Orders.
    await seller.goto('/dashboard/shareholder/my-orders');
    const offerCard = seller.getByTestId(`offer-${offer.id}`);
    await offerCard.getByRole('button', { name: `Negotiate with ${BUYER_NAME}` }).click();
    const negotiateDialog = seller.getByRole('dialog', { name: 'Negotiate deal' });
    await negotiateDialog.getByRole('textbox', { name: 'Counter price per share (SAR)' }).fill('49');
    await negotiateDialog.getByRole('button', { name: 'Send counter-offer' }).click();
    await seller.getByText('Your negotiation request has been submitted.').waitFor();
    await offerCard.getByText('Waiting for the bidder').waitFor();
    // An offer with bids can be cancelled but not deleted.
    await offerCard.getByRole('button', { name: 'Cancel offer' }).waitFor();
    assert.equal(await offerCard.getByRole('button', { name: 'Delete offer' }).count(), 0);

    // 4. The bidder accepts the counter (confirming 100 shares at SAR 49).
    const buyerOrders = await apiGet<MyOrders>('/common-api/shareholdings/get-my-orders/0/50', await apiToken(BUYER));
    const bid = buyerOrders.data.find((row) => row.side === 'buy' && row.offer.id === offer.id)?.bid;
    assert.ok(bid, 'the bid is in the buyer\u2019s My Orders');
    await buyer.goto('/dashboard/investor/my-orders?tab=buy');
    const bidCard = buyer.getByTestId(`my-bid-${bid.id}`);
    await bidCard.getByText('Action needed').waitFor();
    await bidCard.getByRole('button', { name: 'Accept counter' }).click();
    const acceptDialog = buyer.getByRole('dialog', { name: 'Accept these terms?' });
    await acceptDialog.getByText(/100 shares at SAR\s49\.00 each \(SAR\s4,900\.00\)/).waitFor();
    await acceptDialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await buyer.getByText(/The trade has been executed/).waitFor();
    await buyer.getByRole('tab', { name: 'Closed trades' }).click();
    await buyer.getByRole('row').filter({ hasText: companyNameEn }).getByText('Admin pending').waitFor();

    // 5. The admin approves the trade: the shares move.
    const buyerBefore = await apiGet<{ data: Holding[] }>(
      '/common-api/shareholdings/getUserShareholdings',
      await apiToken(BUYER),
    );
    const buyerShares = (buyerBefore.data.find((row) => row.companyId === companyId)?.shares ?? 0) + 100;
    const adminToken = await apiToken(ADMIN);
    const trades = await apiGet<{ data: { id: number; bidId: number }[] }>(
      '/admin-api/trades?status=executed',
      adminToken,
    );
    const trade = trades.data.find((row) => row.bidId === bid.id);
    assert.ok(trade, 'the trade waits for the admin');
    const admin = await signIn(ADMIN);
    await admin.goto('/admin/trades');
    await admin.getByRole('button', { name: `Approve trade #${trade.id}` }).click();
    const approveDialog = admin.getByRole('dialog', { name: 'Approve and settle this trade?' });
    await approveDialog
      .getByText(`100 shares of ${companyNameEn} will move from Sara Al-Otaibi to ${BUYER_NAME}`, { exact: false })
      .waitFor();
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText('The trade has been approved and settled.').waitFor();
    await admin.getByRole('button', { name: `Audit trail of trade #${trade.id}` }).click();
    await admin
      .getByRole('dialog', { name: `Audit trail of trade #${trade.id}` })
      .getByText('Admin pending → Admin approved')
      .waitFor();

    // The buyer sees the settled trade in My Orders once the page is loaded again (the durable
    // state, not the admin's toast).
    await buyer.goto('/dashboard/investor/my-orders?tab=trades');
    await buyer.getByTestId(`trade-${trade.id}`).getByText('Settlement completed').waitFor();
    await buyer.getByTestId(`trade-${trade.id}`).getByText('Admin approved').waitFor();

    // 6. Both see the holding change in the order book's cap table.
    await buyer.goto(`/view-order-book/${companyId}`);
    await capTableRow(buyer, '(You)')
      .getByRole('cell', { name: buyerShares.toLocaleString('en-GB'), exact: true })
      .waitFor();
    await seller.goto(`/view-order-book/${companyId}`);
    await capTableRow(seller, 'Sara Al-Otaibi')
      .getByText((holding.shares - 100).toLocaleString('en-GB'))
      .waitFor();

    for (const page of [seller, buyer, admin]) await page.context().close();
  });

  it('has no serious or critical accessibility violations on the order book and My Orders', async () => {
    const token = await apiToken(SELLER);
    const holdings = await apiGet<{ data: Holding[] }>('/common-api/shareholdings/getUserShareholdings', token);
    const companyId = holdings.data[0]?.companyId;
    assert.ok(companyId);
    const page = await signIn(SELLER);
    for (const [path, heading] of [
      [`/view-order-book/${companyId}`, 'Open offers'],
      ['/dashboard/shareholder/my-orders', 'My orders'],
      ['/dashboard/shareholder/my-orders?tab=buy', 'My orders'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await seriousViolations(page), [], path);
    }
    await page.context().close();
  });

  it('lists active offers on Opportunities, filters them by company and opens the order book', async () => {
    const offers = await fetch(`${server.baseUrl}/common-api/shareholdings/all-active-offers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${await apiToken(BUYER)}` },
      body: JSON.stringify({ dealType: 'public' }),
    });
    const first = (
      (await offers.json()) as { data: { companyId: number; companyNameEn: string; isMine: boolean }[] }
    ).data.find((offer) => !offer.isMine);
    assert.ok(first, 'the demo data has an active public offer of another seller');
    const page = await signIn(BUYER);
    // The dashboard's own link: while the dashboard's code loads, the public header (with its own
    // "Opportunities", the funding rounds) can still be on screen.
    await page
      .getByRole('navigation', { name: 'Dashboard navigation' })
      .getByRole('link', { name: 'Opportunities', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor();
    await page.getByRole('table', { name: 'Opportunities' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('searchbox', { name: 'Company' }).fill(first.companyNameEn);
    await page.getByRole('button', { name: 'Show offers' }).click();
    await page.waitForURL(/[?&]q=/);
    // Every offer left is of that company (data rows have cells; the header row has column headers).
    const rows = page
      .getByRole('table', { name: 'Opportunities' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await rows.filter({ hasText: first.companyNameEn }).first().waitFor();
    // The unfiltered rows stay on screen until the filtered page arrives: wait for them to go.
    await rows.filter({ hasNotText: first.companyNameEn }).first().waitFor({ state: 'detached' });
    for (const text of await rows.allInnerTexts()) assert.ok(text.includes(first.companyNameEn), text);
    await page
      .getByRole('link', { name: `Open the order book of ${first.companyNameEn}` })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/dashboard/investor/view-order-book/${first.companyId}$`));
    await page.getByRole('heading', { level: 1, name: first.companyNameEn }).waitFor();
    await page.context().close();
  });

  it('shows the public order book to visitors with a log-in prompt and no trading actions', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    const page = await context.newPage();
    const token = await apiToken(SELLER);
    const holdings = await apiGet<{ data: Holding[] }>('/common-api/shareholdings/getUserShareholdings', token);
    const companyId = holdings.data[0]?.companyId;
    assert.ok(companyId);
    await page.goto(`/view-order-book/${companyId}`);
    await page.getByRole('heading', { name: 'Open offers' }).waitFor();
    await page.getByRole('heading', { name: 'Market depth' }).waitFor();
    await page.getByText('Log in as an investor or shareholder to bid or offer shares.').waitFor();
    assert.equal(await page.getByRole('button', { name: /Place bid/ }).count(), 0);
    assert.equal(await page.getByRole('heading', { name: 'Capital structure' }).count(), 0);
    await context.close();
  });
});
