import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { SAMPLE_PDF } from '../support/registration.ts';

/*
 * A bank transfer end to end (decision 020): the demo investor's seeded SME-loan payment is paid
 * by uploading a receipt on the payment page, the admin confirms it in the payments queue, and
 * the payer sees it paid.
 */

const PAYER = 'individual.investor@demo.hissa.sa';
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

describe('payments: bank transfer', () => {
  it('the payer uploads a receipt, the admin confirms it, the payer sees it paid', async () => {
    const payer = await signIn(browser, server.baseUrl, PAYER);
    await payer.goto('/billing/payments');
    await payer.getByRole('heading', { level: 1, name: 'My payments' }).waitFor();
    const awaiting = payer.getByRole('article').filter({ hasText: 'Awaiting payment' }).first();
    const reference = (await awaiting.getByRole('link').innerText()).trim();
    await awaiting.getByRole('link').click();
    await payer.getByRole('heading', { level: 2, name: 'How to pay' }).waitFor();
    await payer.getByText(reference).first().waitFor();
    await payer.waitForLoadState('networkidle');
    assert.deepEqual(await seriousViolations(payer), [], 'axe on the payment page');

    await payer.locator('input[type="file"]').setInputFiles({
      name: 'transfer.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_PDF,
    });
    await payer.getByRole('button', { name: 'Upload receipt' }).click();
    await payer.getByText('Accept the terms and conditions before paying.').waitFor();
    await payer.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await payer.getByRole('button', { name: 'Upload receipt' }).click();
    await payer.getByText('Receipt under review').first().waitFor();

    const admin = await signIn(browser, server.baseUrl, ADMIN);
    await admin.goto('/admin/payments');
    await admin.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    const row = admin.getByRole('article', { name: reference });
    await row.getByRole('button', { name: 'Confirm transfer' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm transfer' }).click();
    await admin.getByText('Payment confirmed and the purchase activated.').waitFor();

    await payer.reload();
    await payer.getByText('Paid', { exact: true }).first().waitFor();
    await payer.getByText(/the payment is received/).waitFor();
    await payer.context().close();
    await admin.context().close();
  });

  it('the admin creates a coupon, sees it listed with its uses, and deactivates it', async () => {
    const admin = await signIn(browser, server.baseUrl, ADMIN);
    await admin.getByRole('link', { name: 'Coupons' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    const form = admin.getByRole('form', { name: 'New coupon' });
    await form.getByRole('textbox', { name: /^Code/ }).fill('ramadan-15');
    await form.getByRole('textbox', { name: /^Percentage off/ }).fill('15');
    await form.getByRole('textbox', { name: /^Maximum uses/ }).fill('20');
    await form.getByRole('checkbox', { name: 'Plans' }).check();
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await admin.getByText('Coupon RAMADAN-15 created.').waitFor();
    const coupon = admin.getByRole('article', { name: 'RAMADAN-15' });
    await coupon.getByText('15% off', { exact: false }).waitFor();
    await coupon.getByText('Used 0 of 20 times', { exact: false }).waitFor();
    await coupon.getByText('Active', { exact: true }).waitFor();
    await admin.waitForLoadState('networkidle');
    assert.deepEqual(await seriousViolations(admin), [], 'axe on the coupons page');

    // the same code again is refused under the field
    await form.getByRole('textbox', { name: /^Code/ }).fill('Ramadan-15');
    await form.getByRole('textbox', { name: /^Percentage off/ }).fill('15');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await form.getByText('A coupon with the code RAMADAN-15 already exists.').waitFor();

    await coupon.getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await coupon.getByText('Ended', { exact: true }).waitFor();
    assert.equal(await coupon.getByRole('button', { name: 'Deactivate' }).count(), 0);
    await admin.context().close();
  });
});
