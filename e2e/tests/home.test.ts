import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * Home (spec §2 Home, issue 15): the top opportunities, live from the data (open funding rounds
 * and secondary offerings, one offer per company), and the market news, in both languages.
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

const TEXTS = {
  en: {
    opportunities: 'Top opportunities',
    rounds: 'Open funding rounds',
    offers: 'Secondary offerings',
    allRounds: 'See all funding rounds',
    news: 'Market news',
  },
  ar: {
    opportunities: 'أبرز الفرص',
    rounds: 'جولات التمويل المفتوحة',
    offers: 'عروض الأسهم الثانوية',
    allRounds: 'عرض جميع جولات التمويل',
    news: 'أخبار السوق',
  },
} as const;

describe('home', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`shows the top opportunities and the market news from the data (${language})`, async () => {
      const texts = TEXTS[language];
      const context = await newContext(browser, server.baseUrl);
      const page = await context.newPage();
      try {
        await page.goto('/home');
        await page.evaluate((chosen) => window.localStorage.setItem('hissa.language', chosen), language);
        await page.reload();
        const block = page.getByRole('region', { name: texts.opportunities });
        await block.waitFor();

        const rounds = block.getByRole('region', { name: texts.rounds }).getByRole('listitem');
        await rounds.first().waitFor();
        assert.equal(await rounds.count(), 3, 'three open rounds');

        const offers = block.getByRole('region', { name: texts.offers }).getByRole('listitem');
        await offers.first().waitFor();
        assert.equal(await offers.count(), 3, 'three secondary offerings');
        const companies = await offers.evaluateAll((items) =>
          items.map((item) => item.querySelector('a')?.textContent ?? ''),
        );
        assert.equal(new Set(companies).size, 3, `one offer per company: ${companies.join(', ')}`);

        await block.getByRole('link', { name: texts.allRounds }).click();
        await page.waitForURL(/\/opportunities-funds$/);
        await page.goBack();

        const news = page.getByRole('region', { name: texts.news }).getByRole('article');
        await news.first().waitFor();
        assert.equal(await news.count(), 3, 'the three latest stories');
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the place on home when a visitor comes back from a story (decision 069)', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/home');
      const story = page.getByRole('region', { name: TEXTS.en.news }).getByRole('article').nth(1).getByRole('link');
      await story.evaluate((link: HTMLElement) => link.scrollIntoView({ block: 'center' }));
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(scrolled > 2000, `the news is well below the hero (${scrolled} px)`);
      // a DOM click: the newsletter popup may have opened over the page after the scroll
      await page.evaluate(() => Object.assign(window, { visitMarker: true }));
      await story.evaluate((link: HTMLElement) => link.click());
      await page.waitForURL(/\/news\/article\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.ok(await page.evaluate(() => 'visitMarker' in window), 'the story opened within the app');

      await page.goBack();
      await page.waitForURL(/\/home$/);
      await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) < 50, scrolled, { timeout: 5_000 });
    } finally {
      await context.close();
    }
  });
});
