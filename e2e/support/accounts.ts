import type { Browser, Page } from 'playwright-core';
import { newContext } from './browser.ts';

/** The password of every seeded demo account (apps/api/src/modules/demo/demo-users.ts). */
export const DEMO_PASSWORD = 'Hissa@2026';

/** Where the web keeps the signed-in user's token (apps/web/src/lib/session/session.ts). */
export const TOKEN_STORAGE_KEY = 'hissa.idToken';

/** Where a signed-in shareholder, investor, company user or admin lands. */
const DASHBOARD_LANDING = /\/(dashboard|admin)(\/|$)/;

/** Fills the login form (English labels) with `email` and `password` and submits it. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs the demo account `email` in through the login page, in a new desktop context of
 * `browser` on `baseUrl`, and waits for its landing page (a dashboard or the admin console
 * unless `landing` says otherwise). Close the page's context when done.
 */
export async function signIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  landing: RegExp = DASHBOARD_LANDING,
): Promise<Page> {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await logIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(landing);
  return page;
}
