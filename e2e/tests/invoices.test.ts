import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Download, Page } from 'playwright-core';
import { RefundPaymentEndpoint } from '@hissa/contracts/payments-endpoints';
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
/** The provider's paid Premium plan, which the last test has the admin refund. */
let planReference: string;

/**
 * Buys as the demo account `email` through the subscribe endpoint `path` (a bank transfer, terms
 * accepted) and pays it as the admin confirms transfers, so the purchase gets its tax invoice.
 * Returns the payment's reference.
 */
async function buyAndPay(email: string, path: string, body: Record<string, string>): Promise<string> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(server.baseUrl, email)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, method: 'bank_transfer', termsAccepted: true }),
  });
  assert.equal(response.status, 201, `purchase of ${email}: ${await response.clone().text()}`);
  const { data } = (await response.json()) as { data: { reference: string } };
  await payByBankTransfer(server.baseUrl, email, data.reference);
  return data.reference;
}

/** The demo admin refunds payment `reference` through the refund endpoint (decision 020), which issues its credit note. */
async function refundAsAdmin(reference: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}${RefundPaymentEndpoint.path.replace(':reference', reference)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(server.baseUrl, ADMIN)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'Asked within the cooling-off period' }),
  });
  assert.equal(response.status, 200, `refund of ${reference}: ${await response.clone().text()}`);
}

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  planReference = await buyAndPay(PROVIDER, PlanSubscribeEndpoint.path, { planCode: 'premium', period: 'yearly' });
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

  it('shows the payer the credit note of a refund beside the invoice, in English and Arabic, with its PDF', async () => {
    await refundAsAdmin(planReference);
    const provider = await signIn(browser, server.baseUrl, PROVIDER, /\/sp\//);
    await provider.goto('/dashboard/invoices');
    const creditNote = provider.getByRole('row', { name: /Credit note/ });
    await creditNote.getByText(/^Credits invoice HS-INV-\d{6}$/).waitFor();
    await provider
      .getByRole('row', { name: /Credited by HS-CRN-\d{6}/ })
      .getByText(/Premium plan, yearly/)
      .waitFor();
    const [download] = await Promise.all([
      provider.waitForEvent('download'),
      creditNote.getByRole('button', { name: /^Download HS-CRN-\d{6} \(PDF\)$/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^HS-CRN-\d{6}\.pdf$/);
    assert.equal((await downloadedBytes(download)).subarray(0, 5).toString('latin1'), '%PDF-');
    await provider.evaluate(() => localStorage.setItem('hissa.language', 'ar'));
    await provider.reload();
    const arabicCreditNote = provider.getByRole('row', { name: /عن الفاتورة HS-INV-\d{6}/ });
    await arabicCreditNote.getByText('إشعار دائن', { exact: true }).waitFor();
    await provider.context().close();
  });
});
