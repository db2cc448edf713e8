import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import {
  SAMPLE_PDF,
  approveOpenRegistration,
  openSubmittedRegistration,
  signInFirstTime,
} from '../support/registration.ts';

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

describe('registration: company journey and admin review', () => {
  const email = `khalid.${Date.now()}@example.com`;

  it('a visitor registers a company through the stepper, with an uploaded PDF', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/registration');
    await page.getByRole('heading', { name: 'Create your Hissa account' }).waitFor();
    await page.getByRole('link', { name: /^Company\b/ }).click();
    await page.waitForURL(/\/company-registration$/);

    // Next on an empty step shows that step's errors (translated contracts messages).
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Company name is required').waitFor();
    await page.getByText('Commercial registration number is required').waitFor();

    await page.getByRole('combobox', { name: 'Company name' }).fill('Nakheel Dates Trading');
    await page.getByText('Not in the directory: it will be added as a new company after review.').waitFor();
    await page.getByRole('textbox', { name: 'Commercial registration number' }).fill('1010123456');
    await page.getByRole('textbox', { name: 'Company address' }).fill('King Fahd Road, Al Olaya, Riyadh 12211');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Khalid');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Alharbi');
    // The Arabic forms are optional, in Arabic letters only (decision 047).
    const firstNameAr = page.getByRole('textbox', { name: 'First name in Arabic' });
    await firstNameAr.fill('Khalid');
    await page
      .getByText('Write the Arabic name in Arabic letters only, with spaces or hyphens between words')
      .waitFor();
    await firstNameAr.fill('خالد');
    await page.getByRole('textbox', { name: 'Last name in Arabic' }).fill('الحربي');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('0501234567');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    // The draft survives a reload (save-as-you-go), on the same step.
    await page.reload();
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Email' }).inputValue(), email);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('No file Choosen').waitFor();
    await page.getByText('Please accept the terms and conditions').waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'id-document.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await page.getByText('id-document.pdf').waitFor();
    await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions.' }).check();
    await page.getByRole('checkbox', { name: /technology facilitator/ }).check();
    await page.getByRole('checkbox', { name: /authorised to act/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    await page.waitForURL(/\/company-registration-submission$/);
    await page.getByRole('heading', { name: 'Your company registration has been submitted' }).waitFor();
    assert.equal(await page.evaluate(() => window.sessionStorage.getItem('hissa.registration.draft.company')), null);
    await context.close();
  });

  it('the admin approves it from the queue; the applicant signs in with the mailed password and must change it', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const drawer = await openSubmittedRegistration(page, 'Khalid Alharbi');
    await drawer.getByText('Nakheel Dates Trading', { exact: true }).waitFor();
    // The review shows the Arabic forms of the names under their labels.
    const fields = drawer.getByRole('region', { name: 'Submitted details' });
    await fields.getByText('First name in Arabic', { exact: true }).waitFor();
    await fields.getByText('خالد', { exact: true }).waitFor();
    await fields.getByText('الحربي', { exact: true }).waitFor();
    await drawer.getByText('id-document.pdf', { exact: false }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download id-document.pdf' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'id-document.pdf');
    await approveOpenRegistration(page, drawer, 'Khalid Alharbi');
    await context.close();

    await signInFirstTime(browser, server, email, /\/change-password$/);
  });
});
