import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { newContext } from '../support/browser.ts';
import { hearsSound, joinAs, launchMeetingBrowser, seesVideoOf } from '../support/meeting-pages.ts';
import { decodesVideoStreams, recordPeerConnections } from '../support/peer-connections.ts';

/*
 * The virtual meeting through our SFU (decision 037; the server runs with MEETING_MEDIA=sfu),
 * with Chromium's fake camera and microphone: Sara, Omar and Huda join one meeting, turn their
 * cameras on, and each page decodes both others' video (getStats: framesDecoded > 0 on two
 * inbound video streams) and plays it in the right attendee's tile, and plays both others' sound.
 * The page is the mesh's.
 * Then a fourth attendee, joined through the API, records the room on the server: one WebM per
 * publishing attendee, downloadable.
 */

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer({ MEETING_MEDIA: 'sfu' });
  browser = await launchMeetingBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser context whose pages keep their RTCPeerConnections in window.peerConnections (to read getStats). */
async function recordingContext(): Promise<BrowserContext> {
  const context = await newContext(browser, server.baseUrl);
  await recordPeerConnections(context);
  return context;
}

/** Calls a meeting endpoint of the server with a JSON body; returns the response. */
function call(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}/public-api/meetings/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

type Recording = { id: number; attendeeName: string; endedAt: string | null; bytes: number };

/**
 * The meeting's recordings once `done` holds for them (polled: the SFU reports files as they
 * start and end); fails with the last list seen after 60 s.
 */
async function recordingsWhen(
  meetingId: string,
  token: string,
  done: (recordings: Recording[]) => boolean,
): Promise<Recording[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await call(`recordings?title=${meetingId}`, { token });
    assert.equal(response.status, 200);
    const { data } = (await response.json()) as { data: Recording[] };
    if (done(data)) return data;
    if (Date.now() > deadline) assert.fail(`recordings still ${JSON.stringify(data)} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('a meeting of three through the SFU', () => {
  let contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('lets every attendee decode and see the other two’s video and hear them', async () => {
    contexts = [await recordingContext(), await recordingContext(), await recordingContext()];
    const [sara, omar, huda] = (await Promise.all(contexts.map((context) => context.newPage()))) as [Page, Page, Page];
    await sara.goto('/join-meeting/new?m=Board%20of%20three');
    await joinAs(sara, 'Sara');
    const meetingPath = new URL(sara.url()).pathname;
    await omar.goto(meetingPath);
    await joinAs(omar, 'Omar');
    await huda.goto(meetingPath);
    await joinAs(huda, 'Huda');

    const pages = { Sara: sara, Omar: omar, Huda: huda };
    for (const [name, page] of Object.entries(pages)) {
      for (const other of Object.keys(pages)) if (other !== name) await seesVideoOf(page, other);
      await decodesVideoStreams(page, 2);
      await hearsSound(page, 2);
    }
    // the media went through the SFU: each page has its publishing and its receiving connection, no mesh peers
    for (const page of Object.values(pages)) {
      const open = await page.evaluate(
        () =>
          (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections.filter(
            (pc) => pc.connectionState !== 'closed',
          ).length,
      );
      assert.equal(open, 2);
    }

    const meetingId = meetingPath.split('/').pop() ?? '';
    const joined = await fetch(`${server.baseUrl}/public-api/meetings/join?title=${meetingId}&name=Recorder`, {
      method: 'POST',
    });
    const { token } = ((await joined.json()) as { data: { attendee: { token: string } } }).data.attendee;
    assert.equal((await call(`startCapture?title=${meetingId}`, { token })).status, 200);
    await recordingsWhen(meetingId, token, (recordings) => recordings.length === 3);
    // let a few seconds of everyone's media reach the files
    await sara.waitForTimeout(3000);
    assert.equal((await call(`endCapture?title=${meetingId}`, { token })).status, 200);
    const recordings = await recordingsWhen(meetingId, token, (all) =>
      all.every((recording) => recording.endedAt !== null),
    );
    assert.deepEqual(recordings.map((recording) => recording.attendeeName).sort(), ['Huda', 'Omar', 'Sara']);
    for (const recording of recordings) assert.ok(recording.bytes > 0, `${recording.attendeeName}'s file is empty`);
    const file = await call(`recordings/${recordings[0]?.id}/file?title=${meetingId}`, { token });
    assert.equal(file.headers.get('content-type'), 'video/webm');
    const bytes = new Uint8Array(await file.arrayBuffer());
    // a WebM file starts with the EBML magic number
    assert.deepEqual([...bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
  });
});
