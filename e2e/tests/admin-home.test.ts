import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CustomMediaRequestEndpoint } from '@hissa/contracts/sales-requests-endpoints';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';

/*
 * The admin home (decision 028): the count of each queue, from the database, linking to its queue,
 * and a link to every admin page in the side navigation; in English and Arabic.
 */

const ADMIN = 'admin@demo.hissa.sa';

let server: AppServer;
let browser: Browser;
let admin: Page;

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  admin = await signIn(browser, server.baseUrl, ADMIN);
});
after(async () => {
  await admin?.context().close();
  await browser?.close();
  await server?.stop();
});

/** The number a queue's card shows, read in either digit system. */
async function shownCount(page: Page, queue: string): Promise<number> {
  const text = await page.getByTestId(`queue-count-${queue}`).innerText();
  return Number(text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ''));
}

/** A visitor's custom media package request, through the API (a new item of the sales queue). */
async function sendSalesRequest(): Promise<void> {
  const response = await fetch(`${server.baseUrl}${CustomMediaRequestEndpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Sara Al-Qahtani',
      email: `sara.${Date.now()}@example.sa`,
      phone: '966501234567',
      countryCode: 'SA',
      companyName: 'Qimmah Media',
      selectedFeatures: ['press_release'],
    }),
  });
  assert.equal(response.status, 201);
}

describe('the admin home', () => {
  it('counts each queue, raises a count when an item arrives, and links to the queue', async () => {
    await admin.goto('/admin');
    await admin.getByRole('heading', { level: 2, name: 'Waiting for you' }).waitFor();
    await admin.getByTestId('queue-count-salesRequests').waitFor();
    const before = await shownCount(admin, 'salesRequests');
    await sendSalesRequest();
    await admin.reload();
    await admin.getByTestId('queue-count-salesRequests').waitFor();
    assert.equal(await shownCount(admin, 'salesRequests'), before + 1);
    await admin.waitForLoadState('networkidle');
    assert.deepEqual(await seriousViolations(admin), [], 'axe on the admin home');

    await admin.getByRole('link', { name: /Registrations to review/ }).click();
    await admin.waitForURL(/\/admin\/registrations\?status=submitted$/);
    await admin.getByRole('heading', { level: 1, name: 'Registration review' }).waitFor();
  });

  it('links every admin page from the side navigation', async () => {
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Registrations', exact: true }).waitFor();
    const nav = admin.getByRole('navigation').filter({ has: admin.getByRole('link', { name: 'Registrations' }) });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of [
      '/admin',
      '/admin/registrations',
      '/admin/trades',
      '/admin/requests',
      '/admin/provider-claims',
      '/admin/unregistered-providers',
      '/admin/sales-requests',
      '/admin/invoices',
      '/admin/payments',
      '/admin/newsroom',
      '/admin/newsroom/events',
      '/admin/newsroom/podcasts',
      '/admin/newsroom/reports',
      '/admin/newsroom/report-requests',
      '/admin/newsroom/newsletter-issues',
    ]) {
      assert.ok(hrefs.includes(path), `${path} in the admin navigation (${hrefs.join(', ')})`);
    }
  });

  it('reads in Arabic with Arabic-Indic digits', async () => {
    await admin.evaluate(() => window.localStorage.setItem('hissa.language', 'ar'));
    await admin.goto('/admin');
    await admin.getByRole('heading', { level: 2, name: 'بانتظار إجراء منك' }).waitFor();
    await admin.getByRole('link', { name: /طلبات مبيعات جديدة/ }).waitFor();
    assert.match(await admin.getByTestId('queue-count-salesRequests').innerText(), /^[٠-٩٬]+$/);
    assert.ok(await admin.getByText(/آخر ٣٠ يومًا/).isVisible(), 'the days in Arabic-Indic digits');
    await admin.getByRole('link', { name: 'التسجيلات' }).waitFor();
    await admin.evaluate(() => window.localStorage.setItem('hissa.language', 'en'));
  });
});
