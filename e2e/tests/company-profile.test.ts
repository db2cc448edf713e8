import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { DEMO_PASSWORD, signIn as signInAs } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

const COMPANY_USER = 'company@demo.hissa.sa';

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

/** The demo company user's company: its id and English name (GET main-profile). */
async function demoCompany(): Promise<{ companyId: number; nameEn: string }> {
  const login = await fetch(`${server.baseUrl}/auth-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: COMPANY_USER, password: DEMO_PASSWORD }),
  });
  const { idToken } = (await login.json()) as { idToken: string };
  const response = await fetch(`${server.baseUrl}/user-api/company/main-profile`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: { companyId: number; nameEn: string } }).data;
}

/** Signs a demo account in through the login page and waits for its dashboard. */
const signIn = (email: string): Promise<Page> => signInAs(browser, server.baseUrl, email);

async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // a toast fading out is measured half transparent: check the page once toasts have closed
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 15_000 });
  assert.deepEqual(await seriousViolations(page), [], where);
}

describe('company profile: the company user edits the profile and publishes news, visitors see them', () => {
  it('updates the description and the team, publishes an announcement, and the public profile tabs show them', async () => {
    const { companyId, nameEn } = await demoCompany();
    const description = `${nameEn} builds cold-chain storage across the Kingdom.`;
    const headline = 'Board approves the opening of a Jeddah branch';
    const page = await signIn(COMPANY_USER);

    // 1. From the side navigation to the profile editor.
    await page.getByRole('link', { name: 'Company profile', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: nameEn }).waitFor();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit company profile' }).waitFor();

    // 2. The description, saved with the other company details.
    const englishDescription = page.getByRole('textbox', { name: 'Description (English)' });
    await englishDescription.fill(description);
    await page.getByRole('button', { name: 'Save company details' }).click();
    await page.getByText('Company profile saved.').waitFor();

    // 3. A new team member: the contract's messages first, then the saved card.
    await page.getByRole('tab', { name: 'Team & awards' }).click();
    assert.match(page.url(), /section=team/);
    await page.getByRole('button', { name: 'Add team member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team member' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required (in English, Arabic or both).').waitFor();
    await dialog.getByText('Biography is required (in English, Arabic or both).').waitFor();
    await dialog.getByRole('textbox', { name: 'Full name (English)' }).fill('Nora Al Saud');
    await dialog.getByRole('textbox', { name: 'Full name (Arabic)' }).fill('نورة آل سعود');
    await dialog.getByRole('textbox', { name: 'Job title (English)' }).fill('Head of Investor Relations');
    await dialog
      .getByRole('textbox', { name: 'Biography (English)' })
      .fill('Nora leads investor relations and reporting to shareholders.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Team member saved.').waitFor();
    await page.getByRole('heading', { name: 'Nora Al Saud' }).waitFor();

    // 4. An announcement with an attachment; the delete asks first and can be cancelled.
    await page.getByRole('link', { name: 'News & announcements', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'News & announcements' }).waitFor();
    await page.getByRole('button', { name: 'Publish news or announcement' }).first().click();
    const composer = page.getByRole('dialog', { name: 'Publish news or announcement' });
    await composer.getByText('Announcement', { exact: true }).click();
    await composer.getByRole('textbox', { name: 'Headline (English)' }).fill(headline);
    await composer
      .getByRole('textbox', { name: 'Text (English)' })
      .fill('The branch opens in the first quarter and serves clients in the Western Region.');
    await composer.locator('input[type="file"]').setInputFiles({
      name: 'board-resolution.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    await composer.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. It now shows on your company profile.').waitFor();
    const item = page.getByRole('article', { name: headline });
    await item.getByText('Announcement', { exact: true }).waitFor();
    await item.getByRole('link', { name: 'board-resolution.pdf' }).waitFor();
    await item.getByRole('button', { name: `Delete ${headline}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this announcement?' });
    await confirm.getByText(/will be removed from your public profile/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectNoSeriousAxeViolations(page, 'news-and-announcements');

    // 5. A visitor's view: the public profile's tabs, each kept in the URL.
    const visitor = await (await newContext(browser, server.baseUrl)).newPage();
    await visitor.goto(`/company-profile-detail-view/company-${companyId}`);
    await visitor.getByRole('heading', { level: 1, name: nameEn }).waitFor();
    await visitor.getByText(description).waitFor();
    await visitor.getByRole('tab', { name: 'Team' }).click();
    await visitor.getByRole('heading', { name: 'Nora Al Saud' }).waitFor();
    await visitor.getByText('Head of Investor Relations').waitFor();
    await visitor.getByRole('tab', { name: 'News & announcements' }).click();
    assert.match(visitor.url(), /tab=news-and-announcements/);
    await visitor.getByRole('article', { name: headline }).waitFor();
    await visitor.reload();
    await visitor.getByRole('tab', { name: 'News & announcements', selected: true }).waitFor();
    await visitor
      .getByRole('article', { name: headline })
      .getByRole('link', { name: 'board-resolution.pdf' })
      .waitFor();
    await expectNoSeriousAxeViolations(visitor, 'public profile, news tab');

    // The same profile in Arabic: the team member's Arabic name, the tab labels right to left.
    await visitor.evaluate(() => window.localStorage.setItem('hissa.language', 'ar'));
    await visitor.goto(`/company-profile-detail-view/company-${companyId}?tab=team`);
    await visitor.getByRole('tab', { name: 'فريق العمل', selected: true }).waitFor();
    await visitor.getByRole('heading', { name: 'نورة آل سعود' }).waitFor();
    assert.equal(await visitor.evaluate(() => document.documentElement.dir), 'rtl');
    await visitor.context().close();

    // 6. The company deletes the announcement after confirming: it leaves the public profile.
    await page
      .getByRole('article', { name: headline })
      .getByRole('button', { name: `Delete ${headline}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this announcement?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Deleted. It no longer shows on your company profile.').waitFor();
    await page.getByRole('article', { name: headline }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});
