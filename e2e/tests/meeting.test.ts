import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { newContext } from '../support/browser.ts';
import { hearsSound, joinAs, launchMeetingBrowser, seesVideoOf } from '../support/meeting-pages.ts';
import { recordPeerConnections } from '../support/peer-connections.ts';

/*
 * The virtual meeting (decision 032) on the browser mesh, with Chromium's fake camera and
 * microphone: Sara starts a meeting from the join form and picks her devices, Omar opens the
 * meeting's link; each turns the camera on and sees the other's tile play video and hears the
 * other's microphone (a remote <audio> playing, the sound's energy above zero); Sara's chat
 * message reaches Omar; Sara turns Omar down to 30 % from the roster, which changes her page's
 * playback only (decision 060); Omar leaves and Sara's roster drops him.
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

describe('a meeting between two browsers', () => {
  let contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('shows each other’s video, plays each other’s sound at the volume each chose, carries the chat and updates the roster when one leaves', async () => {
    contexts = [await newContext(browser, server.baseUrl), await newContext(browser, server.baseUrl, 'phone')];
    const [saraContext, omarContext] = contexts as [BrowserContext, BrowserContext];
    for (const context of contexts) await recordPeerConnections(context);
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
    await hearsSound(sara, 1);
    await hearsSound(omar, 1);

    await sara.getByRole('tab', { name: 'Chat' }).click();
    const message = sara.getByRole('textbox', { name: 'Message' });
    await message.fill('  Shall we start with the numbers?  ');
    await message.press('Enter');
    assert.equal(await message.inputValue(), '');
    await omar.getByRole('tab', { name: 'Chat' }).click();
    await omar.getByRole('list', { name: 'Chat messages' }).getByText('Shall we start with the numbers?').waitFor();

    await sara.getByRole('tab', { name: /Attendees/ }).click();
    await sara.locator('li[data-roster-name="Omar"]').waitFor();
    await sara.getByRole('button', { name: 'Volume for Omar' }).click();
    const volume = sara.getByRole('slider', { name: 'Volume for Omar' });
    await volume.focus();
    await volume.press('Home');
    for (let step = 0; step < 6; step++) await volume.press('ArrowRight');
    const playbackVolume = () => document.querySelector<HTMLAudioElement>('audio[data-remote-audio]')?.volume;
    await sara.waitForFunction(
      () => document.querySelector<HTMLAudioElement>('audio[data-remote-audio]')?.volume === 0.3,
    );
    assert.equal(await sara.evaluate(playbackVolume), 0.3);
    assert.equal(await omar.evaluate(playbackVolume), 1);
    await sara.keyboard.press('Escape');
    await omar.getByRole('button', { name: 'Leave' }).click();
    await omar.getByRole('heading', { name: 'You left the meeting' }).waitFor();
    await sara.locator('li[data-roster-name="Omar"]').waitFor({ state: 'detached' });
    assert.equal(await sara.locator('li[data-roster-name]').count(), 1);
  });
});
