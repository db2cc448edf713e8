import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * Small things users notice: the company profile's tab strip on phones, the change-password
 * dialog's errors, the companies list's Established column, the login page's demo accounts, and
 * one digit system per page in Arabic.
 */

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

/** A visitor's page in `viewport`, in `language`. */
async function visitorPage(viewport: 'desktop' | 'phone', language: 'en' | 'ar'): Promise<Page> {
  const page = await (await newContext(browser, server.baseUrl, viewport)).newPage();
  await page.goto('/home');
  await page.evaluate((chosen) => window.localStorage.setItem('hissa.language', chosen), language);
  return page;
}

/** Whether the tab named `name` lies wholly inside the visible part of the tab strip. */
async function isTabInStrip(page: Page, name: string): Promise<boolean> {
  const strip = await page.getByRole('tablist').boundingBox();
  const tab = await page.getByRole('tab', { name, exact: true }).boundingBox();
  assert.ok(strip && tab);
  return tab.x >= strip.x - 1 && tab.x + tab.width <= strip.x + strip.width + 1;
}

describe('the company profile tab strip on a phone', () => {
  for (const [language, team, basic] of [
    ['en', 'Team', 'Basic details'],
    ['ar', 'فريق العمل', 'المعلومات الأساسية'],
  ] as const) {
    it(`scrolls the active tab into view and hints at more tabs (${language})`, async () => {
      const page = await visitorPage('phone', language);
      try {
        await page.goto('/company-profile-detail-view/riyad-bank-1?tab=team');
        await page.getByRole('tab', { name: team, exact: true, selected: true }).waitFor();
        const strip = page.getByRole('tablist');
        assert.ok(await isTabInStrip(page, team), 'the active tab is in view');
        assert.ok(await strip.evaluate((element) => element.scrollWidth > element.clientWidth), 'the strip scrolls');
        assert.equal(await strip.getAttribute('data-more-start'), '', 'a hint that tabs lie before');
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1));

        await page.getByRole('tab', { name: basic, exact: true }).click();
        await page.getByRole('tab', { name: basic, exact: true, selected: true }).waitFor();
        await page.waitForTimeout(300);
        assert.ok(await isTabInStrip(page, basic), 'the first tab back in view');
        assert.equal(await strip.getAttribute('data-more-end'), '', 'a hint that tabs lie after');
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('the change-password dialog', () => {
  it('shows no error until a field is used', async () => {
    const page = await signIn(browser, server.baseUrl, 'company@demo.hissa.sa');
    try {
      await page.getByRole('button', { name: 'Change password' }).first().click();
      const current = page.getByRole('dialog').getByLabel('Current password');
      await current.waitFor();
      await page.waitForTimeout(500);
      assert.equal(await page.getByText('Current password is required').count(), 0, 'no error on opening');
      await current.fill('x');
      await current.fill('');
      await page.getByText('Current password is required').waitFor();
    } finally {
      await page.context().close();
    }
  });
});

describe('the companies list', () => {
  it('shows the year each company was established', async () => {
    const page = await visitorPage('desktop', 'en');
    try {
      await page.goto('/companies');
      const firstRow = page.locator('tbody tr').first();
      await firstRow.waitFor();
      assert.match(await firstRow.locator('td').last().innerText(), /^(19|20)\d\d$/);
    } finally {
      await page.context().close();
    }
  });
});

describe('the login page demo accounts', () => {
  it('are in view at 1366×900 with their whole e-mails', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/auth/login');
      const last = page.getByRole('button', { name: /first\.buyer@demo\.hissa\.sa/ });
      await last.waitFor();
      const box = await last.boundingBox();
      assert.ok(box && box.y + box.height <= 900, 'the last account is above the fold');
      const cut = await page
        .locator('section[aria-labelledby="demo-accounts-title"] bdi')
        .evaluateAll((emails) => emails.filter((email) => email.scrollWidth > email.clientWidth + 1).length);
      assert.equal(cut, 0, 'no e-mail is cut off');
    } finally {
      await context.close();
    }
  });
});

describe('one digit system per page in Arabic', () => {
  it('writes the numbers of sentences in Arabic-Indic digits', async () => {
    const page = await visitorPage('desktop', 'ar');
    try {
      await page.goto('/individual-shareholder');
      await page
        .getByText(/أقل من ٢ ميجابايت/)
        .first()
        .waitFor();
      assert.equal(await page.getByText(/أقل من 2 ميجابايت/).count(), 0);
    } finally {
      await page.context().close();
    }
  });
});

describe('an Arabic page in one language and one digit system (decision 044)', () => {
  it('greets with the Arabic form of the name and writes lookup names in Arabic-Indic digits', async () => {
    const page = await signIn(browser, server.baseUrl, 'company@demo.hissa.sa');
    try {
      await page.evaluate(() => window.localStorage.setItem('hissa.language', 'ar'));
      await page.goto('/dashboard/company/home');
      await page.getByRole('heading', { level: 1, name: 'مرحبًا، فيصل' }).waitFor();

      await page.goto('/dashboard/company/update-profile');
      const employees = page.getByLabel('عدد الموظفين', { exact: true }).first();
      await employees.waitFor();
      // The select shows its value once the lookup list has come.
      await page.waitForFunction(() => {
        const label = Array.from(document.querySelectorAll('label')).find((item) =>
          item.textContent?.startsWith('عدد الموظفين'),
        );
        const input = label ? document.getElementById(label.htmlFor) : null;
        return input instanceof HTMLInputElement && input.value !== '';
      });
      const value = await employees.inputValue();
      assert.match(value, /[٠-٩]/, `the employee range in Arabic-Indic digits: ${value}`);
      assert.doesNotMatch(value, /[0-9]/, `no Latin digit in: ${value}`);
    } finally {
      await page.context().close();
    }
  });
});
