import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { SAMPLE_PDF } from '../support/registration.ts';

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

/** Chooses `name` as the only file input of the current step, and waits for its name to show. */
async function chooseFile(page: Page, name: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await page.getByText(name, { exact: true }).waitFor();
}

describe('registration forms: shareholder and investor journeys', () => {
  it('a visitor registers as an individual shareholder through the four steps, with the three proofs uploaded', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/shareholder-account-type');
    await page.getByRole('link', { name: /Individual shareholder/ }).click();
    await page.waitForURL(/\/individual-shareholder$/);
    await page.getByRole('heading', { name: 'Register as an individual shareholder' }).waitFor();

    // Step 1: the company whose shares are held; its document is required.
    await page.getByRole('textbox', { name: 'Company name' }).fill('Nakheel Dates Trading');
    await page.getByRole('textbox', { name: 'Commercial registration number' }).fill('1010456789');
    await page.getByRole('textbox', { name: 'Company address' }).fill('King Fahd Road, Al Olaya, Riyadh 12214');
    await page.getByRole('textbox', { name: 'Company phone number' }).fill('0112345678');
    await page.getByRole('textbox', { name: 'Email' }).fill(`sara.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('No file Choosen').waitFor();
    await chooseFile(page, 'commercial-registration.pdf');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the person, with the title from the lookup list.
    await page.getByRole('heading', { name: 'Personal details', level: 2 }).waitFor();
    await page.getByRole('combobox', { name: 'Title' }).click();
    await page.getByRole('option', { name: 'Ms.' }).click();
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Sara');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Al Otaibi');
    await page.getByRole('textbox', { name: 'First name in Arabic' }).fill('سارة');
    await page.getByRole('textbox', { name: 'Last name in Arabic' }).fill('العتيبي');
    await page.getByRole('textbox', { name: 'National ID or Iqama number' }).fill('1098765432');
    await chooseFile(page, 'national-id.pdf');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the holding; more than 100 percent is refused.
    await page.getByRole('heading', { name: 'Shareholding and documents', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Shareholding percentage' }).fill('120');
    await page.getByText('Percentage should be more than 0 and at most 100').waitFor();
    await page.getByRole('textbox', { name: 'Shareholding percentage' }).fill('12.5');
    await chooseFile(page, 'share-certificate.pdf');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: both declarations are required.
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Please accept the terms and conditions').waitFor();
    await page.getByRole('checkbox', { name: 'I have read and accept the terms and conditions.' }).check();
    await page.getByRole('checkbox', { name: /technology facilitator/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    await page.waitForURL(/\/shareholder-registration-submission$/);
    await page.getByRole('heading', { name: 'Your shareholder registration has been submitted' }).waitFor();
    await page.getByText(/Application reference: \d+/).waitFor();
    assert.equal(
      await page.evaluate(() => window.sessionStorage.getItem('hissa.registration.draft.individual-shareholder')),
      null,
    );
    await context.close();
  });

  it('in Arabic, Next on the empty first step of the individual investor form shows the required-field messages in Arabic', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    const page = await context.newPage();
    await page.goto('/individual-investor');
    await page.getByRole('heading', { name: 'سجّل بصفتك مستثمرًا فردًا' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');

    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByText('الاسم الأول مطلوب').waitFor();
    await page.getByText('المسمى الوظيفي مطلوب').waitFor();
    // The Arabic forms of the names are asked too, and optional: no message for them.
    await page.getByRole('textbox', { name: 'الاسم الأول بالعربية' }).fill('Majed');
    await page.getByText('اكتب الاسم العربي بحروف عربية فقط، مع مسافة أو شرطة بين الكلمات').waitFor();
    await page.getByRole('textbox', { name: 'الاسم الأول بالعربية' }).fill('ماجد');
    await page
      .getByText('اكتب الاسم العربي بحروف عربية فقط، مع مسافة أو شرطة بين الكلمات')
      .waitFor({ state: 'detached' });
    // The form stays on its first step until the step is valid.
    await page.getByText('الخطوة ١ من ٥').waitFor();
    await context.close();
  });
});
