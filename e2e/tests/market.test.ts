import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

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

/** What each language's page shows. */
const TEXTS = {
  en: {
    title: 'Indicative price',
    lastTrade: 'Last trade',
    vwap: '30-day average (VWAP)',
    chart: /Price history/,
    amount: /\d+\.\d{2}/,
    dir: 'ltr',
  },
  ar: {
    title: 'السعر الاسترشادي',
    lastTrade: 'آخر صفقة',
    vwap: 'متوسط ٣٠ يومًا (مرجّح بالكمية)',
    chart: /تاريخ السعر/,
    amount: /[٠-٩]+٫[٠-٩]{2}/,
    dir: 'rtl',
  },
} as const;

type Indicative = { data: { lastTrade: { price: string } | null; history: unknown[] } };

/** A company of the seeded market with an open offer and a trading history (a price chart to draw). */
async function companyWithHistory(): Promise<number> {
  const offers = await fetch(`${server.baseUrl}/public-api/company/profile/all-active-offers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 0, size: 50 }),
  });
  assert.equal(offers.status, 200);
  const rows = ((await offers.json()) as { data: { companyId: number }[] }).data;
  for (const row of rows) {
    const response = await fetch(`${server.baseUrl}/public-api/company/profile/indicative-price/${row.companyId}`);
    const price = (await response.json()) as Indicative;
    if (price.data.lastTrade && price.data.history.length > 1) return row.companyId;
  }
  assert.fail('the seeded market has a company with open offers and settled trades');
}

/** Whether `paths` holds the order book's chart chunk (trading-charts.tsx, with the charting library). */
const hasChartChunk = (paths: string[]) => paths.some((path) => /^\/assets\/trading-charts-[\w-]+\.js$/.test(path));

describe('a living market: the indicative price on a company profile', () => {
  it('shows the indicative price and the price history chart on the order book tab, in English and Arabic', async () => {
    const companyId = await companyWithHistory();
    for (const [language, texts] of Object.entries(TEXTS)) {
      const page = await (await newContext(browser, server.baseUrl)).newPage();
      await page.goto('/');
      await page.evaluate((chosen) => window.localStorage.setItem('hissa.language', chosen), language);
      await page.goto(`/company-profile-detail-view/company-${companyId}?tab=order-book`);
      const block = page.getByTestId('indicative-price');
      await block.getByRole('heading', { name: texts.title }).waitFor();
      await block.getByText(texts.lastTrade).waitFor();
      await block.getByText(texts.vwap).waitFor();
      // the chart is drawn once it has been in the window: an SVG line on the lazily loaded chart
      const chart = page.getByRole('img', { name: texts.chart });
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('svg .recharts-line').first().waitFor();
      // amounts with both decimals, in the page's digits
      const stats = await block.locator('dl').innerText();
      assert.match(stats, texts.amount);
      if (language === 'ar') assert.doesNotMatch(stats, /[0-9]/);
      assert.equal(await page.evaluate(() => document.documentElement.dir), texts.dir);
      await page.context().close();
    }
  });

  it("leaves a phone's charts out of the first load and draws them as the visitor scrolls to them (decision 081)", async () => {
    const companyId = await companyWithHistory();
    const page = await (await newContext(browser, server.baseUrl, 'phone')).newPage();
    // a short phone's window: the price chart starts below it whatever the texts' wrapping
    await page.setViewportSize({ width: 390, height: 640 });
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    await page.goto(`/view-order-book/${companyId}`);
    await page.getByTestId('indicative-price').getByText('Last trade').waitFor();
    await page.waitForLoadState('networkidle');
    const chart = page.getByRole('img', { name: /Price history/ });
    const placeholder = await chart.boundingBox();
    assert.ok(placeholder && placeholder.y > 640, `the chart's card starts below the window (${placeholder?.y})`);
    assert.ok(!hasChartChunk(paths), 'no chart code before the visitor scrolls');

    await chart.scrollIntoViewIfNeeded();
    await chart.locator('svg .recharts-line').first().waitFor();
    assert.ok(hasChartChunk(paths), 'the chart code, fetched on the scroll');
    // the placeholder held the chart's place: nothing moved when it came
    assert.equal((await chart.boundingBox())?.height, placeholder.height);
    await page.context().close();
  });
});
