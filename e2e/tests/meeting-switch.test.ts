import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { newContext } from '../support/browser.ts';
import {
  joinFromDevices,
  launchMeetingBrowser,
  muteMicrophone,
  quickJoin,
  toDevices,
} from '../support/meeting-pages.ts';
import { pollPage, recordPeerConnections } from '../support/peer-connections.ts';

/*
 * A mesh room moves to the SFU at its fifth attendee (decision 037, MEETING_MEDIA=auto), with
 * Chromium's fake camera and microphone: Sara turns her camera on at 360p, four others quick-join
 * (no camera, to keep five pages light on a small machine). Everyone mutes on joining: five
 * beeping microphones, each sent to every other page, starved Sara's camera of CPU on a loaded
 * machine (a few packets a second, no keyframe for a minute). When the fifth arrives, every page
 * ends with the SFU's two connections (publish and receive) instead of a connection per attendee,
 * and every other page decodes Sara's camera through it, without a reload or a change of screen.
 */

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer({ MEETING_MEDIA: 'auto' });
  browser = await launchMeetingBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** What `page`'s connections are doing (state, inbound video frames decoded), for a failure's message. */
async function connectionsOf(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
    const lines: string[] = [];
    for (const pc of peerConnections) {
      let frames = 0;
      let videoIn = 0;
      if (pc.connectionState !== 'closed')
        (await pc.getStats()).forEach((entry: { type: string; kind?: string; framesDecoded?: number }) => {
          if (entry.type !== 'inbound-rtp' || entry.kind !== 'video') return;
          videoIn++;
          frames += entry.framesDecoded ?? 0;
        });
      lines.push(`${pc.connectionState}/${pc.signalingState}: ${videoIn} video in, ${frames} frames`);
    }
    return lines.join('; ');
  });
}

/** Waits until `page` has exactly the SFU's two open connections and decodes video on them. */
async function onSfuDecoding(page: Page, name: string, log: readonly string[]): Promise<void> {
  await pollPage(
    page,
    async () => {
      const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
      const open = peerConnections.filter((pc) => pc.connectionState !== 'closed');
      if (open.length !== 2) return null;
      let frames = 0;
      for (const pc of open)
        (await pc.getStats()).forEach((entry: { type: string; kind?: string; framesDecoded?: number }) => {
          if (entry.type === 'inbound-rtp' && entry.kind === 'video') frames += entry.framesDecoded ?? 0;
        });
      return frames > 0 ? true : null;
    },
    undefined,
    { timeoutMs: 60_000, intervalMs: 1000 },
  ).catch(async (error: unknown) => {
    const tail = log.filter((line) => line.includes(name)).slice(-20);
    throw new Error(`${name}: ${String(error)}; connections: ${await connectionsOf(page)}\n${tail.join('\n')}`);
  });
}

describe('mesh to SFU', () => {
  const contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('moves every page of a mesh room to the SFU when the fifth attendee joins', async () => {
    const pages: Page[] = [];
    const names = ['Sara', 'Guest 1', 'Guest 2', 'Guest 3', 'Guest 4'];
    // every page's console, for a failure's message
    const log: string[] = [];
    for (const name of names) {
      const context = await newContext(browser, server.baseUrl);
      await recordPeerConnections(context);
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => log.push(`${name} ${message.type()}: ${message.text()}`));
      pages.push(page);
    }
    const [sara, ...others] = pages as [Page, ...Page[]];
    await sara.goto('/join-meeting/new?m=Switch%20check');
    await toDevices(sara, 'Sara');
    await sara.getByRole('combobox', { name: 'Video quality' }).click();
    await sara.getByRole('option', { name: /^360p/ }).click();
    await joinFromDevices(sara);
    await muteMicrophone(sara);
    await sara.getByRole('button', { name: 'Camera' }).click();
    const path = new URL(sara.url()).pathname;

    for (const [index, page] of others.entries()) {
      await page.goto(path);
      await quickJoin(page, `Guest ${index + 1}`);
      await muteMicrophone(page);
      if (index === 2) {
        // four attendees: still the mesh, one connection to each other attendee
        await sara.getByRole('tab', { name: /\(4\)/ }).waitFor();
        await sara.waitForFunction(
          () =>
            (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections.filter(
              (pc) => pc.connectionState === 'connected',
            ).length === 3,
        );
      }
    }

    await sara.getByRole('tab', { name: /\(5\)/ }).waitFor();
    for (const [index, page] of others.entries()) await onSfuDecoding(page, `Guest ${index + 1}`, log);
    // Sara publishes and receives through the SFU: two connections, both connected
    await sara.waitForFunction(
      () => {
        const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
        const open = peerConnections.filter((pc) => pc.connectionState !== 'closed');
        return open.length === 2 && open.every((pc) => pc.connectionState === 'connected');
      },
      undefined,
      { timeout: 60_000, polling: 1000 },
    );
    for (const page of pages) assert.equal(await page.getByRole('toolbar', { name: 'Meeting controls' }).count(), 1);
  });
});
