import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { HomeStatistics } from '@hissa/contracts/home';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
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

const grouped = (value: number) => new Intl.NumberFormat('en').format(value);

describe('directory: home counters, companies list and company profile', () => {
  it('shows home counters counted from the database', async () => {
    const statistics = (
      (await (await fetch(`${server.baseUrl}/public-api/home/statistics`)).json()) as { data: HomeStatistics }
    ).data;
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByText(grouped(statistics.privateCompanies + statistics.listedCompanies), { exact: true }).waitFor();
    await page.getByText(grouped(statistics.investorCompanies), { exact: true }).waitFor();
    await page.getByText(grouped(statistics.serviceProviders), { exact: true }).waitFor();
    await context.close();
  });

  it('filters the companies list to listed companies, pages through it and opens a profile', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/companies');
    await page.getByRole('heading', { name: 'Companies', exact: true }).waitFor();
    await page.getByText('Listed', { exact: true }).first().click();
    await page.getByText('Showing 1–20 of 396 companies').waitFor();
    assert.match(page.url(), /type=listed/);
    await page.getByRole('button', { name: 'Page 2' }).first().click();
    await page.getByText('Showing 21–40 of 396 companies').waitFor();
    // The state lives in the URL: reload keeps page 2 of the listed companies.
    await page.reload();
    await page.getByText('Showing 21–40 of 396 companies').waitFor();
    const firstCompany = page.getByRole('row').nth(1).getByRole('link').first();
    const name = (await firstCompany.textContent())?.trim() ?? '';
    await firstCompany.click();
    await page.waitForURL(/\/company-profile-detail-view\/.+-\d+$/);
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Basic details' }).waitFor();
    await page.getByText('ISIN').waitFor();
    await context.close();
  });

  it('fetches the long city list only once the city filter is used, then filters by city', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const cityListCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/public-api/lookup/cities')) cityListCalls.push(request.url());
    });
    await page.goto('/companies');
    await page.getByText(/^Showing 1–20 of [\d,]+ companies$/).waitFor();
    const allCompanies = await page.getByText(/^Showing 1–20 of [\d,]+ companies$/).textContent();
    assert.deepEqual(cityListCalls, [], 'the companies page asked for the city list before the filter was used');

    const city = page.getByRole('combobox', { name: 'City' });
    await city.click();
    await city.fill('Riyadh');
    await page.getByRole('option', { name: 'Riyadh', exact: true }).click();
    await page.waitForURL(/[?&]city=3(&|$)/);
    assert.equal(cityListCalls.length, 1);
    // The list narrows to the city's companies.
    await page.getByText(allCompanies ?? '', { exact: true }).waitFor({ state: 'detached' });
    await page.getByText(/^Showing 1–\d+ of [\d,]+ compan(y|ies)$/).waitFor();

    // Opened with the city in its address, the filter fetches the list at once to name it.
    await page.reload();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('input')).some((input) => input.value === 'Riyadh'),
    );
    assert.equal(await city.inputValue(), 'Riyadh');
    await context.close();
  });

  it('shows a friendly state for a company id that does not exist', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/company-profile-detail-view/nothing-999999');
    await page
      .getByRole('link', { name: /companies/i })
      .last()
      .waitFor();
    await context.close();
  });

  it("ranks investors for the company user's company with the reasons, and keeps the directory a tab away", async () => {
    const page = await signIn(browser, server.baseUrl, 'company@demo.hissa.sa');
    await page.goto('/dashboard/company/find-investors');
    await page.getByRole('tab', { name: 'Best fit for your company', selected: true }).waitFor();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') })
      .first();
    const score = Number(await first.locator('.mantine-RingProgress-label').innerText());
    assert.ok(score > 0 && score <= 100, `the best fit scores ${score}`);
    await first
      .getByText(/^Invests in |^Open to every sector$/)
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'All investors' }).click();
    await page.waitForURL(/\/find-investors\/all$/);
    await page.getByRole('tab', { name: 'All investors', selected: true }).waitFor();
    await page.context().close();
  });

  it('ranks investors with their reasons in Arabic, scores in Arabic-Indic digits', async () => {
    const page = await signIn(browser, server.baseUrl, 'company@demo.hissa.sa');
    await page.evaluate(() => window.localStorage.setItem('hissa.language', 'ar'));
    await page.goto('/dashboard/company/find-investors');
    await page.getByRole('tab', { name: 'الأنسب لشركتك', selected: true }).waitFor();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') })
      .first();
    assert.match(await first.locator('.mantine-RingProgress-label').innerText(), /^[٠-٩]+$/);
    await first
      .getByText(/^يستثمر في قطاع |^منفتح على جميع القطاعات$/)
      .first()
      .waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.context().close();
  });
});
