import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn as signInAs, TOKEN_STORAGE_KEY } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

const INVESTOR = 'institutional.investor@demo.hissa.sa'; // Abdullah Al-Ghamdi
const SHAREHOLDER = 'individual.shareholder@demo.hissa.sa';

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

/** Signs a demo account in through the login page and waits for its dashboard. */
const signIn = (email: string): Promise<Page> => signInAs(browser, server.baseUrl, email);

describe('following: an investor follows a company, finds it under Following Companies, and unfollows it', () => {
  it('follows from the company profile with a confirmation, lists it, and unfollows with a confirmation', async () => {
    const page = await signIn(INVESTOR);

    // The seed has the demo accounts follow the first two listed companies: the third is not followed.
    await page.goto('/companies');
    const third = page.getByRole('table').getByRole('row').nth(3).getByRole('link');
    const companyName = (await third.textContent())?.trim() ?? '';
    assert.ok(companyName, 'the companies list has a third company');
    await third.click();
    await page.getByRole('heading', { level: 1, name: companyName }).waitFor();

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const followDialog = page.getByRole('dialog', { name: 'Follow this company?' });
    await followDialog.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('You followed the company.').waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();

    await page.goto('/dashboard/investor/home');
    await page.getByRole('link', { name: 'Following companies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Following Companies' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: companyName });
    await card.waitFor();
    assert.deepEqual(await seriousViolations(page), []);

    await card.getByRole('button', { name: `Unfollow ${companyName}` }).click();
    const unfollowDialog = page.getByRole('dialog', { name: 'Unfollow this company?' });
    await unfollowDialog.getByText(`${companyName} will be removed from your Following Companies.`).waitFor();
    await unfollowDialog.getByRole('button', { name: 'Unfollow', exact: true }).click();
    await page.getByText('You unfollowed the company.').waitFor();
    await card.waitFor({ state: 'detached' });

    // Back on the profile, the button offers to follow again.
    await page.goto('/companies');
    await page.getByRole('table').getByRole('link', { name: companyName }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await page.context().close();
  });

  it('lets a shareholder browse companies inside the dashboard, follow one, and read its news under News', async () => {
    // A company with published news that the shareholder neither follows nor holds yet (their news page does not list it).
    const page = await signIn(SHAREHOLDER);
    const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)) ?? '';
    const read = async <T>(path: string, auth = false): Promise<T> =>
      (await (
        await fetch(`${server.baseUrl}${path}`, { headers: auth ? { Authorization: `Bearer ${token}` } : {} })
      ).json()) as T;
    type News = { data: { companyId: number; companyName: string; title: string }[] };
    const mine = new Set(
      (await read<News>('/common-api/company-news/my-companies-news?size=50', true)).data.map((item) => item.companyId),
    );
    const candidate = (await read<News>('/public-api/company-news-announcements?size=50')).data.find(
      (item) => !mine.has(item.companyId),
    );
    assert.ok(candidate, 'the seed has news of a company this shareholder does not follow');

    const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await nav.getByRole('link', { name: 'Browse companies' }).click();
    await page.waitForURL(/\/dashboard\/shareholder\/companies$/);
    await page.getByRole('searchbox', { name: 'Company name' }).fill(candidate.companyName);
    await page.waitForURL(/[?&]q=/);
    await page.getByRole('link', { name: candidate.companyName, exact: true }).first().click();
    await page.waitForURL(/\/dashboard\/shareholder\/company-profile-detail-view\//);
    await page.getByRole('heading', { level: 1, name: candidate.companyName }).waitFor();
    await nav.waitFor(); // still inside the dashboard

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Follow this company?' })
      .getByRole('button', { name: 'Follow', exact: true })
      .click();
    await page.getByText('You followed the company.').waitFor();

    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'News from my companies' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: candidate.title }).first();
    await item.getByRole('link', { name: candidate.companyName }).waitFor();
    assert.match(
      (await item.getByRole('link', { name: candidate.companyName }).getAttribute('href')) ?? '',
      /^\/dashboard\/shareholder\/company-profile-detail-view\//,
    );
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await seriousViolations(page), []);
    await page.context().close();
  });

  it('shows an institutional investor with its key members, in English and in Arabic', async () => {
    const investors = (await (
      await fetch(`${server.baseUrl}/public-api/investor/investors?page=0&size=50`)
    ).json()) as { data: { investorId: number; name: string; type: string }[] };
    const institution = investors.data.find((investor) => investor.type === 'institutional');
    assert.ok(institution, 'the seed has an institutional investor');
    const context = await newContext(browser, server.baseUrl, 'phone');
    const page = await context.newPage();
    await page.goto(`/institutional-investor-profile-detail-view/${institution.investorId}`);
    await page.getByRole('heading', { level: 1, name: institution.name }).waitFor();
    const members = page.getByRole('region', { name: 'Key members' }).getByRole('listitem');
    await members.first().waitFor();
    assert.ok((await members.count()) >= 2, 'a leader and at least one team member');
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.getByRole('region', { name: 'الأعضاء الرئيسيون' }).getByRole('listitem').first().waitFor();
    await context.close();
  });

  it('shows the opportunities and investors pages without serious accessibility problems', async () => {
    const page = await (await newContext(browser, server.baseUrl)).newPage();
    for (const path of ['/opportunities', '/opportunities-funds', '/investors']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('status').first().or(page.getByRole('list').first()).first().waitFor();
      assert.deepEqual(await seriousViolations(page), [], path);
    }
    await page.context().close();
  });
});
