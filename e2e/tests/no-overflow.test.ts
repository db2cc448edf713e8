import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * No page overflows sideways (design.md: screens work from 360 to 1920 px, in both directions):
 * every page of the router, for visitors and for each kind of signed-in user, in English and
 * Arabic, is loaded once per language and measured at 360, 768 and 1920 px wide. Wide content
 * (tables) scrolls inside its own frame, never the page. One signed-in context per user type.
 */

const WIDTHS = [360, 768, 1920] as const;
const HEIGHT = 900;

/** A page to visit: a path, or a function finding it (a detail page reached from a list). */
type Visit = string | ((page: Page) => Promise<string>);

/** The href of the first link of `page` (at `listPath`) matching `selector`. */
const firstLink =
  (listPath: string, selector: string): Visit =>
  async (page) => {
    await page.goto(listPath);
    const link = page.locator(selector).first();
    await link.waitFor({ timeout: 15_000 });
    return (await link.getAttribute('href')) ?? listPath;
  };

const PUBLIC: Visit[] = [
  '/home',
  '/companies',
  '/company-profile-detail-view/riyad-bank-1',
  '/view-order-book/1',
  '/view-funding-rounds/1',
  '/investors',
  firstLink('/investors', 'a[href*="-investor-profile-detail-view/"]'),
  '/opportunities-funds',
  '/opportunities-offers',
  '/auth/login',
  '/auth/forget-password',
  '/registration',
  '/shareholder-account-type',
  '/investor-account-type',
  '/company-registration',
  '/financial-consultant-registration',
  '/individual-shareholder',
  '/institutional-shareholder',
  '/individual-investor',
  '/institutional-investor',
  '/sp/public/top-recommendations',
  '/sp/sp-screener',
  firstLink('/sp/sp-screener', 'a[href^="/sp/sp/"]'),
  '/sp/public/top-companies',
  '/sp/public/latest-companies',
  '/sp/public/access-by-service-provider',
  '/sp/public/requirements',
  '/sp/register/sp',
  '/sp/register/search-company',
  '/sp/buyer',
  '/sp/sp-subscription-step',
  '/sp/plan/feature-your-company',
  '/sp/plan/custom-package',
  '/advertisement-support',
  '/no-such-page',
];

const COMPANY: Visit[] = [
  '/dashboard/company/home',
  '/dashboard/company/my-requests',
  '/dashboard/company/my-requests/new',
  '/dashboard/company/other-requests',
  '/dashboard/company/funding-profile',
  '/dashboard/company/find-investors',
  '/dashboard/company/consultants',
  '/dashboard/company/media-packages',
  '/dashboard/company/profile-view',
  '/dashboard/company/update-profile',
  '/dashboard/company/news-and-announcements',
  '/dashboard/company/news-and-announcement-all',
  '/dashboard/company/user-profile',
  '/dashboard/company/update-user-profile',
  '/dashboard/invoices',
  '/billing/payments',
  '/change-password',
];

const INVESTOR: Visit[] = [
  '/dashboard/investor/home',
  '/dashboard/investor/my-companies-dashboard',
  '/dashboard/investor/opportunities',
  '/dashboard/investor/my-companies',
  '/dashboard/investor/my-orders',
  '/dashboard/investor/my-trades',
  '/dashboard/investor/my-requests',
  '/dashboard/investor/other-requests',
  '/dashboard/investor/following-companies',
  '/dashboard/investor/individual-profile',
  '/dashboard/investor/update-individual-profile',
  '/dashboard/investor/news',
  '/dashboard/investor/companies',
  '/dashboard/investor/company-profile-detail-view/riyad-bank-1',
];

const SHAREHOLDER: Visit[] = [
  '/dashboard/shareholder/home',
  '/dashboard/shareholder/my-companies-dashboard',
  '/dashboard/shareholder/my-companies',
  '/dashboard/shareholder/my-orders',
  '/dashboard/shareholder/institutional-profile',
];

