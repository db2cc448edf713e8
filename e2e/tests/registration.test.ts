import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

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

/** A tiny but well-formed PDF (the server checks uploads by their content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Mail bodies may be quoted-printable or base64; this returns the readable text of an .eml. */
function readableMail(raw: string): string {
  const decodedQp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((match) =>
    Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [decodedQp, ...base64Parts].join('\n');
}

/** Waits for the credentials mail to `to` in DATA_DIR/outbox and returns the temporary password. */
async function waitForTemporaryPassword(to: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      // no mail yet
    }
    for (const name of names) {
      const text = readableMail(readFileSync(path.join(outbox, name), 'utf8'));
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      const password = /Temporary password: (\S+)/.exec(text)?.[1];
      if (password) return password;
    }
    if (Date.now() > deadline) throw new Error(`no credentials mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

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

    await page.getByRole('textbox', { name: 'First name' }).fill('Khalid');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Alharbi');
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
    await page.locator('input[type="file"]').setInputFiles({ name: 'id-document.pdf', mimeType: 'application/pdf', buffer: PDF });
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
    await logIn(page, 'admin@demo.hissa.sa', 'Hissa@2026');
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: /Registration review/ }).click();
    await page.waitForURL(/\/admin\/registrations/);
    await page.getByRole('heading', { name: 'Registration review' }).waitFor();
    await page.getByRole('button', { name: 'Review the application of Khalid Alharbi' }).click();

    const drawer = page.getByRole('dialog');
    await drawer.getByText('Nakheel Dates Trading', { exact: true }).waitFor();
    await drawer.getByText('id-document.pdf', { exact: false }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Download id-document.pdf' }).click()]);
    assert.equal(download.suggestedFilename(), 'id-document.pdf');

    await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this application?' });
    await confirm.getByText(/creates the account and e-mails the sign-in details/).waitFor();
    await confirm.getByRole('button', { name: 'Approve and send' }).click();
    // The list refreshes: the application leaves the Submitted queue and shows under Approved.
    // (The success toast closes by itself after a few seconds, so the test waits for the list.)
    await page.getByRole('button', { name: 'Review the application of Khalid Alharbi' }).waitFor({ state: 'detached' });
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Approved', { exact: true }).click();
    await page.getByRole('button', { name: 'Review the application of Khalid Alharbi' }).waitFor();
    await context.close();

    const password = await waitForTemporaryPassword(email);
    const applicant = await newContext(browser, server.baseUrl);
    const applicantPage = await applicant.newPage();
    await logIn(applicantPage, email, password);
    await applicantPage.waitForURL(/\/change-password/);
    await applicantPage.getByText('For your security, choose your own password before you continue.').waitFor();
    await applicant.close();
  });
});
