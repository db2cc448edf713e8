import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { DEMO_PASSWORD, logIn, TOKEN_STORAGE_KEY } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { waitForMailLink } from '../support/outbox.ts';

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

describe('auth: login, forced and voluntary password change, reset by e-mail, logout and guards', () => {
  it('shows the server message for a wrong password, then signs the company user in to its dashboard', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.waitForURL(/\/auth\/login$/);
    await page.waitForFunction(() => document.title === 'Login | Hissa');
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    assert.equal(await submit.isDisabled(), true, 'submit is disabled while the form is invalid');

    await logIn(page, 'company@demo.hissa.sa', 'Wrong@2026x');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });

    await logIn(page, 'company@demo.hissa.sa', DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/company\/home$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Faisal' }).waitFor();
    await page.getByText('Faisal Al-Qahtani', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Account menu: Faisal Al-Qahtani' }).waitFor();

    // A signed-in user who opens the login page goes straight back to their dashboard.
    await page.goto('/auth/login');
    await page.waitForURL(/\/dashboard\/company\/home$/);
    await context.close();
  });

  it('forces a first-time user through the change-password dialog, logs them out, and accepts the new password', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await logIn(page, 'first.login@demo.hissa.sa', DEMO_PASSWORD);
    await page.waitForURL(/\/change-password$/);

    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Cancel' }).count(), 0, 'no cancel and no close icon');
    await page.keyboard.press('Escape');
    await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh@2027');
    await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Fresh@2027');
    await dialog.getByRole('button', { name: 'Change password' }).click();

    // Not a buyer: logged out, told to log in with the new password.
    await page.waitForURL(/\/auth\/login$/);
    await page.getByText('Please log in with your new password.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY), null);

    await logIn(page, 'first.login@demo.hissa.sa', 'Fresh@2027');
    await page.waitForURL(/\/dashboard\/investor\/home$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Omar' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link, then logs in with it', async () => {
    const email = 'individual.shareholder@demo.hissa.sa';
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/auth\/forget-password$/);
    await page.waitForFunction(() => document.title === 'Forgot password | Hissa');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL(/\/auth\/success-reset\?email=/);
    await page.getByText(email).waitFor();

    const resetPath = await waitForMailLink(server.dataDir, email, /\/auth\/reset-password\/[A-Za-z0-9_-]+/);
    await page.goto(resetPath);
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Reset@2027');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Reset@2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(/\/auth\/success-password-change$/);

    // The link is single use: opening it again goes silently to login.
    await page.goto(resetPath);
    await page.waitForURL(/\/auth\/login$/);

    await logIn(page, email, 'Reset@2027');
    await page.waitForURL(/\/dashboard\/shareholder\/home$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sara' }).waitFor();
    await context.close();
  });

  it('fills the form from the demo panel, keeps the buyer cookie, and logging out clears the session for good', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Use the Buyer demo account (buyer@demo.hissa.sa)' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // Buyers land on the services marketplace home, signed in.
    await page.waitForURL(/\/sp\/public\/top-recommendations$/);
    await page.getByText('Welcome, Lama').waitFor();
    const menu = page.getByRole('button', { name: 'Account menu: Lama Al-Subaie' });
    await menu.waitFor();
    const tokenCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'hissa_token');
    const cookie = await tokenCookie();
    assert.ok(cookie, 'buyers get the token cookie');
    assert.ok(cookie.expires > Date.now() / 1000 + 364 * 24 * 3600, 'the cookie lasts 365 days');
    assert.equal(
      await page.getByRole('link', { name: 'Sitemap' }).count(),
      0,
      'footer links are for signed-out visitors',
    );

    await menu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/auth\/login$/);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY), null);
    assert.equal(await tokenCookie(), undefined);

    await page.reload();
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Register' }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: /^Account menu/ }).count(), 0);
    await context.close();
  });

  it('lets a first-time buyer change the password and go on, still signed in, to the services marketplace', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await logIn(page, 'first.buyer@demo.hissa.sa', DEMO_PASSWORD);
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh@2027');
    await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Fresh@2027');
    await dialog.getByRole('button', { name: 'Change password' }).click();

    await page.waitForURL(/\/sp\/public\/top-recommendations$/);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Services marketplace' }).waitFor();
    await page.getByText('Welcome, Nawaf').waitFor();
    assert.ok(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY), 'the buyer stays signed in');

    // A popular category narrows the providers; the filter is kept in the URL and can be reset.
    const summary = page.getByRole('status').filter({ hasText: /^Showing/ });
    const everyProvider = await summary.textContent();
    const chip = page.getByRole('group', { name: 'Popular categories' }).locator('label').first();
    const category = (await chip.textContent())?.trim() ?? '';
    await chip.click();
    await page.waitForURL(/[?&]category=\d{2}/);
    await page.getByRole('checkbox', { name: category, checked: true }).waitFor({ state: 'attached' }); // visually hidden behind its chip
    await page.waitForFunction(
      (before) =>
        !document.querySelector('[aria-busy="true"]') &&
        Array.from(document.querySelectorAll('[role="status"]')).some(
          (node) => node.textContent?.startsWith('Showing') && node.textContent !== before,
        ),
      everyProvider,
    );
    const cards = page.getByRole('region', { name: 'Recommended providers' }).getByRole('listitem');
    for (const text of await cards.allInnerTexts()) assert.ok(text.includes(category), text);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL(/\/top-recommendations$/);
    await summary.filter({ hasText: everyProvider ?? '' }).waitFor();
    await context.close();
  });

  it('lands the service-provider user on their company profile editor, with the view buyers see', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    const page = await context.newPage();
    await page.goto('/auth/login');
    await logIn(page, 'service.provider@demo.hissa.sa', DEMO_PASSWORD);
    await page.waitForURL(/\/sp\/sp-profile$/);
    await page.getByRole('heading', { level: 1, name: 'Edit your company profile' }).waitFor();
    const viewAsBuyer = page.getByRole('link', { name: 'View as buyers see it' });
    await viewAsBuyer.waitFor(); // shown once the profile has loaded
    await viewAsBuyer.click();
    await page.waitForURL(/\/sp\/sp-view-profile$/);
    await page.getByRole('link', { name: 'Back to the editor' }).waitFor();
    const name = (await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
    assert.ok(name, 'the provider company is named');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('sends an unauthenticated visit to a dashboard to login, and back there after signing in', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/dashboard/company/home');
    await page.waitForURL(/\/auth\/login\?next=%2Fdashboard%2Fcompany%2Fhome$/);
    await page.getByRole('heading', { level: 1, name: 'Log in to Hissa' }).waitFor();
    await context.close();
  });

  it('shows the login page in Arabic, right to left, with the server message in Arabic after a wrong password', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    await context.addInitScript(() => localStorage.setItem('hissa.language', 'ar'));
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى حصة' }).waitFor();
    await page.waitForFunction(() => document.title === 'تسجيل الدخول | حصة');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill('company@demo.hissa.sa');
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Wrong@2026x');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' }).waitFor();
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).waitFor();
    await context.close();
  });

  it('has no serious accessibility violations on the login and forgot-password pages', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    for (const path of ['/auth/login', '/auth/forget-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await seriousViolations(page), [], path);
    }
    await context.close();
  });
});
