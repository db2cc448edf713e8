import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Download, Page } from 'playwright-core';
import { MediaSubscribeEndpoint, PlanSubscribeEndpoint } from '@hissa/contracts/subscriptions-endpoints';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { apiToken, payByBankTransfer } from '../support/bank-transfer.ts';
import { signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';

const PROVIDER = 'service.provider@demo.hissa.sa';
const COMPANY = 'company@demo.hissa.sa';
const ADMIN = 'admin@demo.hissa.sa';

let server: AppServer;
let browser: Browser;

/**
 * Buys as the demo account `email` through the subscribe endpoint `path` (a bank transfer, terms
 * accepted) and pays it as the admin confirms transfers, so the purchase gets its tax invoice.
 */
async function buyAndPay(email: string, path: string, body: Record<string, string>): Promise<void> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(server.baseUrl, email)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, method: 'bank_transfer', termsAccepted: true }),
  });
  assert.equal(response.status, 201, `purchase of ${email}: ${await response.clone().text()}`);
  const { data } = (await response.json()) as { data: { reference: string } };
  await payByBankTransfer(server.baseUrl, email, data.reference);
}

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  await buyAndPay(PROVIDER, PlanSubscribeEndpoint.path, { planCode: 'premium', period: 'yearly' });
  await buyAndPay(COMPANY, MediaSubscribeEndpoint.path, { packageCode: 'media_growth' });
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Fails with the serious axe violations of `page` once its requests have settled. */
async function assertAxeClean(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await seriousViolations(page), [], `axe on ${where}`);
}

/** The bytes of a finished download. */
async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

describe('tax invoices', () => {
  it('lets the paying provider user download the invoice PDF from My invoices', async () => {
    const provider = await signIn(browser, server.baseUrl, PROVIDER, /\/sp\//);
    await provider
      .getByRole('button', { name: /^Account menu/ })
      .first()
      .click();
    await provider.getByRole('menuitem', { name: 'My invoices' }).click();
    await provider.getByRole('heading', { level: 1, name: 'My invoices' }).waitFor();
    const row = provider.getByRole('row', { name: /Premium plan, yearly/ });
    await row.getByText(/SAR\s2,300/).waitFor();
    await assertAxeClean(provider, 'My invoices');
    assert.equal(await provider.getByRole('row', { name: /Growth media package/ }).count(), 0);
    const [download] = await Promise.all([
      provider.waitForEvent('download'),
      row.getByRole('button', { name: /^Download HS-INV-\d{6} \(PDF\)$/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^HS-INV-\d{6}\.pdf$/);
    assert.equal((await downloadedBytes(download)).subarray(0, 5).toString('latin1'), '%PDF-');
    await provider.context().close();
  });

  it('lets the admin filter every invoice and export them as CSV with the Arabic descriptions', async () => {
    const admin = await signIn(browser, server.baseUrl, ADMIN);
    await admin.getByRole('link', { name: 'Invoices' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor();
    await admin.getByRole('row', { name: /Premium plan, yearly/ }).waitFor();
    await admin.getByRole('row', { name: /Growth media package/ }).waitFor();
    await assertAxeClean(admin, 'the admin invoices');
    await admin.getByRole('textbox', { name: 'Issued from' }).fill('2999-01-01');
    await admin.getByText('No invoice matches these filters.').waitFor();
    await admin.getByRole('textbox', { name: 'Issued from' }).fill('');
    await admin.getByRole('row', { name: /Premium plan, yearly/ }).waitFor();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await downloadedBytes(download)).toString('utf8');
    assert.ok(csv.startsWith('\uFEFFNumber,Date,Buyer'), 'CSV starts with the BOM and the header');
    assert.ok(csv.includes('باقة إعلامية النمو، اشتراك شهري'), 'the Arabic description is in the CSV');
    assert.ok(csv.includes('2300.00'), 'the total in SAR is in the CSV');
    await admin.context().close();
  });
});
