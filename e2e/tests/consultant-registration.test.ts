import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { waitForMailText } from '../support/outbox.ts';
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

/** Picks `option` in the select labelled `label`, typing `search` first when the list is long. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a 6-digit code into the code boxes (the cursor moves on by itself) and presses Verify. */
async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6', exact: true }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify email', exact: true }).click();
}

describe('consultant registration: e-mail verification by code, submission and admin approval', () => {
  const email = `huda.${Date.now()}@example.com`;

  it('a visitor registers as a financial consultant, verifying the e-mail with the mailed code', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/registration');
    await page.getByRole('link', { name: /Financial consultant/ }).click();
    await page.waitForURL(/\/financial-consultant-registration$/);
    await page.getByRole('heading', { name: 'Register as an independent financial consultant' }).waitFor();

    // 1. Personal details; Saudi Arabia is the default country, so the city comes from the list.
    await choose(page, 'Title', 'Dr.');
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Huda');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Alzahrani');
    await page.getByRole('textbox', { name: 'First name in Arabic' }).fill('هدى');
    await page.getByRole('textbox', { name: 'Last name in Arabic' }).fill('الزهراني');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0559876543');
    await page.getByRole('textbox', { name: 'National ID or Iqama number' }).fill('1087654321');
    await choose(page, 'City', 'Riyadh', 'Riyadh');
    await choose(page, 'English proficiency', 'Advanced');
    await choose(page, 'Arabic proficiency', 'Native or bilingual');
    await page.getByRole('button', { name: 'Next' }).click();

    // 2. The e-mail is verified before anything else: Next alone asks for the code.
    await page.getByRole('heading', { name: 'Email verification', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Verification code is required').waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We have sent a 6-digit verification code to your email.').waitFor();
    // A new code only after the countdown: the button counts down and stays disabled.
    const resend = page.getByRole('button', { name: /^Resend code in \d+ s$/ });
    await resend.waitFor();
    assert.ok(await resend.isDisabled());
    const code = await waitForMailText(server.dataDir, email, /Your verification code is (\d{6})/);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await enterCode(page, wrongCode);
    await page.getByText('Incorrect OTP').waitFor();
    await enterCode(page, code);
    await page.getByText('Your email is verified').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. Education: the CFA level is asked only of those who are not charterholders; one
    // other certificate with its file.
    await page.getByRole('heading', { name: 'Education', level: 2 }).waitFor();
    await choose(page, 'Highest degree', "Master's degree");
    await choose(page, 'Field of study', 'Finance');
    await page.getByRole('textbox', { name: 'Institution' }).fill('King Fahd University of Petroleum and Minerals');
    await choose(page, 'Graduation year', '2010', '2010');
    await page.getByRole('radio', { name: 'Yes' }).check();
    assert.equal(await page.getByRole('combobox', { name: 'CFA Program level' }).count(), 0);
    await page.getByRole('radio', { name: 'No' }).check();
    await choose(page, 'CFA Program level', 'Level II');
    await page.getByRole('button', { name: 'Add a certificate' }).click();
    await page.getByRole('heading', { name: 'Certificate 1' }).waitFor();
    await page.getByRole('textbox', { name: 'Certificate', exact: true }).fill('SOCPA Fellowship');
    await page.getByRole('textbox', { name: 'Issuing institution' }).fill('SOCPA');
    await page.getByLabel('Issue date').fill('2014-06-15');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'socpa-fellowship.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await page.getByText('socpa-fellowship.pdf').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    // 4. Experience and expertise.
    await page.getByRole('heading', { name: 'Experience', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Current job title' }).fill('Senior Valuation Manager');
    await page.getByRole('textbox', { name: 'Employer name' }).fill('Riyadh Advisory');
    await choose(page, 'Employer type', 'Consulting firm');
    await page.getByRole('textbox', { name: 'Location' }).fill('Riyadh, Saudi Arabia');
    await choose(page, 'Start year', '2016', '2016');
    await choose(page, 'Years of experience', '11-15 years');
    await page
      .getByRole('textbox', { name: 'Job summary' })
      .fill('Leads valuations and financial due diligence for private company transactions.');
    await choose(page, 'Industry of expertise', 'Banking');
    await choose(page, 'Area of expertise', 'Business Valuation');
    await page.getByRole('button', { name: 'Next' }).click();

    // 5. Freelancing; the currency starts as the Saudi riyal.
    await page.getByRole('heading', { name: 'Freelancing', level: 2 }).waitFor();
    await choose(page, 'Availability', 'Part time');
    await choose(page, 'Projects per week', '1 project');
    await choose(page, 'Reason for applying', 'Earn additional income');
    assert.equal(await page.getByRole('combobox', { name: 'Preferred currency' }).inputValue(), 'Saudi Riyal');
    await choose(page, 'Preferred hourly rate', 'SAR 100-199 per hour');
    await page.getByRole('button', { name: 'Next' }).click();

    // 6. The ID proof and the résumé are required, then the terms.
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('No file Choosen').first().waitFor();
    const files = page.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: 'national-id.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await files.nth(1).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await page.getByText('resume.pdf').waitFor();
    await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions.' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    await page.waitForURL(/\/financial-consultation-submission$/);
    await page.getByRole('heading', { name: 'Your consultant application has been submitted' }).waitFor();
    assert.equal(
      await page.evaluate(() => window.sessionStorage.getItem('hissa.registration.draft.financial-consultation')),
      null,
    );
    await context.close();
  });

  it('the admin sees the city and country by name and approves it; the first sign-in asks for a new password', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const drawer = await openSubmittedRegistration(page, 'Huda Alzahrani');
    await drawer.getByText('Saudi Arabia', { exact: true }).waitFor();
    await drawer.getByText('Riyadh', { exact: true }).waitFor();
    await drawer.getByText('Level II', { exact: true }).waitFor();
    await drawer.getByText('هدى', { exact: true }).waitFor();
    await drawer.getByText('الزهراني', { exact: true }).waitFor();
    for (const fileName of ['national-id.pdf', 'resume.pdf', 'socpa-fellowship.pdf']) {
      await drawer.getByRole('button', { name: `Download ${fileName}` }).waitFor();
    }
    await approveOpenRegistration(page, drawer, 'Huda Alzahrani');
    await context.close();

    // Consultants have no dashboard (contracts user-types.ts DASHBOARD_USER_TYPES: 3-7, 9 and 11): they land on the
    // home page, where the change-password dialog opens by itself.
    await signInFirstTime(browser, server, email, /\/home$/);
  });
});
