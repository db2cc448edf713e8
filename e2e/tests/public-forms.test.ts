import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { waitForMailLink } from '../support/outbox.ts';

/*
 * The public forms (decision 027) in the browser: the newsletter popup after scrolling past 25 %
 * of the page, once per session, subscribing with the Thank You dialog and the confirmation link;
 * the footer button; contact us in Arabic at phone width.
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

describe('the newsletter popup', () => {
  it('opens past 25 % of the page once per session, subscribes, and the mail link confirms', async () => {
    const context = await newContext(browser, server.baseUrl, 'desktop', { withNewsletterPopup: true });
    const page = await context.newPage();
    await page.goto('/terms-and-conditions');
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    const popup = page.getByRole('dialog', { name: 'Subscribe to our newsletter' });
    // Not before the visitor scrolls.
    await page.waitForTimeout(500);
    assert.equal(await popup.count(), 0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.5));
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Subscribe' }).click();
    await popup.getByText('Full name is required').waitFor();
    await popup.getByRole('textbox', { name: 'Full name' }).fill('Huda Al Shehri');
    await popup.getByRole('textbox', { name: 'Email' }).fill('huda.shehri@example.sa');
    await popup.getByRole('textbox', { name: 'Company name' }).fill('Nama Ventures');
    await popup.getByRole('button', { name: 'Subscribe' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You' });
    await thanks.getByText('You are now subscribed to newsletter').waitFor();
    await popup.waitFor({ state: 'hidden' });
    await thanks.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(/\/home$/);

    // Closed or used: it does not come back this session, however far the visitor scrolls.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(600);
    assert.equal(await popup.count(), 0);

    // The footer button always opens it.
    await page.getByRole('button', { name: 'Subscribe to our newsletter' }).click();
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();

    const confirmPath = await waitForMailLink(
      server.dataDir,
      'huda.shehri@example.sa',
      /\/newsletter\/confirm\/[\w.-]+/,
    );
    await page.goto(confirmPath);
    await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();
    await context.close();
  });
});

describe('contact us', () => {
  it('sends a message in Arabic at phone width and shows the spec message', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    const page = await context.newPage();
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1, name: 'اتصل بنا' }).waitFor();
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    await page.getByText('من الأحد إلى الخميس').waitFor();
    await page.getByRole('textbox', { name: 'الاسم الأول' }).fill('عبدالله');
    await page.getByRole('textbox', { name: 'اسم العائلة' }).fill('القحطاني');
    await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill('0551234567');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('abdullah.q@example.sa');
    await page.getByRole('textbox', { name: 'الرسالة' }).fill('أرغب في معرفة خطوات إدراج شركتنا في المنصة.');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await page.getByRole('status').getByText('تم إرسال رسالتك بنجاح.').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    await context.close();
  });

  it("lands in the admin's inbox, where the admin records the follow-up", async () => {
    const admin = await signIn(browser, server.baseUrl, 'admin@demo.hissa.sa');
    await admin.goto('/admin/contact-messages');
    await admin.getByRole('heading', { level: 1, name: 'Contact inbox' }).waitFor();
    const item = admin.getByRole('article', { name: 'عبدالله القحطاني – Contact message' });
    await item.getByText('أرغب في معرفة خطوات إدراج شركتنا في المنصة.').waitFor();
    await item.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Contacted', exact: true }).click();
    await item.getByRole('textbox', { name: 'Follow-up note' }).fill('Called back; sent the listing guide.');
    await item.getByRole('button', { name: 'Save' }).click();

    // Saved: the message leaves the "New" view and shows as contacted with its note under "All".
    await item.waitFor({ state: 'detached' });
    await admin.getByRole('combobox', { name: 'Status' }).first().click();
    await admin.getByRole('option', { name: 'All', exact: true }).click();
    const saved = admin.getByRole('article', { name: 'عبدالله القحطاني – Contact message' });
    await saved.getByText('Contacted', { exact: true }).waitFor();
    assert.equal(
      await saved.getByRole('textbox', { name: 'Follow-up note' }).inputValue(),
      'Called back; sent the listing guide.',
    );
    await admin.context().close();
  });
});
