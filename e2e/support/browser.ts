import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Launches Debian's Chromium headless, with `extraArgs` added (a test's own switches, such as
 * fake media devices); fails with the install command when it is missing.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(chromePath)) {
    throw new Error(
      `Chromium not found at ${chromePath}. Install it with: apt-get install -y chromium (or set CHROME_PATH)`,
    );
  }
  return chromium.launch({
    executablePath: chromePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * A fresh browser context: desktop 1440x900 or phone 390x844. It records what the page's
 * Content-Security-Policy refused (Chromium reports it on the console), and its close()
 * rejects with the list when there was anything, so every test that closes its context
 * also checks that the pages it visited work under the server's policy. The newsletter popup
 * (decision 027) is marked as seen this session, so it never covers what a test clicks after
 * scrolling, unless `withNewsletterPopup` is set (the popup's own test).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: 'desktop' | 'phone' = 'desktop',
  options: { withNewsletterPopup?: boolean } = {},
): Promise<BrowserContext> {
  const size = viewport === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 };
  const context = await browser.newContext({ baseURL, viewport: size, locale: 'en-US' });
  if (!options.withNewsletterPopup)
    await context.addInitScript(() => sessionStorage.setItem('hissa.newsletterPopupDone', '1'));
  const refused: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      refused.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (refused.length > 0) throw new Error(`Content-Security-Policy refused:\n${refused.join('\n')}`);
  };
  return context;
}