const ADMIN: Visit[] = [
  '/admin',
  '/admin/registrations',
  '/admin/trades',
  '/admin/requests',
  '/admin/consultants',
  '/admin/provider-claims',
  '/admin/unregistered-providers',
  '/admin/sales-requests',
  '/admin/invoices',
  '/admin/payments',
];

const CONSULTANT: Visit[] = [
  '/dashboard/consultant/home',
  '/dashboard/consultant/profile',
  '/dashboard/consultant/other-requests',
];

const PROVIDER: Visit[] = ['/sp/sp-profile', '/sp/sp-view-profile', '/sp/quotations', '/sp/my-bids'];

const BUYER: Visit[] = ['/sp/post-requirement', '/sp/requests', '/sp/requests/other', '/sp/buyer-profile'];

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

/** How far `page` is wider than its window at each width (0 when it fits), as "path @ width: px". */
async function overflowsOf(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // Measured once layout has settled after the resize (the shell's navbar eases out).
    const excess = await page.evaluate(async () => {
      for (let waited = 0; waited < 1500; waited += 100) {
        if (document.documentElement.scrollWidth - window.innerWidth <= 1) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return document.documentElement.scrollWidth - window.innerWidth;
    });
    if (excess > 1) found.push(`${path} @ ${width}px: ${excess}px too wide (${await culpritOf(page)})`);
  }
  return found;
}

/**
 * The element that makes the page too wide: the deepest one whose hiding lets the page fit, as
 * "tag.class > tag.class" (its last ancestors), to say where to look.
 */
function culpritOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const chain: string[] = [];
    let node: Element = document.body;
    for (let found = true; found;) {
      found = false;
      for (const child of Array.from(node.children)) {
        if (!(child instanceof HTMLElement)) continue;
        const display = child.style.display;
        child.style.display = 'none';
        const fits = document.documentElement.scrollWidth <= window.innerWidth + 1;
        child.style.display = display;
        if (fits) {
          chain.push(`${child.tagName.toLowerCase()}.${String(child.className).split(' ').slice(-1).join('')}`);
          node = child;
          found = true;
          break;
        }
      }
    }
    return chain.slice(-3).join(' > ') || 'several elements';
  });
}

/** Visits each page in `language` and returns every overflow found. */
async function sweep(page: Page, visits: Visit[], language: 'en' | 'ar'): Promise<string[]> {
  await page.evaluate((chosen) => window.localStorage.setItem('hissa.language', chosen), language);
  const found: string[] = [];
  for (const visit of visits) {
    await page.setViewportSize({ width: 1366, height: HEIGHT });
    const path = typeof visit === 'string' ? visit : await visit(page);
    await page.goto(path);
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    found.push(...(await overflowsOf(page, `${language} ${path}`)));
  }
  return found;
}

/** Sweeps `visits` in both languages with the account `email` signed in (a visitor when null). */
async function sweepAs(email: string | null, visits: Visit[]): Promise<void> {
  const page = email
    ? await signIn(browser, server.baseUrl, email, /./)
    : await (await newContext(browser, server.baseUrl)).newPage();
  if (!email) await page.goto('/home');
  try {
    const found = [...(await sweep(page, visits, 'en')), ...(await sweep(page, visits, 'ar'))];
    assert.deepEqual(found, [], 'pages wider than the window');
  } finally {
    await page.context().close();
  }
}

describe('no page overflows sideways at 360, 768 and 1920 px, in English and Arabic', () => {
  it('public pages (visitor)', () => sweepAs(null, PUBLIC));
  it('company pages', () => sweepAs('company@demo.hissa.sa', COMPANY));
  it('investor pages', () => sweepAs('individual.investor@demo.hissa.sa', INVESTOR));
  it('shareholder pages', () => sweepAs('institutional.shareholder@demo.hissa.sa', SHAREHOLDER));
  it('admin pages', () => sweepAs('admin@demo.hissa.sa', ADMIN));
  it('consultant pages', () => sweepAs('financial.consultant@demo.hissa.sa', CONSULTANT));
  it('provider pages', () => sweepAs('service.provider@demo.hissa.sa', PROVIDER));
  it('buyer pages', () => sweepAs('buyer@demo.hissa.sa', BUYER));
});
