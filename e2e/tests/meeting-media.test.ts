import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * The meeting's media beyond the camera (decision 039), with Chromium's fake camera and
 * microphone: background blur served from our own origin, content share received by the other
 * attendee, video stats, self recording, end for everyone.
 */

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
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
    await page.getByLabel('Your name').fill('Huda');
    await page.getByRole('button', { name: 'Continue' }).click();
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
