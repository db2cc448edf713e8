import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { ScreenerPage } from '@hissa/contracts/services-marketplace/screener';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { seriousViolations } from '../support/axe.ts';
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

/** The screener's answer for `query`, as the page asks for it (12 a page). */
async function screen(query: string): Promise<ScreenerPage> {
  const response = await fetch(`${server.baseUrl}/public-api/service-provider/screener?size=12&${query}`, {
    headers: { 'accept-language': 'en' },
  });
  assert.equal(response.status, 200);
  return (await response.json()) as ScreenerPage;
}

const grouped = (value: number) => new Intl.NumberFormat('en').format(value);

describe('provider screener (sp-screener) at phone width', () => {
  it('filters and sorts, keeps both in the URL across a reload, and says when nothing is found', async () => {
    const all = await screen('sort=name');
    const businessType = all.data.find((provider) => provider.businessType)?.businessType;
    assert.ok(businessType, 'the seed gave providers no business type');
    const filtered = await screen(`businessType=${businessType.code}&sort=established&direction=desc`);
    const first = filtered.data[0]?.providerName;
    assert.ok(first);

    const context = await newContext(browser, server.baseUrl, 'phone');
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/sp/sp-screener');
    await page.getByRole('heading', { name: 'Find service providers', level: 1 }).waitFor();
    await page.getByText(`Showing 1–12 of ${grouped(all.total)} companies`).waitFor();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Business type' }).click();
    await page.getByRole('option', { name: businessType.name, exact: true }).click();
    await page.getByText(`Showing 1–${Math.min(12, filtered.total)} of ${grouped(filtered.total)} companies`).waitFor();

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Established date' }).click();
    await page.getByText('Descending', { exact: true }).click();
    await page.waitForURL(/sort=established-desc/);
    assert.match(page.url(), new RegExp(`type=${businessType.code}`));
    const firstCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: first }) });
    await firstCard.first().waitFor();

    // Reload: the filters and the sort come back from the URL.
    await page.reload();
    await page.getByText(`Showing 1–${Math.min(12, filtered.total)} of ${grouped(filtered.total)} companies`).waitFor();
    await page.getByRole('link', { name: first }).first().waitFor();
    const quotation = page.getByRole('link', { name: `Request a quotation from ${first}` }).first();
    assert.match((await quotation.getAttribute('href')) ?? '', /^\/sp\/quotations\/new\?providerIds=\d+$/);
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('zzqqxx nothing like it');
    await page.getByRole('heading', { name: 'No Companies found' }).waitFor();
    assert.match(page.url(), /q=zzqqxx/);
    await context.close();
  });

  it('is linked from the Services Marketplace menu and the top recommendations, a table on desktops', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByRole('button', { name: 'Services Marketplace' }).click();
    await page.getByRole('menuitem', { name: 'Top companies' }).click();
    await page.getByRole('heading', { name: 'Top companies', level: 1 }).waitFor();
    await page.goto('/sp/public/top-recommendations');
    await page.getByRole('link', { name: 'Search all providers' }).click();
    await page.waitForURL(/\/sp\/sp-screener$/);
    await page.getByRole('heading', { name: 'Find service providers', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});
