import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { PROVIDER_UPGRADE_PATH } from '@hissa/contracts/services-marketplace/provider-packages';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';

/*
 * The billing journey of issue 11 through the real screens (decisions 019-022): the demo provider
 * (Basic, one service allowed) upgrades to Standard yearly by bank transfer and uploads the
 * receipt; the admin confirms it in the payments queue; the provider's plan is Standard, a second
 * service saves, and the tax invoice downloads as a PDF. Then the payment page in Arabic at phone
 * width.
 */

const PROVIDER = 'service.provider@demo.hissa.sa';
const ADMIN = 'admin@demo.hissa.sa';

/** A 1x1 PNG, the receipt the provider photographs. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: AppServer;
let browser: Browser;
let reference = '';

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Adds a service titled `title` (English) in the profile editor's services section and saves it. */
async function addService(page: Page, title: string): Promise<Page> {
  const services = page.locator('#section-services');
  await services.getByRole('button', { name: /^Add: / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Title \(English\)/ }).fill(title);
  await dialog.getByRole('combobox', { name: 'Sub-category' }).fill('Advert');
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  return page;
}

describe('billing journey: the provider upgrades to Standard by bank transfer', () => {
  it('pays by transfer, the admin confirms, the limit rises and the invoice downloads', async () => {
    const provider = await signIn(browser, server.baseUrl, PROVIDER, /\/sp\//);
    await provider.goto(PROVIDER_UPGRADE_PATH);
    await provider.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    await provider.getByRole('radio', { name: 'Yearly' }).check();
    await provider.getByRole('region', { name: 'Standard' }).getByRole('button').click();

    const summary = provider.getByRole('region', { name: 'Subscription summary' });
    const amountOf = async (label: RegExp) =>
      (await summary.getByRole('row', { name: label }).getByRole('cell').last().innerText()).replace(/\s/g, ' ');
    assert.equal(await amountOf(/^Subtotal/), 'SAR 1,500.00');
    assert.equal(await amountOf(/^VAT \(15%\)/), 'SAR 225.00');
    assert.equal(await amountOf(/^Total/), 'SAR 1,725.00');
    await summary.getByRole('button', { name: /Pay SAR 1,725\.00/ }).click();
    await summary.getByText('Please accept the terms and conditions').waitFor();
    await summary.getByRole('checkbox').check();
    assert.equal(await summary.getByRole('radio', { name: 'Bank transfer' }).isChecked(), true);
    await summary.getByRole('button', { name: /Pay SAR 1,725\.00/ }).click();
    await provider.waitForURL(/\/billing\/payments\/HS-[A-Z0-9]{8}$/);
    reference = decodeURIComponent(new URL(provider.url()).pathname.split('/').pop() ?? '');

    await provider.getByRole('heading', { level: 2, name: 'How to pay' }).waitFor();
    await provider.locator('input[type="file"]').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: RECEIPT_PNG,
    });
    await provider.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await provider.getByRole('button', { name: 'Upload receipt' }).click();
    await provider.getByText('Receipt under review').first().waitFor();

    const admin = await signIn(browser, server.baseUrl, ADMIN);
    await admin.goto('/admin/payments');
    await admin.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    const row = admin.getByRole('article', { name: reference });
    await row.getByText('SAR 1,725.00').first().waitFor();
    await row.getByRole('button', { name: 'Confirm transfer' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm transfer' }).click();
    await admin.getByText('Payment confirmed and the purchase activated.').waitFor();
    await admin.context().close();

    // the plan page: Standard, active
    await provider.goto('/sp/plan/confirm');
    await provider.getByText('You are on the Standard plan.').waitFor();
    await provider.getByText('Active', { exact: true }).first().waitFor();

    // Basic allowed one service; Standard takes a second
    await provider.goto('/sp/sp-profile');
    await provider.getByRole('heading', { level: 1, name: 'Edit your company profile' }).waitFor();
    const services = provider.locator('#section-services');
    await addService(provider, 'Brand identity design');
    await services.getByText('Brand identity design').waitFor();
    await addService(provider, 'Social media management');
    await provider.getByRole('dialog').waitFor({ state: 'detached' });
    await services.getByText('Social media management').waitFor();

    // the invoice of the payment
    await provider.goto('/dashboard/invoices');
    await provider.getByRole('heading', { level: 1, name: 'My invoices' }).waitFor();
    const invoice = provider.getByRole('row', { name: /Standard/ }).first();
    await invoice.getByText(/SAR\s1,725/).waitFor();
    const [download] = await Promise.all([
      provider.waitForEvent('download'),
      invoice.getByRole('button', { name: /^Download HS-INV-\d{6} \(PDF\)$/ }).click(),
    ]);
    const bytes = await readFile(await download.path());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    await provider.context().close();
  });

  it('shows the payment page in Arabic at phone width without sideways scrolling', async () => {
    assert.ok(reference, 'the journey above made a payment');
    const provider = await signIn(browser, server.baseUrl, PROVIDER, /\/sp\//);
    await provider.evaluate(() => localStorage.setItem('hissa.language', 'ar'));
    await provider.setViewportSize({ width: 390, height: 844 });
    await provider.goto(`/billing/payments/${reference}`);
    await provider.getByRole('heading', { level: 1, name: /الدفعة/ }).waitFor();
    assert.equal(await provider.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(
      await provider.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      true,
      'no sideways scrolling at 390 px',
    );
    await provider.context().close();
  });
});
