import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type AppServer, startAppServer } from './app-server.ts';
import { signIn } from './accounts.ts';
import { launchBrowser, newContext } from './browser.ts';

/*
 * The sideways-overflow sweep (design.md: screens work from 360 to 1920 px, in both directions):
 * every page given is loaded once per language and measured at 360, 768 and 1920 px wide. Wide
 * content (tables) scrolls inside its own frame, never the page. One signed-in context per user
 * type, signed in once its landing page shows; a page that sends the user elsewhere (a guard's
 * redirect to the login page or to another area) fails the sweep, so no page is left unmeasured
 * unseen. The pages are split over three test files (tests/no-overflow-*.test.ts) so that they
 * run beside each other.
 */

const WIDTHS = [360, 768, 1920] as const;
const HEIGHT = 900;

/** A page to visit: a path, or a function finding it (a detail page reached from a list). */
export type Visit = string | ((page: Page) => Promise<string>);

/** The href of the first link of `page` (at `listPath`) matching `selector`. */
export const firstLink =
  (listPath: string, selector: string): Visit =>
  async (page) => {
    await page.goto(listPath);
    const link = page.locator(selector).first();
    await link.waitFor({ timeout: 15_000 });
    return (await link.getAttribute('href')) ?? listPath;
  };

/** The longest the page may take to answer a resize or a measurement, in ms (Playwright sets none). */
const PAGE_ANSWER_MS = 60_000;

/**
 * `promise`, or a rejection naming `what` when it has not settled within PAGE_ANSWER_MS: a page
 * whose main thread never comes back fails the sweep with where it was, instead of hanging it.
 */
async function answered<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page did not answer within ${PAGE_ANSWER_MS / 1000} s: ${what}`)),
      PAGE_ANSWER_MS,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

let server: AppServer;
let browser: Browser;

/** Starts the server and browser the file's sweeps use, and stops them after its tests. */
export function useSweepServer(): void {
  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}

/** How far `page` is wider than its window at each width (0 when it fits), as "path @ width: px". */
async function overflowsOf(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await answered(page.setViewportSize({ width, height: HEIGHT }), `resizing ${path} to ${width}px`);
    // Measured once layout has settled after the resize (the shell's navbar eases out).
    const measuring = page.evaluate(async () => {
      for (let waited = 0; waited < 1500; waited += 100) {
        if (document.documentElement.scrollWidth - window.innerWidth <= 1) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return document.documentElement.scrollWidth - window.innerWidth;
    });
    const excess = await answered(measuring, `measuring ${path} at ${width}px`);
    if (excess > 1) {
      const culprit = await answered(culpritOf(page), `finding what widens ${path} at ${width}px`);
      found.push(`${path} @ ${width}px: ${excess}px too wide (${culprit})`);
    }
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

/**
 * Visits each page in `language` and returns every overflow found, and every page that sent the
 * user elsewhere (a guard's redirect, so the page itself was never measured).
 */
async function sweep(page: Page, visits: Visit[], language: 'en' | 'ar'): Promise<string[]> {
  await page.evaluate((chosen) => window.localStorage.setItem('hissa.language', chosen), language);
  const found: string[] = [];
  for (const visit of visits) {
    await page.setViewportSize({ width: 1366, height: HEIGHT });
    const path = typeof visit === 'string' ? visit : await visit(page);
    await page.goto(path);
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) found.push(`${language} ${path}: sent to ${landed}`);
    else found.push(...(await overflowsOf(page, `${language} ${path}`)));
  }
  return found;
}

/** A user whose pages are swept: the demo account's e-mail and the page it lands on after logging in. */
export type Account = { email: string; landing: string };

/** Sweeps `visits` in both languages with `account` signed in (a visitor when null). */
export async function sweepAs(account: Account | null, visits: Visit[]): Promise<void> {
  // Waiting for the landing page (not any URL) lets the login finish before the first visit.
  const page = account
    ? await signIn(browser, server.baseUrl, account.email, new RegExp(`${account.landing}$`))
    : await (await newContext(browser, server.baseUrl)).newPage();
  if (!account) await page.goto('/home');
  try {
    const found = [...(await sweep(page, visits, 'en')), ...(await sweep(page, visits, 'ar'))];
    assert.deepEqual(found, [], 'pages wider than the window, or not reached');
  } finally {
    await page.context().close();
  }
}
