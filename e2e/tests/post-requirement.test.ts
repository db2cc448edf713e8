import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { logIn, DEMO_PASSWORD } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

const BUYER = 'buyer@demo.hissa.sa'; // Lama Al-Subaie

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

/** Picks `option` in the select labelled `label`, typing `search` first. */
async function choose(page: Page, label: string, option: string, search: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fails with the serious axe violations of the page as it is now. */
async function assertAccessible(page: Page, where: string) {
  assert.deepEqual(await seriousViolations(page), [], `axe: ${where}`);
}

describe('post-requirement wizard and the top-5 recommendations (decision 017)', () => {
  it('a visitor is asked to sign in; the buyer goes through the 3 steps at phone width and gets 5 explained recommendations', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    const page = await context.newPage();

    // A visitor is asked to sign in or register as a buyer.
    await page.goto('/sp/post-requirement');
    await page.getByRole('heading', { name: 'Sign in as a buyer to post a requirement' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Register as a buyer' }).getAttribute('href'), '/sp/buyer');
    await assertAccessible(page, 'wizard, visitor');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/login/);
    await logIn(page, BUYER, DEMO_PASSWORD);
    await page.waitForURL(/\/sp\/post-requirement$/);

    // Step 1: nothing chosen yet, so Next shows the messages and stays.
    await page.getByText('Step 1 of 3').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Choose the category of the service you need').waitFor();
    await page.getByText('Choose your city').waitFor();
    await assertAccessible(page, 'wizard step 1 with errors');
    await choose(page, 'Category', 'Legal and accounting activities', 'Legal');
    await choose(
      page,
      'Sub-category',
      'Accounting, bookkeeping and auditing activities; tax consultancy',
      'Accounting',
    );
    await choose(page, 'Your industry group', 'Food & Beverages', 'Food');
    await choose(page, 'Your city', 'Riyadh', 'Riyadh');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the two questions.
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Choose your budget range').waitFor();
    await page.getByRole('radio', { name: 'SAR 25,000.00 to SAR 100,000.00' }).click();
    await page.getByRole('radio', { name: 'Within a month' }).click();
    await assertAccessible(page, 'wizard step 2');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the details; Back keeps the answers.
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    assert.equal(await page.getByRole('radio', { name: 'Within a month' }).getAttribute('aria-checked'), 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    const title = `Audit of our 2026 statements ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Requirement title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('We need an audit firm for our three plants, with inventory counts at each plant.');
    await assertAccessible(page, 'wizard step 3');
    await page.getByRole('button', { name: 'Get my recommendations' }).click();

    // The recommendations page: 5 ranked providers, each explained.
    await page.waitForURL(/\/sp\/requirements\/\d+\/recommendations$/);
    const requirementId = /requirements\/(\d+)\//.exec(page.url())?.[1];
    await page.getByRole('heading', { level: 1, name: 'Your recommended providers' }).waitFor();
    await page.getByText(title, { exact: false }).first().waitFor();
    const cards = page.getByRole('article');
    await cards.nth(4).waitFor();
    assert.equal(await cards.count(), 5);
    for (let rank = 1; rank <= 5; rank++)
      await cards
        .nth(rank - 1)
        .getByText(`Rank ${rank}`)
        .waitFor();

    const first = cards.first();
    await first.getByRole('button', { name: 'Why recommended' }).click();
    await first.getByText('Service match').waitFor();
    await first.getByText('Weight 30%').waitFor();
    const serviceReason = first.getByText(
      /Offers exactly this service|Specialises in this sub-category|Works in the same category/,
    );
    await serviceReason.waitFor();
    await first.getByText(/Based in|Location not given/).waitFor();
    await assertAccessible(page, 'recommendations with the breakdown open');

    // Select two providers and request quotations from both.
    const profileHref = await first.getByRole('link', { name: 'View profile' }).getAttribute('href');
    assert.match(profileHref ?? '', /^\/sp\/sp\/\d+\//);
    await cards.nth(0).getByRole('checkbox', { name: 'Ask for a quotation' }).check();
    await cards.nth(2).getByRole('checkbox', { name: 'Ask for a quotation' }).check();
    await page.getByText('2 selected').waitFor();
    const firstId = /\/sp\/sp\/(\d+)\//.exec(profileHref ?? '')?.[1];
    await page.getByRole('link', { name: 'Request quotations' }).click();
    await page.waitForURL(/\/sp\/quotations\/new\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('requirementId'), requirementId);
    const providerIds = url.searchParams.get('providerIds')?.split(',') ?? [];
    assert.equal(providerIds.length, 2);
    assert.equal(providerIds[0], firstId);

    // The quotation request goes to both recommended providers.
    await page.getByRole('heading', { level: 1, name: 'Request a quotation' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'What do you need?' }).fill('Monthly bookkeeping and VAT returns.');
    await page
      .getByLabel('Submission deadline')
      .fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('service quotation request submitted').first().waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The requirement is listed publicly without the buyer's name.
    await page.goto('/sp/public/requirements');
    await page.getByRole('heading', { level: 1, name: 'Public requirements' }).waitFor();
    const listed = page.getByRole('article').filter({ hasText: title });
    await listed.waitFor();
    assert.equal(await listed.getByText('Lama').count(), 0);
    await listed.getByText('A company in Riyadh · Food & Beverages').waitFor();
    await assertAccessible(page, 'public requirements');
    await context.close();
  });
});
