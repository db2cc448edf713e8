import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { SERVICE_PROVIDER_REGISTERED_COOKIE } from '@hissa/contracts/billing/subscriptions';
import { PROVIDER_UPGRADE_PATH } from '@hissa/contracts/services-marketplace/provider-packages';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';

const PROVIDER = 'service.provider@demo.hissa.sa';

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

/*
 * The admin's confirmation of a bank transfer belongs to the payments module (not merged yet): the
 * API tests (apps/api/src/modules/subscriptions) pay through markPaymentPaid and check that the
 * limit rises; here the provider goes as far as the payment page.
 */
describe('plans: the provider subscribes to Standard by bank transfer', () => {
  it('sees the registered cookie, the plans, the summary, needs the terms and reaches the payment page', async () => {
    const page = await signIn(browser, server.baseUrl, PROVIDER, /\/sp\//);
    const cookies = await page.context().cookies();
    assert.equal(cookies.find((cookie) => cookie.name === SERVICE_PROVIDER_REGISTERED_COOKIE)?.value, '1');
    // the profile editor offers the plan step while the cookie is there
    await page.goto('/sp/sp-profile');
    await page.getByRole('link', { name: 'See the plans' }).click();
    await page.waitForURL(new RegExp(`${PROVIDER_UPGRADE_PATH}$`));
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    await page.getByRole('radio', { name: 'Yearly' }).check();
    const standard = page.getByRole('region', { name: 'Standard' });
    await standard.getByText('SAR 1,500.00').waitFor();
    await standard.getByRole('button').click();
    const summary = page.getByRole('region', { name: 'Subscription summary' });
    await summary.getByRole('cell', { name: 'SAR 1,725.00', exact: true }).waitFor();
    await summary.getByRole('cell', { name: 'SAR 225.00', exact: true }).waitFor();
    await summary.getByRole('button', { name: /Pay SAR 1,725\.00/ }).click();
    await summary.getByText('Please accept the terms and conditions').waitFor();
    await summary.getByRole('checkbox').check();
    await summary.getByRole('button', { name: /Pay SAR 1,725\.00/ }).click();
    await page.waitForURL(/\/billing\/payments\/HS-[A-Z0-9]{8}$/);
    await page.context().close();
  });

  it('shows the plan step in Arabic at phone width without sideways scrolling', async () => {
    const page = await signIn(browser, server.baseUrl, PROVIDER, /\/sp\//);
    await page.evaluate(() => window.localStorage.setItem('hissa.language', 'ar'));
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(PROVIDER_UPGRADE_PATH);
    await page.getByRole('heading', { name: 'اختر باقتك' }).waitFor();
    await page.getByRole('region', { name: 'القياسية' }).getByRole('button').click();
    await page.getByRole('region', { name: 'ملخص الاشتراك' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px)`);
    await page.context().close();
  });
});
