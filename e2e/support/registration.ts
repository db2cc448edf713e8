import type { Browser, Locator, Page } from 'playwright-core';
import type { AppServer } from './app-server.ts';
import { newContext } from './browser.ts';
import { DEMO_PASSWORD, logIn } from './accounts.ts';
import { waitForMailText } from './outbox.ts';

/** The demo admin who reviews registrations (seeded, password of every demo account). */
const ADMIN = { email: 'admin@demo.hissa.sa', password: DEMO_PASSWORD };

/** A tiny but well-formed PDF (the server checks uploads by their content). */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Signs in as the demo admin, opens Registration review from the admin home and the
 * submitted application of `applicantName`; returns its drawer.
 */
export async function openSubmittedRegistration(page: Page, applicantName: string): Promise<Locator> {
  await page.goto('/auth/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL(/\/admin$/);
  await page.getByRole('link', { name: /Registration review/ }).click();
  await page.waitForURL(/\/admin\/registrations/);
  await page.getByRole('heading', { name: 'Registration review' }).waitFor();
  await page.getByRole('button', { name: `Review the application of ${applicantName}` }).click();
  return page.getByRole('dialog');
}

/**
 * Approves the application open in `drawer` through its confirmation dialog, then waits for
 * the durable outcome: it leaves the Submitted queue and shows under Approved (the success
 * toast closes by itself, so the test does not wait for it).
 */
export async function approveOpenRegistration(page: Page, drawer: Locator, applicantName: string): Promise<void> {
  await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this application?' });
  await confirm.getByText(/creates the account and e-mails the sign-in details/).waitFor();
  await confirm.getByRole('button', { name: 'Approve and send' }).click();
  const row = page.getByRole('button', { name: `Review the application of ${applicantName}` });
  await row.waitFor({ state: 'detached' });
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Approved', { exact: true }).click();
  await row.waitFor();
}

/**
 * Reads the temporary password mailed to `email` on approval, signs in with it in a fresh
 * browser context, and waits for the user's landing page (`landingPath`: a dashboard's guard
 * sends first-time users to /change-password; a user without a dashboard lands on /home) with
 * the change-password dialog a first sign-in cannot get past.
 */
export async function signInFirstTime(
  browser: Browser,
  server: AppServer,
  email: string,
  landingPath: RegExp,
): Promise<void> {
  const password = await waitForMailText(server.dataDir, email, /Temporary password: (\S+)/);
  const context = await newContext(browser, server.baseUrl);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await logIn(page, email, password);
  await page.waitForURL(landingPath);
  await page
    .getByRole('dialog')
    .getByText('For your security, choose your own password before you continue.')
    .waitFor();
  await context.close();
}
