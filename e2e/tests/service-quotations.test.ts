import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { MyProviderProfileEndpoint } from '@hissa/contracts/service-providers-endpoints';
import { newQuotationRequestPath } from '@hissa/contracts/services-marketplace/quotations';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { DEMO_PASSWORD, signIn as signInAs } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';

const BUYER = 'buyer@demo.hissa.sa';
const PROVIDER = 'service.provider@demo.hissa.sa';

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

/** The id of the provider the demo provider user acts for (MyProviderProfileEndpoint). */
async function demoProviderId(): Promise<number> {
  const login = await fetch(`${server.baseUrl}/auth-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: PROVIDER, password: DEMO_PASSWORD }),
  });
  const { idToken } = (await login.json()) as { idToken: string };
  const response = await fetch(`${server.baseUrl}${MyProviderProfileEndpoint.path}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  const body = (await response.json()) as { data: { providerId: number } };
  return body.data.providerId;
}

const signIn = (email: string): Promise<Page> => signInAs(browser, server.baseUrl, email, /\/sp\//);

/** Fails with the serious axe violations of `page` once its requests have settled. */
async function assertAxeClean(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await seriousViolations(page), [], `axe on ${where}`);
}

describe('service quotations: request, answer, compare, accept, complete, review', () => {
  it('runs the whole engagement between the demo buyer and the demo provider', async () => {
    const providerId = await demoProviderId();
    const title = `Mobile app for our clinics ${Date.now()}`;

    // 1. The buyer requests a quotation.
    const buyer = await signIn(BUYER);
    await buyer.goto(newQuotationRequestPath([providerId]));
    await buyer.getByRole('heading', { level: 1, name: 'Request a quotation' }).waitFor();
    await assertAxeClean(buyer, 'the request form');
    await buyer.getByRole('button', { name: 'Send request' }).click();
    await buyer.getByText('Request title is required').waitFor();
    await buyer.getByRole('textbox', { name: 'Title' }).fill(title);
    await buyer.getByRole('textbox', { name: 'What do you need?' }).fill('Booking and reminders app, iOS and Android.');
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await buyer.getByLabel('Submission deadline').fill(deadline);
    await buyer.getByRole('button', { name: 'Send request' }).click();
    await buyer.getByText('service quotation request submitted').first().waitFor();
    await buyer.getByRole('heading', { level: 1, name: title }).waitFor();

    // 2. The provider answers from the inbox.
    const provider = await signIn(PROVIDER);
    await provider.goto('/sp/quotations');
    await provider.getByRole('heading', { level: 1, name: 'Service quotations' }).waitFor();
    await provider.getByRole('link', { name: new RegExp(title) }).click();
    await provider.getByRole('heading', { level: 1, name: title }).waitFor();
    await provider.getByRole('textbox', { name: 'Price (SAR, before VAT)' }).fill('120000');
    await provider.getByText(/VAT 15%: SAR\s18,000/).waitFor();
    await provider.getByRole('textbox', { name: 'Delivery time (days)' }).fill('90');
    await provider.getByRole('textbox', { name: 'Message to the buyer' }).fill('Design, build and launch in 90 days.');
    await assertAxeClean(provider, 'the answer form');
    await provider.getByRole('button', { name: 'Send quotation' }).click();
    await provider.getByText('Your quotation has been sent to the buyer.').waitFor();

    // 3. The buyer compares and accepts.
    await buyer.reload();
    const card = buyer.getByRole('article').filter({ hasText: 'Responded' });
    await card.getByText(/SAR\s138,000/).waitFor();
    await assertAxeClean(buyer, 'the comparison');
    await card.getByRole('button', { name: 'Accept' }).click();
    await buyer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await buyer.getByText('You have accepted this quotation.', { exact: false }).first().waitFor();
    await buyer.getByText('Not yet completed by service provider').waitFor();

    // 4. The provider marks the engagement complete.
    await provider.reload();
    await provider.getByRole('button', { name: 'Mark engagement complete' }).click();
    await provider.getByRole('dialog').getByRole('button', { name: 'Mark engagement complete' }).click();
    await provider.getByText('The engagement is marked complete.', { exact: false }).first().waitFor();

    // 5. The buyer rates and reviews it; the review shows as verified.
    await buyer.reload();
    await buyer.getByRole('button', { name: 'Rate and review' }).click();
    const dialog = buyer.getByRole('dialog');
    // the stars are visually hidden radios named by their value
    const star = await dialog.getByRole('radio', { name: '4', exact: true }).getAttribute('id');
    await dialog.locator(`label[for="${star ?? ''}"]`).click();
    await dialog.getByRole('textbox', { name: 'Your testimonial' }).fill('Professional team, delivered as promised.');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await buyer.getByText('Verified engagement').waitFor();
    await assertAxeClean(buyer, 'the reviewed request');
    await buyer.context().close();
    await provider.context().close();
  });

  it('lets a provider propose on a public requirement; the buyer compares it and must review a changed price', async () => {
    const requirement = 'External audit of our 2026 financial statements';

    // 1. The provider answers the demo buyer's public requirement with a proposal.
    const provider = await signIn(PROVIDER);
    await provider.goto('/sp/public/requirements');
    await provider.getByRole('link', { name: `Answer “${requirement}”` }).click();
    await provider.getByRole('heading', { level: 1, name: 'Send a proposal' }).waitFor();
    await provider.getByRole('heading', { level: 2, name: requirement }).waitFor();
    await provider.getByRole('button', { name: 'Send proposal' }).click();
    await provider.getByText('Enter your price in SAR.').first().waitFor();
    await provider.getByRole('textbox', { name: 'Price (SAR, before VAT)' }).fill('64000');
    await provider.getByText(/VAT 15%: SAR\s9,600/).waitFor();
    await provider.getByRole('textbox', { name: 'Delivery time (days)' }).fill('40');
    await provider
      .getByRole('textbox', { name: 'Message to the buyer' })
      .fill('SOCPA-registered team, plant visits included.');
    await assertAxeClean(provider, 'the proposal form');
    await provider.getByRole('button', { name: 'Send proposal' }).click();
    await provider.getByText('Your proposal has been sent to the buyer.').waitFor();
    await provider.getByRole('heading', { level: 1, name: requirement }).waitFor();

    // 2. The buyer finds it among the quotations of the request opened for the requirement.
    const buyer = await signIn(BUYER);
    await buyer.goto('/sp/requests');
    await buyer
      .getByRole('link', { name: new RegExp(requirement) })
      .first()
      .click();
    await buyer.getByRole('heading', { level: 1, name: requirement }).waitFor();
    const card = buyer.getByRole('article').filter({ hasText: 'Responded' });
    await card.getByText(/SAR\s73,600/).waitFor();

    // 3. The provider raises the price while the buyer is looking; accepting the old one is refused.
    await provider.getByRole('button', { name: 'Update quotation' }).click();
    await provider.getByRole('textbox', { name: 'Price (SAR, before VAT)' }).fill('70000');
    await provider.getByRole('button', { name: 'Update quotation' }).click();
    await provider.getByText('Your quotation has been updated.', { exact: false }).first().waitFor();
    await card.getByRole('button', { name: 'Accept' }).click();
    await buyer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await buyer
      .getByRole('alert')
      .filter({ hasText: 'The provider changed this quotation; review it again.' })
      .waitFor();
    await card.getByText(/SAR\s80,500/).waitFor();
    await assertAxeClean(buyer, 'the comparison after a changed quotation');
    await buyer.context().close();
    await provider.context().close();
  });
});
