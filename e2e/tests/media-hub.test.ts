import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import ical from 'node-ical';
import type { Browser } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { waitForMailLink } from '../support/outbox.ts';

/*
 * The media hub's events, podcasts and reports (decision 030) in the browser: adding an event to
 * a calendar (the .ics downloads and parses), playing an episode, and requesting a report and
 * downloading it from the e-mailed link; each page checked with axe.
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

describe('the media hub', () => {
  it('adds an upcoming event to the calendar as an .ics file that parses', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/media-hub/events');
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await page.getByRole('heading', { name: 'Events calendar' }).waitFor();
    const firstEvent = page.getByRole('article').first().getByRole('link');
    const title = (await firstEvent.textContent()) ?? '';
    assert.deepEqual(await seriousViolations(page), [], 'axe on the events page');
    await firstEvent.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    const file = await download.path();
    const calendar = ical.sync.parseICS(await fs.readFile(file, 'utf8'));
    const event = Object.values(calendar).find((entry) => entry?.type === 'VEVENT');
    assert.equal(event?.type, 'VEVENT');
    assert.equal(event.summary, title);
    assert.ok(event.start.getTime() > Date.now(), 'an upcoming event starts later');
    assert.deepEqual(await seriousViolations(page), [], 'axe on the event page');
    await context.close();
  });

  it('plays the latest podcast episode', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/media-hub/podcasts');
    await page.getByRole('heading', { name: 'Latest episode' }).waitFor();
    const player = page.locator('audio').first();
    await player.waitFor();
    await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<void>((resolve) => {
          if (audio.readyState >= 1) resolve();
          else audio.addEventListener('loadedmetadata', () => resolve(), { once: true });
        }),
    );
    const duration = await player.evaluate((audio: HTMLAudioElement) => audio.duration);
    assert.ok(duration > 0, `the episode's length is known (${duration} s)`);
    await player.evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
    });
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0);
    assert.deepEqual(await seriousViolations(page), [], 'axe on the podcasts page');
    await context.close();
  });

  it('requests a report and downloads it from the e-mailed link; an altered link is refused', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.goto('/sharikat-news/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('article').first().waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'axe on the reports page');
    await page.getByRole('button', { name: 'Request report' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send me the report' }).click();
    await dialog.getByText('Enter your designation.').waitFor();
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Sara Al Mutairi');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('sara.mutairi@example.sa');
    await dialog.getByRole('textbox', { name: 'Company name' }).fill('Wadi Capital');
    await dialog.getByRole('textbox', { name: 'Designation' }).fill('Research Analyst');
    await dialog.getByRole('button', { name: 'Send me the report' }).click();
    await dialog.getByText('We have emailed you the download link').waitFor();

    const link = await waitForMailLink(
      server.dataDir,
      'sara.mutairi@example.sa',
      /\/sharikat-news\/reports\/download\/[\w.-]+/,
    );
    await page.goto(link);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the PDF' }).click(),
    ]);
    const pdf = await fs.readFile(await download.path());
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.deepEqual(await seriousViolations(page), [], 'axe on the download page');

    await page.goto(`${link}x`);
    await page.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
    await page.getByText('This download link is not valid').waitFor();
    await context.close();
  });
});
