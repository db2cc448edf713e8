import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * The newsroom's media pages (decision 040) in the browser: the admin writes a bilingual online
 * event and publishes it, and a bilingual report, uploads its PDF and publishes it; a visitor then
 * finds both on the media hub. The admin pages are checked with axe.
 */

const ADMIN = 'admin@demo.hissa.sa';
const EVENT_EN = 'Family Office Investment Summit';
const EVENT_AR = 'قمة استثمار المكاتب العائلية';
const REPORT_EN = 'Riyadh Venture Debt Review';
const REPORT_AR = 'مراجعة الديون الجريئة في الرياض';

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

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks day `day` of next month in the date-and-time picker labelled `label` (time left at 00:00). */
async function pickNextMonthDay(page: Page, label: string, day: number): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dropdown = page.getByRole('dialog');
  await dropdown.getByRole('button', { name: 'Next month' }).click();
  await dropdown
    .locator('table button:not([data-outside])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .click();
  await dropdown.getByRole('button', { name: 'Use this date and time' }).click();
  await dropdown.waitFor({ state: 'hidden' });
}

/** A one-page PDF, enough for the server's check by content. */
function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

describe('the newsroom media pages', () => {
  it('publishes an event and a report that a visitor then finds on the media hub', async () => {
    const admin = await signIn(browser, server.baseUrl, ADMIN);
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Events', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await admin.getByRole('table').waitFor();
    assert.deepEqual(await seriousViolations(admin), [], 'axe on the events list');
    await admin.getByRole('link', { name: 'New event' }).click();
    await admin.getByRole('textbox', { name: 'Title (English)' }).fill(EVENT_EN);
    await admin.getByRole('textbox', { name: 'Title (Arabic)' }).fill(EVENT_AR);
    await admin.getByRole('textbox', { name: 'Description (English)' }).fill('Single-family offices meet founders.');
    await admin.getByRole('textbox', { name: 'Description (Arabic)' }).fill('تلتقي المكاتب العائلية بالمؤسسين.');
    await choose(admin, 'Status', 'Published');
    await choose(admin, 'Format', 'Online');
    await pickNextMonthDay(admin, 'Starts', 10);
    await pickNextMonthDay(admin, 'Ends', 11);
    await admin.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.example.sa/family-office-summit');
    assert.deepEqual(await seriousViolations(admin), [], 'axe on the event editor');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/admin\/newsroom\/events\/\d+$/);
    await admin.getByRole('heading', { level: 1, name: 'Edit event' }).waitFor();

    await admin.getByRole('link', { name: 'Reports', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await admin.getByRole('link', { name: 'New report' }).click();
    await admin.getByRole('textbox', { name: 'Title (English)' }).fill(REPORT_EN);
    await admin.getByRole('textbox', { name: 'Title (Arabic)' }).fill(REPORT_AR);
    await admin.getByRole('textbox', { name: 'Description (English)' }).fill('Venture debt deals in Riyadh.');
    await admin.getByRole('textbox', { name: 'Description (Arabic)' }).fill('صفقات الديون الجريئة في الرياض.');
    await choose(admin, 'Category', 'Funding');
    await admin.getByRole('textbox', { name: 'Publisher' }).fill('Hissa Research');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/admin\/newsroom\/reports\/\d+$/);
    await admin.getByText('No PDF uploaded yet.').waitFor();
    await admin.locator('input[type=file]').setInputFiles({
      name: 'venture-debt.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await admin.getByText(/^PDF, \d+ KB$/).waitFor();
    await choose(admin, 'Status', 'Published');
    assert.deepEqual(await seriousViolations(admin), [], 'axe on the report editor');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('link', { name: 'All reports' }).click();
    const row = admin.getByRole('row').filter({ hasText: REPORT_EN });
    await row.getByText('Published').waitFor();
    await admin.context().close();

    const context = await newContext(browser, server.baseUrl);
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    const page = await context.newPage();
    await page.goto('/media-hub/events');
    await page.getByRole('link', { name: EVENT_AR }).click();
    await page.getByRole('heading', { level: 1, name: EVENT_AR }).waitFor();
    await page.getByText('تلتقي المكاتب العائلية بالمؤسسين.').waitFor();
    await page.goto('/sharikat-news/reports');
    await page.getByRole('article').filter({ hasText: REPORT_AR }).waitFor();
    await context.close();
  });
});
