import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { seriousViolations } from '../support/axe.ts';
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

describe('shell: header search, language and page-not-found', () => {
  it('searches a real listed company from the header and opens its profile', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByRole('button', { name: 'Search companies' }).click();
    await page.getByRole('combobox', { name: 'Search companies' }).fill('Jarir');
    const group = page.getByText('Listed Companies', { exact: true });
    await group.waitFor();
    await page.getByRole('option', { name: 'Jarir Marketing Co.' }).click();
    await page.waitForURL(/\/company-profile-detail-view\/jarir-marketing-co-\d+$/);
    await page.getByRole('heading', { name: 'Jarir Marketing Co.' }).waitFor();
    await page.getByText('4190').first().waitFor();
    assert.match(await page.title(), /Jarir Marketing Co\./);
    await context.close();
  });

  it('shows "Not Found" with the request-to-add links when nothing matches', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByRole('button', { name: 'Search companies' }).click();
    await page.getByRole('combobox', { name: 'Search companies' }).fill('zzqx nothing');
    await page.getByRole('link', { name: 'Request to add as SP' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Request to add as Company' }).count(), 2);
    await context.close();
  });

  it('switches to Arabic: right-to-left layout, Arabic labels and Arabic company names, remembered on reload', async () => {
    const context = await newContext(browser, server.baseUrl, 'phone');
    const page = await context.newPage();
    await page.goto('/companies?type=listed');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
    await page.getByRole('heading', { name: 'الشركات', exact: true }).waitFor();
    await page.getByText('شركة جرير للتسويق').or(page.getByText('مصرف الراجحي')).first().waitFor();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('button', { name: 'البحث عن الشركات' }).click();
    await page.getByRole('combobox', { name: 'البحث عن الشركات' }).fill('البنك الاهلي');
    await page.getByRole('option', { name: 'البنك الأهلي السعودي' }).waitFor();
    await context.close();
  });

  it('sends unknown paths to page-not-found with a Home button', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found!' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(/\/home$/);
    await context.close();
  });

  it('has no serious accessibility violations on home, companies and a profile', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    for (const path of ['/home', '/companies']) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await seriousViolations(page), [], path);
    }
    await context.close();
  });
});

describe('shell: browser security policy', () => {
  it('serves pages under the Content-Security-Policy, with no referrer on a reset link page', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const answer = await page.goto('/auth/reset-password/3q2-7wEjL0QLmbFf0cG5Cg');
    const headers = answer?.headers() ?? {};
    assert.match(headers['content-security-policy'] ?? '', /script-src 'self' 'wasm-unsafe-eval';/);
    assert.equal(headers['referrer-policy'], 'no-referrer');
    await page.getByRole('main').waitFor();
    await page.goto('/home');
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    // close() fails when the policy refused a script, style, image or call on these pages
    await context.close();
  });

  it('shows the Swagger UI at /api-docs under the same policy', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const answer = await page.goto('/api-docs');
    assert.match(answer?.headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    await page.locator('.swagger-ui .info .title').filter({ hasText: 'Hissa API' }).waitFor();
    await page.getByText('/auth-api/login').first().waitFor();
    await context.close();
  });
});
