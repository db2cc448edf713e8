import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { waitForMailLink } from '../support/outbox.ts';

/*
 * The fintech hub (decision 031) in the browser: a visitor filters the screener in Arabic, sorts
 * by amount raised and exports the screen as CSV (UTF-8 with a BOM, Arabic headers); a signed-in
 * user saves a screen and finds it again after a reload; a representative claims a profile and
 * confirms it by the mailed link, and the admin finds it waiting on the admin home, approves it in
 * the claims queue, then rejects it with a reason (decision 041). axe finds nothing serious on the
 * hub, the screener, a profile and the claims queue.
 */

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

async function assertAxeClean(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await seriousViolations(page), [], `axe on ${where}`);
}

describe('fintech hub', () => {
  it('lets a visitor filter the screener in Arabic, sort it and export it as CSV', async () => {
    const context = await newContext(browser, server.baseUrl);
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    const page = await context.newPage();
    await page.goto('/fintech-hub');
    await page.getByRole('heading', { level: 1, name: 'مركز التقنية المالية' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'أحدث جولات التمويل' }).waitFor();
    await assertAxeClean(page, 'the hub');

    await page.getByRole('link', { name: 'افتح أداة الفرز' }).click();
    await page.getByRole('heading', { level: 1, name: 'أداة فرز شركات التقنية المالية' }).waitFor();
    const table = page.getByRole('table', { name: 'شركات التقنية المالية المطابقة للبحث' });
    await table.waitFor();

    // Headquarters: Saudi Arabia (the "in" operator), kept in the URL.
    await page.getByRole('combobox', { name: 'المقر الرئيسي' }).click();
    await page.getByRole('option', { name: 'السعودية', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/f=country%3Ain%3ASA/);
    // the rows of the new screen replace the previous page's once they arrive
    await page.waitForFunction(() => {
      const cells = Array.from(document.querySelectorAll('tbody tr td:nth-child(2)'));
      return cells.length > 0 && cells.every((cell) => cell.textContent?.startsWith('السعودية'));
    });

    // Sort by the amount raised, largest first.
    await page.getByRole('button', { name: 'الترتيب حسب المبلغ المجمَّع' }).click();
    await page.waitForURL(/sort=raised&direction=desc/);
    await page.locator('th[aria-sort="descending"]').waitFor();
    await assertAxeClean(page, 'the screener');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تصدير CSV' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'fintech-companies.csv');
    const bytes = await readFile(await download.path());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    assert.match(lines[0] ?? '', /^الاسم بالإنجليزية,الاسم بالعربية,المقر الرئيسي/);
    assert.ok(lines.slice(1).every((line) => line === '' || line.includes(',السعودية,')));

    // A profile from the results.
    await table.getByRole('link').first().click();
    await page.getByRole('heading', { level: 2, name: 'جولات التمويل' }).waitFor();
    await assertAxeClean(page, 'a profile');
    await context.close();
  });

  it('lets a signed-in user save a screen and find it after a reload', async () => {
    const page = await signIn(browser, server.baseUrl, 'individual.investor@demo.hissa.sa');
    await page.goto('/fintech/fintech-screener?f=category%3Ain%3Apayments');
    await page.getByRole('heading', { level: 2, name: 'Saved screens' }).waitFor();
    await page.getByRole('button', { name: 'Save screen' }).click();
    await page.getByRole('textbox', { name: 'Screen name' }).fill('Payments watch');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = page.getByRole('link', { name: 'Payments watch' });
    await saved.waitFor();
    await page.reload();
    await saved.waitFor();
    assert.match((await saved.getAttribute('href')) ?? '', /f=category%3Ain%3Apayments/);
    await page.context().close();
  });

  it('lets a representative claim a profile by e-mail and the admin approve, then reject it', async () => {
    const claimant = 'institutional.investor@demo.hissa.sa';
    const page = await signIn(browser, server.baseUrl, claimant);
    // the demo's claims are on the first five fintechs (seed/fintech-claims-demo.ts)
    await page.goto('/fintech-detail-view-beta/10');
    const company = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Your role at the company' }).fill('Head of partnerships');
    await page.getByRole('button', { name: 'Claim this profile' }).click();
    await page.getByText('Check your email and open the link to confirm your claim.').waitFor();
    const link = await waitForMailLink(server.dataDir, claimant, /\/fintech\/claim-ownership\/confirm\/[\w.-]+/);
    await page.goto(link);
    await page.getByRole('link', { name: 'Open the profile' }).waitFor();
    await page.context().close();

    const admin = await signIn(browser, server.baseUrl, 'admin@demo.hissa.sa');
    await admin
      .getByTestId('queue-count-fintechClaims')
      .filter({ hasText: /^[1-9]/ })
      .waitFor();
    await admin.getByRole('link', { name: 'Fintech claims', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Fintech profile claims' }).waitFor();
    const filter = admin.locator('[aria-label="Show claims"]');
    await filter.getByText('To review', { exact: true }).click();
    await admin.waitForURL(/status=to_review/);
    const row = admin.getByTestId('fintech-claim').filter({ hasText: 'Head of partnerships' });
    await row.getByText('To review').waitFor();
    await assertAxeClean(admin, 'the claims queue');

    await row.getByRole('button', { name: `Approve the claim on ${company}` }).click();
    // approved claims leave the "to review" view
    await row.waitFor({ state: 'detached' });
    await filter.getByText('Effective', { exact: true }).click();
    await admin.waitForURL(/status=effective/);
    await row.getByText(/^Approved /).waitFor();

    await row.getByRole('button', { name: `Reject the claim on ${company}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject this claim' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The company confirmed no such role.');
    await dialog.getByRole('button', { name: 'Reject claim' }).click();
    await dialog.waitFor({ state: 'detached' });
    await filter.getByText('Rejected', { exact: true }).click();
    await row.getByText('Rejected: The company confirmed no such role.').waitFor();
    await admin.context().close();
  });
});
