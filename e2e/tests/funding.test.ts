import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn as signInAs } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

const COMPANY_USER = 'company@demo.hissa.sa';
const INVESTOR = 'individual.investor@demo.hissa.sa'; // Reem Al-Shehri
const ROUND_NAME = 'Series C Expansion Round';

let server: AppServer;
let browser: Browser;
/** The demo company user's company, read in the first test. */
let company: { companyId: number; companyName: string } | null = null;

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs a demo account in through the login page and waits for its dashboard. */
const signIn = (email: string): Promise<Page> => signInAs(browser, server.baseUrl, email);

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('funding: a company adds a fund round, it shows publicly, and an investor registers interest', () => {
  it('adds a round from the company dashboard; view-funding-rounds and the profile funding tab show it', async () => {
    const companyPage = await signIn(COMPANY_USER);
    await companyPage.getByRole('link', { name: 'Funding profile and rounds' }).click();
    await companyPage.getByRole('heading', { level: 1, name: 'Funding profile and rounds' }).waitFor();
    company = (await companyPage.evaluate(async () => {
      const token = localStorage.getItem('hissa.idToken');
      const response = await fetch('/user-api/company/funding-profile', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { data: { companyId: number; companyName: string } }).data;
    })) as { companyId: number; companyName: string };
    const { companyId, companyName } = company;

    await companyPage.getByRole('button', { name: 'Add fund round' }).first().click();
    const dialog = companyPage.getByRole('dialog', { name: 'Add fund round' });
    // The contract's rules hold before anything is sent.
    await dialog.getByRole('button', { name: 'Add fund round' }).click();
    await dialog.getByText('Round name is required.').first().waitFor();
    await dialog.getByRole('textbox', { name: 'Round name (English)' }).fill(ROUND_NAME);
    await dialog.getByRole('textbox', { name: 'Round name (Arabic)' }).fill('جولة التوسع ج');
    await choose(companyPage, 'Stage', 'Series C');
    await dialog.getByRole('textbox', { name: 'Target' }).fill('30000000');
    await dialog.getByRole('textbox', { name: 'Raised' }).fill('31000000');
    await dialog.getByLabel('Announced').fill('2026-05-10');
    await dialog.getByRole('button', { name: 'Add fund round' }).click();
    await dialog.getByText("Raised amount can't be more than the target amount.").waitFor();
    await dialog.getByRole('textbox', { name: 'Raised' }).fill('6000000');
    await dialog.getByRole('button', { name: 'Add fund round' }).click();
    await companyPage.getByText('Funding round added.').waitFor();
    await companyPage
      .getByRole('table', { name: /Your company's fund rounds/ })
      .getByText(ROUND_NAME)
      .waitFor();

    // Public: view-funding-rounds and the company profile's funding tab, to a visitor.
    const visitor = await (await newContext(browser, server.baseUrl)).newPage();
    await visitor.goto(`/view-funding-rounds/${companyId}`);
    await visitor.getByRole('heading', { level: 1, name: `Funding rounds of ${companyName}` }).waitFor();
    const rounds = visitor.getByRole('table', { name: /Funding rounds of/ });
    await rounds.getByRole('row').filter({ hasText: ROUND_NAME }).getByText('SAR 30,000,000.00').waitFor();
    await rounds.getByRole('row').filter({ hasText: ROUND_NAME }).getByText('SAR 24,000,000.00').waitFor();

    await visitor.getByRole('link', { name: `Back to ${companyName}` }).click();
    await visitor.getByRole('heading', { level: 1, name: companyName }).waitFor();
    await visitor.getByRole('tab', { name: 'Funding profile' }).click();
    await visitor
      .getByRole('table', { name: /Funding rounds of/ })
      .getByText(ROUND_NAME)
      .waitFor();
    await companyPage.context().close();
    await visitor.context().close();
  });

  it('lets an investor register interest in the round, with the register-interest rules, and the company sees it', async () => {
    const investor = await signIn(INVESTOR);
    assert.ok(company, 'the first test read the company');
    await investor.goto(`/opportunities-funds?q=${encodeURIComponent(company.companyName)}`);
    await investor.getByRole('heading', { level: 1, name: 'Funding rounds' }).waitFor();
    const card = investor.getByRole('listitem').filter({ hasText: ROUND_NAME });
    await card.getByRole('button', { name: /^Register interest in/ }).click();
    const dialog = investor.getByRole('dialog', { name: 'Register interest' });
    await dialog.getByRole('textbox', { name: 'Number of shares' }).fill('10.5');
    await dialog.getByRole('textbox', { name: 'Price per share (SAR)' }).fill('12.345');
    await dialog.getByRole('button', { name: 'Register interest' }).click();
    await dialog.getByText("Number of shares can't be decimals").waitFor();
    await dialog.getByText('The share price should be in 2 decimal places').waitFor();
    await dialog.getByRole('textbox', { name: 'Number of shares' }).fill('2000');
    await dialog.getByRole('textbox', { name: 'Price per share (SAR)' }).fill('45.50');
    await dialog.getByText('SAR 91,000.00').waitFor();
    await dialog.getByRole('textbox', { name: 'Minimum transaction (SAR)' }).fill('95000');
    await dialog.getByRole('button', { name: 'Register interest' }).click();
    await dialog.getByText('Price must be greater than minimum transaction size').waitFor();
    await dialog.getByRole('textbox', { name: 'Minimum transaction (SAR)' }).fill('45000');
    await dialog.getByRole('button', { name: 'Register interest' }).click();
    // The dialog closes only on the server's success (its notification closes by itself after a
    // few seconds, so a busy machine can miss it); reopening shows the interest to be updated.
    // No dialog of any title may stay: the saved interest retitles it, which once hid a dialog
    // that stayed open from a wait by its first title.
    await investor.getByRole('dialog').waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: /^Register interest in/ }).click();
    const update = investor.getByRole('dialog', { name: 'Your interest in this round' });
    await update.getByRole('textbox', { name: 'Number of shares' }).and(update.locator('[value="2000"]')).waitFor();
    await investor.context().close();

    const companyPage = await signIn(COMPANY_USER);
    await companyPage.goto('/dashboard/company/funding-profile');
    await companyPage.getByRole('button', { name: `Interests registered in ${ROUND_NAME}` }).click();
    const drawer = companyPage.getByRole('dialog', { name: `Interests in ${ROUND_NAME}` });
    const interest = drawer.getByRole('listitem').filter({ hasText: 'Reem Al-Shehri' });
    await interest.getByText('SAR 91,000.00').waitFor();
    await interest.getByText('Preferred shares').or(interest.getByText('Common shares')).waitFor();
    assert.equal(await drawer.getByRole('listitem').count(), 1);
    await companyPage.context().close();
  });
});
