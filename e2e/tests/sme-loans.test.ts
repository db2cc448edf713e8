import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn as signInAs } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';

/*
 * SME loans (decision 026) in the browser: the demo company user starts from the SME loans
 * landing, fills the first steps, leaves at step 3, resumes on another device (a new browser
 * context) where the draft waits at step 3, finishes the six steps with a package and lands on
 * its payment page; the admin then moves the application to "Under review".
 */

const COMPANY = 'company@demo.hissa.sa';
const ADMIN = 'admin@demo.hissa.sa';

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

const signIn = (email: string): Promise<Page> => signInAs(browser, server.baseUrl, email);

/** A tiny valid PDF (file-type recognises it by its header). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Uploads the PDF into the file input of the step and waits for the server's answer. */
async function uploadDocument(page: Page, name: string): Promise<void> {
  await page.locator('input[type=file]').first().setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await page.getByText(`Uploaded: ${name}`).waitFor();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

describe('SME loans: apply in six steps, resume on another device, the team moves it on', () => {
  it('runs from the landing to the admin queue', async () => {
    const first = await signIn(COMPANY);
    await first.goto('/sme-bank');
    await first.getByRole('heading', { level: 1, name: 'SME loans and business plans' }).waitFor();
    await first.getByRole('link', { name: 'Apply for a loan' }).first().click();
    await stepHeading(first, 'Company details').waitFor();

    // Step 1: the rules show on an invalid save, then the step is saved.
    await first.getByRole('button', { name: 'Save and continue' }).click();
    await first.getByText('Company name is required').waitFor();
    await first.getByRole('textbox', { name: 'Company name' }).fill('Najd Trading Co.');
    await first.getByRole('textbox', { name: 'Commercial registration number' }).fill('1010123456');
    await first.getByRole('textbox', { name: 'Established year' }).fill('2018');
    await first.getByRole('textbox', { name: 'Building number' }).fill('7421');
    await first.getByRole('textbox', { name: 'Street' }).fill('King Fahd Road');
    await first.getByRole('textbox', { name: 'District' }).fill('Al Olaya');
    await first.getByRole('textbox', { name: 'Postal code' }).fill('122');
    await first.getByRole('textbox', { name: 'Company telephone' }).fill('0112345678');
    await first.getByRole('textbox', { name: 'Tax ID (VAT number)' }).fill('310123456700003');
    await first.getByRole('button', { name: 'Save and continue' }).click();
    await first.getByText('Postal code should be 5 digits').waitFor();
    await first.getByRole('textbox', { name: 'Postal code' }).fill('12214');
    await uploadDocument(first, 'cr.pdf');
    await first.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: the account's name is already there.
    await stepHeading(first, 'Contact details').waitFor();
    assert.notEqual(await first.getByRole('textbox', { name: 'First name' }).inputValue(), '');
    await choose(first, 'Title', 'Mr.');
    await first.getByRole('textbox', { name: 'First name' }).fill('Faisal');
    await first.getByRole('textbox', { name: 'Last name' }).fill('Al-Harbi');
    await first.getByRole('textbox', { name: 'National ID or Iqama' }).fill('1023456789');
    await first.getByRole('textbox', { name: 'Contact number' }).fill('0551234567');
    await first.getByRole('textbox', { name: 'Email' }).fill('faisal.harbi@najd-trading.sa');
    await uploadDocument(first, 'id.pdf');
    await first.getByRole('button', { name: 'Save and continue' }).click();

    // Step 3 opens; the applicant leaves.
    await stepHeading(first, 'Loan details').waitFor();
    await first.context().close();

    // Another device: the draft resumes at step 3 with the earlier steps kept.
    const second = await signIn(COMPANY);
    await second.goto('/sme-bank/apply-loans');
    await second.getByText('Your saved draft has been restored.').waitFor();
    await stepHeading(second, 'Loan details').waitFor();
    await second.getByRole('textbox', { name: 'Loan amount (SAR)' }).fill('500000');
    await second.getByRole('textbox', { name: 'Repayment period (years)' }).fill('3');
    await second.getByRole('textbox', { name: 'Annual revenue (SAR)' }).fill('6500000');
    await second.getByRole('textbox', { name: 'Number of employees' }).fill('32');
    await choose(second, 'Loan purpose', 'Working capital');
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await second.getByLabel('Expected start date').fill(start);
    await second
      .getByRole('textbox', { name: 'Describe what the loan is for' })
      .fill('Stock for the new Qassim branch and supplier terms.');
    await second.getByRole('button', { name: 'Save and continue' }).click();

    // Step 4: the guarantee type appears once guarantees are offered.
    await stepHeading(second, 'Business plan details').waitFor();
    const answer = async (question: string, value: 'Yes' | 'No') =>
      second.getByRole('radiogroup', { name: question }).getByRole('radio', { name: value }).check();
    await answer('Do you have financial statements?', 'Yes');
    await answer('Are they audited?', 'Yes');
    await answer('Do you have bank statements?', 'No');
    await answer('Do you have a financial plan?', 'No');
    await answer('Can you provide guarantees?', 'Yes');
    await choose(second, 'Guarantee type', 'Commercial real estate');
    await answer('Would you like help with your business plan?', 'Yes');
    await second.getByRole('button', { name: 'Save and continue' }).click();

    // Step 5: the packages side by side.
    await stepHeading(second, 'Package comparison').waitFor();
    await second.getByRole('button', { name: 'Select' }).first().click();
    await second.getByRole('button', { name: 'Save and continue' }).click();

    // Step 6: the pre-check warns; terms; submit and pay.
    await stepHeading(second, 'Payment details').waitFor();
    await second.getByText('Eligibility pre-check').waitFor();
    await second.getByText('You have no bank statements', { exact: false }).waitFor();
    await second.getByRole('button', { name: 'Submit and pay' }).click();
    await second.getByText('Please accept the terms and conditions').waitFor();
    await second.getByRole('checkbox').check();
    await second.getByRole('button', { name: 'Submit and pay' }).click();
    await second.waitForURL(/\/payments?\//);
    await second.getByText('Loan application submitted. Our team will contact you.').waitFor();

    // The team moves it on.
    const admin = await signIn(ADMIN);
    await admin.goto('/admin/loan-applications');
    await admin.getByRole('heading', { level: 1, name: 'Loan applications' }).waitFor();
    const card = admin.getByRole('article', { name: 'Najd Trading Co.' }).first();
    await card.getByRole('combobox', { name: 'New status', exact: true }).click();
    await admin.getByRole('option', { name: 'Under review', exact: true }).click();
    await card.getByRole('button', { name: 'Move' }).click();
    await admin.getByText('The application is now: Under review').waitFor();

    // The applicant sees it in the timeline.
    await second.goto('/dashboard/company/loan-applications');
    const mine = second.getByRole('article', { name: 'Najd Trading Co.' }).first();
    await mine.getByText('Under review').first().waitFor();
    await mine.getByText('Submitted', { exact: true }).first().waitFor();
  });
});
