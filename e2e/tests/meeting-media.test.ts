import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { signIn } from '../support/accounts.ts';
import { newContext } from '../support/browser.ts';
import { joinAs, joinFromDevices, launchMeetingBrowser, toDevices } from '../support/meeting-pages.ts';

/*
 * The meeting's media beyond the camera (decision 039), with Chromium's fake camera and
 * microphone: background blur served from our own origin, content share received by the other
 * attendee, video stats, self recording, end for everyone; the sender of a one-to-one meeting
 * request opens its meeting from the request and hosts it.
 */

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer();
  browser = await launchMeetingBrowser([
    '--auto-select-desktop-capture-source=Entire screen',
    // WebGL for the segmenter on a machine without a GPU
    '--enable-unsafe-swiftshader',
  ]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** True when the video element `selector` shows a picture that is not one flat colour. */
async function showsPicture(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((videoSelector) => {
    const video = document.querySelector<HTMLVideoElement>(videoSelector);
    if (!video || video.videoWidth === 0 || video.paused) return false;
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const context = canvas.getContext('2d');
    if (!context) return false;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const values = new Set<number>();
    for (let index = 0; index < data.length; index += 4) values.add((data[index] ?? 0) >> 4);
    return values.size > 3;
  }, selector);
}

describe('background blur', () => {
  let context: BrowserContext;
  after(async () => context?.close());

  it('loads the segmenter from our own origin only and the preview keeps showing the camera', async () => {
    context = await newContext(browser, server.baseUrl);
    const hosts = new Set<string>();
    const segmenterFiles: string[] = [];
    context.on('request', (request) => hosts.add(new URL(request.url()).host));
    context.on('response', (response) => {
      if (response.url().includes('/selfie-segmentation-') && response.ok())
        segmenterFiles.push(new URL(response.url()).pathname.split('/').pop() ?? '');
    });
    const page = await context.newPage();
    await page.goto('/join-meeting/new?m=Blur%20check');
    await toDevices(page, 'Huda');
    await page.getByRole('combobox', { name: 'Video filter' }).click();
    await page.getByRole('option', { name: 'Background blur' }).click();
    await page.locator('video[data-filter="blur"]').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-filter="blur"]');
      return Boolean(video && video.videoWidth > 0);
    });
    assert.ok(await showsPicture(page, 'video[data-filter="blur"]'), 'the blurred preview shows a picture');
    assert.ok(
      segmenterFiles.some((file) => file.endsWith('.wasm')),
      `wasm loaded: ${segmenterFiles.join(', ')}`,
    );
    assert.ok(
      segmenterFiles.some((file) => file.endsWith('.tflite')),
      'model loaded',
    );
    assert.deepEqual([...hosts], [new URL(server.baseUrl).host]);
  });
});

describe('content share, stats, raise hand, recording and end for everyone', () => {
  let contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('carries a test-video share to the other attendee and ends the meeting on every page', async () => {
    contexts = [await newContext(browser, server.baseUrl), await newContext(browser, server.baseUrl)];
    const [saraContext, omarContext] = contexts as [BrowserContext, BrowserContext];
    const sara = await saraContext.newPage();
    await sara.goto('/join-meeting/new?m=Share%20check');
    await joinAs(sara, 'Sara');
    const omar = await omarContext.newPage();
    await omar.goto(new URL(sara.url()).pathname);
    await joinAs(omar, 'Omar');

    // Sara shares the test video; Omar's content tile decodes it, and its stats show the frame size
    await sara.getByRole('combobox', { name: 'Content source' }).click();
    await sara.getByRole('option', { name: 'Test video' }).click();
    await sara.getByRole('button', { name: 'Share content' }).click();
    await sara.getByRole('button', { name: 'Pause sharing' }).waitFor();
    await omar.getByRole('button', { name: 'Video stats' }).click();
    await omar.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('figure[data-content] video');
      return Boolean(video && video.getVideoPlaybackQuality().totalVideoFrames > 0);
    });
    const shareStats = omar.locator('figure[data-content] dl[data-stats-ready]');
    await shareStats.waitFor();
    assert.match((await shareStats.textContent()) ?? '', /Resolution\s*480 × 270/);

    // pause and resume
    await sara.getByRole('button', { name: 'Pause sharing' }).click();
    await sara.getByText('Your content share is paused.').waitFor();
    await sara.getByRole('button', { name: 'Resume sharing' }).click();
    await sara.getByRole('button', { name: 'Pause sharing' }).waitFor();

    // raise hand, and Omar's signal strength measured from getStats (full on this machine)
    await omar.getByRole('button', { name: 'Raise hand' }).click();
    const omarInRoster = sara.locator('li[data-roster-name="Omar"]');
    await omarInRoster.getByLabel('Hand raised').waitFor();
    await omarInRoster.getByRole('img', { name: 'Signal strength 100%' }).waitFor();

    // self recording gives a WebM file
    await sara.getByRole('button', { name: 'Record' }).click();
    await sara.getByRole('button', { name: 'Stop and save' }).waitFor();
    await sara.waitForFunction(() => document.querySelector('figure[data-content] video') !== null);
    const download = sara.waitForEvent('download');
    await sara.getByRole('button', { name: 'Stop and save' }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const webm = Buffer.concat(chunks);
    assert.ok(webm.length > 1000, `recording of ${webm.length} bytes`);
    assert.equal(webm.subarray(0, 4).toString('hex'), '1a45dfa3', 'an EBML (WebM) header');

    // end for everyone, after the §5 confirmation: both pages close the meeting
    await sara.getByRole('button', { name: 'End for everyone' }).click();
    const dialog = sara.getByRole('dialog');
    await dialog
      .getByText('Are you sure you want to end the meeting for everyone? The meeting cannot be used after ending it.')
      .waitFor();
    await dialog.getByRole('button', { name: 'End meeting' }).click();
    await sara.getByRole('heading', { name: 'The meeting has ended' }).waitFor();
    await omar.getByRole('heading', { name: 'The meeting has ended' }).waitFor();
    assert.equal(await omar.getByRole('toolbar', { name: 'Meeting controls' }).count(), 0);
  });
});

describe('the meeting of a one-to-one meeting request', () => {
  let page: Page | undefined;
  after(async () => page?.context().close());

  it('the sender opens the meeting from the request and joins it as its host', async () => {
    // Abdullah Al-Ghamdi sent the demo company a seeded one-to-one meeting request
    page = await signIn(browser, server.baseUrl, 'institutional.investor@demo.hissa.sa');
    await page.getByRole('link', { name: 'My requests' }).click();
    await page.getByRole('heading', { level: 1, name: 'My requests' }).waitFor();
    await page.getByRole('link', { name: 'طلب اجتماع لمناقشة فرص الاستثمار' }).first().click();
    await page.getByRole('button', { name: 'Join meeting' }).click();
    await page.waitForURL(/\/join-meeting\/[A-Za-z0-9_-]{22}$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await joinFromDevices(page);
    await page.getByRole('button', { name: 'Mute everyone' }).waitFor();
    const self = page.locator('li[data-roster-name]');
    await self.getByText('Host').waitFor();
  });
});
