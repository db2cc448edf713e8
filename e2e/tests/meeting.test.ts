import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * The virtual meeting (decision 032) on the browser mesh, with Chromium's fake camera and
 * microphone: Sara starts a meeting from the join form and picks her devices, Omar opens the
 * meeting's link; each turns the camera on and sees the other's tile play video; Sara's chat
 * message reaches Omar; Omar leaves and Sara's roster drops him.
 */

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer();
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
  ]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Fills the join form as `name`, goes through device selection and turns the camera on. */
async function joinAs(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByRole('toolbar', { name: 'Meeting controls' }).waitFor();
  await page.getByRole('button', { name: 'Camera' }).click();
  await page.locator('video[data-local]').waitFor();
}

/**
 * Waits until the remote tile of `attendeeName` plays video (a decoded frame: videoWidth > 0),
 * scrolled into view: Chromium pauses a muted autoplaying video while it is off screen (on a
 * phone the controls below the tiles are taller than the screen).
 */
async function seesVideoOf(page: Page, attendeeName: string): Promise<void> {
  await page.waitForFunction((label) => {
    const tile = document.querySelector<HTMLElement>(`figure[aria-label="${label}"]`);
    tile?.scrollIntoView({ block: 'center' });
    const video = tile?.querySelector('video');
    return Boolean(video && video.videoWidth > 0 && !video.paused);
  }, attendeeName);
}

describe('a meeting between two browsers', () => {
  let contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('shows each other’s video, carries the chat and updates the roster when one leaves', async () => {
    contexts = [await newContext(browser, server.baseUrl), await newContext(browser, server.baseUrl, 'phone')];
    const [saraContext, omarContext] = contexts as [BrowserContext, BrowserContext];
    const sara = await saraContext.newPage();
    await sara.goto('/join-meeting/new?m=Quarterly%20review');
    assert.equal(await sara.getByLabel('Meeting title or ID').inputValue(), 'Quarterly review');
    await joinAs(sara, 'Sara');
    const meetingUrl = new URL(sara.url());
    assert.match(meetingUrl.pathname, /^\/join-meeting\/[A-Za-z0-9_-]{22}$/);

    const omar = await omarContext.newPage();
    await omar.goto(meetingUrl.pathname);
    await joinAs(omar, 'Omar');

    await seesVideoOf(sara, 'Omar');
    await seesVideoOf(omar, 'Sara');

    await sara.getByRole('tab', { name: 'Chat' }).click();
    const message = sara.getByRole('textbox', { name: 'Message' });
    await message.fill('  Shall we start with the numbers?  ');
    await message.press('Enter');
    assert.equal(await message.inputValue(), '');
    await omar.getByRole('tab', { name: 'Chat' }).click();
    await omar.getByRole('list', { name: 'Chat messages' }).getByText('Shall we start with the numbers?').waitFor();

    await sara.getByRole('tab', { name: /Attendees/ }).click();
    await sara.locator('li[data-roster-name="Omar"]').waitFor();
    await omar.getByRole('button', { name: 'Leave' }).click();
    await omar.getByRole('heading', { name: 'You left the meeting' }).waitFor();
    await sara.locator('li[data-roster-name="Omar"]').waitFor({ state: 'detached' });
    assert.equal(await sara.locator('li[data-roster-name]').count(), 1);
  });
});
