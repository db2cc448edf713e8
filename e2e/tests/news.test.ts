import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * News (decision 029) in the browser: the admin writes a bilingual funding article in the
 * newsroom and publishes it; a visitor reading in Arabic filters the news by the funding category
 * and by this month's dates with the date picker, finds it, opens it and copies its link. Each
 * page is checked with axe.
 */

const ADMIN = 'admin@demo.hissa.sa';
const TITLE_EN = 'Jeddah clinic chain closes a growth round';
const TITLE_AR = 'سلسلة عيادات في جدة تغلق جولة نمو';

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

/** Day `day` of the month in Arabic-Indic digits, as the Arabic date picker writes it. */
const arabicDigits = (day: number) => new Intl.NumberFormat('ar-SA-u-nu-arab').format(day);

describe('news: the newsroom publishes, a visitor filters, reads and shares in Arabic', () => {
  it('runs from the newsroom to the shared link', async () => {
    const admin = await signIn(browser, server.baseUrl, ADMIN);
    await admin.goto('/admin/newsroom');
    await admin.getByRole('heading', { level: 1, name: 'Newsroom' }).waitFor();
    await admin.getByRole('link', { name: 'New article' }).click();
    await admin.getByRole('textbox', { name: 'Headline (English)' }).fill(TITLE_EN);
    await admin.getByRole('textbox', { name: 'Headline (Arabic)' }).fill(TITLE_AR);
    await admin.getByRole('textbox', { name: 'Summary (English)' }).fill('The round funds three new clinics.');
    await admin.getByRole('textbox', { name: 'Summary (Arabic)' }).fill('تموّل الجولة ثلاث عيادات جديدة.');
    await admin
      .getByRole('textbox', { name: 'Article (English)' })
      .fill('The chain will open three clinics next year.');
    await admin.getByRole('textbox', { name: 'Article (Arabic)' }).fill('ستفتتح السلسلة ثلاث عيادات العام المقبل.');
    await choose(admin, 'Category', 'Funding');
    await choose(admin, 'Status', 'Published');
    assert.deepEqual(await seriousViolations(admin), []);
    await admin.getByRole('button', { name: 'Save article' }).click();
    await admin.waitForURL(/\/admin\/newsroom\/\d+$/);
    await admin.getByRole('link', { name: 'Back to the newsroom' }).click();
    await admin.getByRole('link', { name: TITLE_EN }).waitFor();
    await admin.context().close();

    const context = await newContext(browser, server.baseUrl);
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto('/news/all');
    await page.getByRole('heading', { level: 1, name: 'كل الأخبار' }).waitFor();
    await page.locator('label', { hasText: 'التمويل' }).first().click();
    await page.waitForURL(/category=funding/);

    // This month, first day to last, in the Arabic date picker.
    await page.getByRole('button', { name: 'تاريخ النشر' }).click();
    const today = new Date();
    const lastDay = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
    const day = (value: number) =>
      page.locator('table button:not([data-outside])').filter({ hasText: new RegExp(`^${arabicDigits(value)}$`) });
    // The Saudi week: Sunday in the first column, Friday and Saturday the weekend.
    const dateOf = (value: number) => new Date(today.getFullYear(), today.getMonth(), value);
    const firstOfWeekday = (weekday: number) => 1 + ((weekday - dateOf(1).getDay() + 7) % 7);
    const column = (value: number) => day(value).evaluate((button) => button.closest('td')?.cellIndex);
    assert.equal(await column(firstOfWeekday(0)), 0);
    assert.equal(await day(firstOfWeekday(5)).getAttribute('data-weekend'), 'true');
    assert.equal(await day(firstOfWeekday(6)).getAttribute('data-weekend'), 'true');
    assert.equal(await day(firstOfWeekday(0)).getAttribute('data-weekend'), null);
    await day(1).click();
    await day(lastDay).click();
    await page.waitForURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}|to=.*from=/);

    const card = page.getByRole('link', { name: TITLE_AR });
    await card.waitFor();
    const badges = await page.locator('article').getByText('التمويل', { exact: true }).allTextContents();
    assert.ok(badges.length > 0);
    assert.deepEqual(await seriousViolations(page), []);

    await card.click();
    await page.getByRole('heading', { level: 1, name: TITLE_AR }).waitFor();
    await page.getByText('ستفتتح السلسلة ثلاث عيادات العام المقبل.').waitFor();
    await page.getByRole('button', { name: 'نسخ الرابط' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, page.url());
    assert.match(copied, /\/news\/article\/\d+$/);
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});
