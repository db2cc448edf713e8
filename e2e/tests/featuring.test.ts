import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { AdvertisingRequestEndpoint } from '@hissa/contracts/sales-requests-endpoints';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { payByBankTransfer } from '../support/bank-transfer.ts';
import { signIn as signInAs } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * Featuring (decision 023): the demo provider features its company for 3 months and sees the
 * Featured badge and the dates once the bank transfer is paid (receipt uploaded, the admin
 * confirms: decision 020); the advertising form in Arabic at phone width.
 */

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

const signIn = (): Promise<Page> => signInAs(browser, server.baseUrl, PROVIDER, /\/sp\//);

describe('featuring a company', () => {
  it('a provider features its company for 3 months and sees the Featured badge and dates', async () => {
    const page = await signIn();
    await page.goto('/sp/plan/feature-your-company');
    await page.getByRole('heading', { level: 1, name: 'Feature your company' }).waitFor();
    await page.getByText('You have not featured your company yet.').waitFor();
    const threeMonths = page.getByRole('radio', { name: /3 months/ });
    await threeMonths.waitFor();
    assert.equal(await threeMonths.isChecked(), true);
    await page.getByText('SAR 200.00 a month').waitFor();
    await page.getByText(/VAT \(15%\)/).waitFor();
    await page.getByText('SAR 690.00', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await seriousViolations(page), [], 'axe on the featuring page');

    await page.getByRole('button', { name: /Continue to payment/ }).click();
    await page.getByText('Please accept the terms to continue.').waitFor();
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: /Continue to payment/ }).click();
    await page.waitForURL(/\/billing\/payments\/HS-[A-Z0-9]{8}$/);
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.context().close();

    await payByBankTransfer(server.baseUrl, PROVIDER, reference);

    const again = await signIn();
    await again.goto('/sp/plan/feature-your-company');
    await again.getByRole('heading', { level: 1, name: 'Feature your company' }).waitFor();
    const status = again.getByRole('region', { name: 'Your featuring' });
    await status.getByText('Featured', { exact: true }).waitFor();
    const row = status.getByRole('row', { name: /Featured company, 3 months/ });
    await row.getByText('Running').waitFor();
    const start = new Date();
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 3);
    const day = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        date,
      );
    await status.getByText(`Featured until ${day(end)}`).waitFor();
    await row.getByText(day(start)).waitFor();

    // buyers see the badge on the provider's public profile
    await again.goto('/sp/sp-view-profile');
    await again.getByText('Featured', { exact: true }).first().waitFor();
    await again.context().close();
  });

  it('sends the advertising form in Arabic at phone width', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/advertisement-support');
    await page.getByRole('heading', { level: 1, name: 'أعلن في حصة' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
      'no sideways scrolling at 360 px',
    );
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await page.getByText('يُرجى إدخال اسمك الكامل.').waitFor();
    await page.getByRole('textbox', { name: 'الاسم الكامل' }).fill('سارة القحطاني');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('sara.ads@example.sa');
    await page.getByRole('textbox', { name: 'الهاتف' }).fill('966501234567');
    await page.getByRole('textbox', { name: 'ما الذي تودّ الإعلان عنه؟' }).fill('إعلانات للشركات الصغيرة والمتوسطة');
    const sent = page.waitForResponse((response) => response.url().endsWith(AdvertisingRequestEndpoint.path));
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    assert.equal((await sent).status(), 201);
    await page.getByText('تم إرسال طلب الباقة المخصّصة. سيتواصل معك فريق المبيعات.').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await seriousViolations(page), [], 'axe on the advertising form');
    await context.close();
  });
});
