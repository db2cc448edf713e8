import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { newContext } from '../support/browser.ts';
import { launchMeetingBrowser, quickJoin } from '../support/meeting-pages.ts';
import { decodesVideoStreams, recordPeerConnections } from '../support/peer-connections.ts';

/*
 * Replica meetings and the recordings tab (decisions 048, 052) with Chromium's fake devices:
 * Sara starts a primary meeting; her Recordings tab lists nothing and explains that server
 * recording waits for the SFU while the room is on the mesh. She turns her camera on. Omar
 * starts a replica of it from the join form's additional options, is demoted (controls
 * disabled) and watches Sara's camera (his page decodes it and plays it in her tile under
 * "Primary meeting"), promotes himself into Sara's meeting (Sara's roster shows him, his
 * controls work, his microphone starts muted) and demotes himself back (Sara's roster drops
 * him, and he watches her camera again).
 */

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer();
  browser = await launchMeetingBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the replica page decodes a primary attendee's camera and plays it in the primary's tile of `name`. */
async function watchesCameraOf(page: Page, name: string): Promise<void> {
  const primary = page.getByRole('region', { name: 'Primary meeting' });
  await primary.locator(`figure[aria-label="${name}"] video`).waitFor();
  await decodesVideoStreams(page, 1);
  await page.waitForFunction((label) => {
    const video = document.querySelector<HTMLVideoElement>(
      `[data-testid="primary-tiles"] figure[aria-label="${label}"] video`,
    );
    return Boolean(video && video.videoWidth > 0);
  }, name);
}

describe('a replica meeting', () => {
  let contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('promotes its attendee into the primary meeting and demotes him back', async () => {
    contexts = [await newContext(browser, server.baseUrl), await newContext(browser, server.baseUrl, 'phone')];
    const [saraContext, omarContext] = contexts as [BrowserContext, BrowserContext];
    await recordPeerConnections(omarContext);
    const sara = await saraContext.newPage();
    await sara.goto('/join-meeting/new?m=Town%20hall');
    await quickJoin(sara, 'Sara');
    const primaryId = new URL(sara.url()).pathname.split('/').pop() ?? '';
    assert.equal(await sara.getByRole('button', { name: 'Promote to primary' }).count(), 0);
    await sara.getByRole('tab', { name: 'Recordings' }).click();
    await sara.getByText('No server recordings yet.').waitFor();
    await sara.getByRole('button', { name: 'Record on the server' }).click();
    await sara.getByText(/Server recording works once the meeting runs through the server/).waitFor();
    await sara.getByRole('button', { name: 'Camera' }).click();
    await sara.locator('video[data-local]').waitFor();

    const omar = await omarContext.newPage();
    await omar.goto('/join-meeting/new?m=Town%20hall%20overflow');
    await omar.getByRole('button', { name: 'Additional options' }).click();
    await omar.getByLabel('Create as a replica of meeting (primary meeting ID)').fill(primaryId);
    await quickJoin(omar, 'Omar');
    const state = omar.getByTestId('promotion-state');
    const promote = omar.getByRole('button', { name: 'Promote to primary' });
    assert.equal(await state.textContent(), 'Replica meeting');
    assert.equal(await promote.getAttribute('aria-pressed'), 'false');
    assert.equal(await omar.getByRole('button', { name: 'Microphone' }).isDisabled(), true);
    assert.equal(await omar.getByRole('button', { name: 'Camera' }).isDisabled(), true);
    await watchesCameraOf(omar, 'Sara');
    const primaryTiles = omar.getByRole('region', { name: 'Primary meeting' }).locator('figure');
    assert.equal(await primaryTiles.count(), 1, 'no tile for the share Sara has not started');

    await promote.click();
    await omar.getByTestId('promotion-state').getByText('Promoted to primary').waitFor();
    assert.equal(await promote.getAttribute('aria-pressed'), 'true');
    const microphone = omar.getByRole('button', { name: 'Microphone' });
    assert.equal(await microphone.isDisabled(), false);
    assert.equal(await microphone.getAttribute('aria-pressed'), 'false');
    await sara.getByRole('tab', { name: /Attendees/ }).click();
    await sara.locator('li[data-roster-name="Omar"]').waitFor();

    await promote.click();
    await omar.getByTestId('promotion-state').getByText('Replica meeting').waitFor();
    await sara.locator('li[data-roster-name="Omar"]').waitFor({ state: 'detached' });
    assert.equal(await omar.getByRole('button', { name: 'Microphone' }).isDisabled(), true);
    await watchesCameraOf(omar, 'Sara');
  });
});
