import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { logIn } from '../support/accounts.ts';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { waitForMailLink } from '../support/outbox.ts';

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

const PASSWORD = 'Claim@2026x';

/** Picks `option` in the select labelled `label`, typing `search` first when the list is long. */
async function choose(page: Page, label: string, option: string | RegExp, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

describe('marketplace accounts', () => {
  it('a person claims a directory provider, confirms the e-mail, signs in and lands on sp/sp-profile', async () => {
    const email = `claimant.${Date.now()}@example.sa`;
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/sp/register');
    await page.getByRole('link', { name: 'Find your company' }).click();
    await page.waitForURL(/\/sp\/register\/search-company/);
    await page.getByRole('searchbox', { name: 'Company name' }).fill('Abdul');
    const first = page.getByRole('listitem').first();
    await first.waitFor();
    const companyName = (await first.locator('p').first().textContent()) ?? '';
    assert.ok(companyName.length > 0);
    assert.deepEqual(await seriousViolations(page), []);
    await first.getByRole('link', { name: `Claim ${companyName}` }).click();
    await page.waitForURL(/\/sp\/sp-claim-ownership\/\d+$/);
    await page.getByRole('heading', { name: companyName }).waitFor();

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Yousef');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Al-Harbi');
    await page.getByRole('textbox', { name: 'First name in Arabic' }).fill('يوسف');
    await page.getByRole('textbox', { name: 'Last name in Arabic' }).fill('الحربي');
    await page.getByRole('textbox', { name: 'Designation' }).fill('Managing Partner');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0551234567');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    assert.deepEqual(await seriousViolations(page), []);
    await page.getByRole('button', { name: 'Submit claim' }).click();
    await page.getByText('Claim ownership submitted. Please confirm your email to complete it.').waitFor();
    await page.getByText(`We sent a confirmation link to ${email}`).waitFor();

    const link = await waitForMailLink(server.dataDir, email, /\/sp\/confirm-email\/[A-Za-z0-9_-]{43}/);
    await page.goto(link);
    await page.getByText(`Email confirmed. You now manage ${companyName} on Hissa.`).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/login/);
    await logIn(page, email, PASSWORD);
    await page.waitForURL(/\/sp\/sp-profile$/);
    await page.getByText(companyName).first().waitFor();
    await context.close();
  });

  it('a buyer registers at 360 px and is asked to confirm the e-mail', async () => {
    const email = `buyer.${Date.now()}@example.sa`;
    const context = await newContext(browser, server.baseUrl, 'phone');
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/sp/buyer');
    await page.getByRole('heading', { name: 'Register as a buyer' }).waitFor();
    // a submit with nothing filled names the required fields
    await page.getByRole('button', { name: 'Create buyer account' }).click();
    await page.getByText('Choose at least one service category').waitFor();
    await page.getByText('Title is required').waitFor();

    await choose(page, 'Title', 'Ms.');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Hessa');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Al-Qahtani');
    await page.getByRole('textbox', { name: 'First name in Arabic' }).fill('حصة');
    await page.getByRole('textbox', { name: 'Last name in Arabic' }).fill('القحطاني');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0559876543');
    const categories = page.getByRole('combobox', { name: 'Preferred service categories' });
    await categories.click();
    await categories.fill('Legal');
    await page.getByRole('option', { name: /Legal and accounting/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    assert.deepEqual(await seriousViolations(page), []);
    await page.getByRole('button', { name: 'Create buyer account' }).click();
    await page.getByText('Registration complete. Check your email to confirm your address.').waitFor();
    const link = await waitForMailLink(server.dataDir, email, /\/sp\/confirm-email\/[A-Za-z0-9_-]{43}/);
    assert.match(link, /^\/sp\/confirm-email\//);

    // The mail went astray: "Send the link again" mails a new link and says so.
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page
      .getByRole('status')
      .getByText('If an account with this email is waiting for confirmation, a new link is on its way.', {
        exact: false,
      })
      .waitFor();
    const deadline = Date.now() + 15_000;
    let newest = link;
    while (newest === link && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      newest = await waitForMailLink(server.dataDir, email, /\/sp\/confirm-email\/[A-Za-z0-9_-]{43}/);
    }
    assert.notEqual(newest, link, 'a new confirmation link was mailed');
    assert.deepEqual(await seriousViolations(page), []);

    // Signed in before confirming: every page reminds of it, with the same button.
    await page.goto('/auth/login');
    await logIn(page, email, PASSWORD);
    const notice = page.getByRole('alert', { name: 'Email not confirmed' });
    await notice.getByText('Your email is not confirmed yet.', { exact: false }).waitFor();
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await notice.getByRole('status').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    await context.close();
  });
});
