import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

/*
 * The virtual meeting through our SFU (decision 037; the server runs with MEETING_MEDIA=sfu),
 * with Chromium's fake camera and microphone: Sara, Omar and Huda join one meeting, turn their
 * cameras on, and each page decodes both others' video (getStats: framesDecoded > 0 on two
 * inbound video streams) and plays it in the right attendee's tile. The page is the mesh's.
 * Then a fourth attendee, joined through the API, records the room on the server: one WebM per
 * publishing attendee, downloadable.
 */

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer({ MEETING_MEDIA: 'sfu' });
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

/** A browser context whose pages keep their RTCPeerConnections in window.peerConnections (to read getStats). */
async function recordingContext(): Promise<BrowserContext> {
  const context = await newContext(browser, server.baseUrl);
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const connections: RTCPeerConnection[] = [];
    Object.assign(window, { peerConnections: connections });
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        connections.push(this);
      }
    };
  });
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

/** The meeting's recordings once `done` holds for them (polled: the SFU reports files as they start and end). */
async function recordingsWhen(
  meetingId: string,
  token: string,
  done: (recordings: Recording[]) => boolean,
): Promise<Recording[]> {
  for (;;) {
    const response = await call(`recordings?title=${meetingId}`, { token });
    assert.equal(response.status, 200);
    const { data } = (await response.json()) as { data: Recording[] };
    if (done(data)) return data;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Fills the join form as `name`, goes through device selection and turns the camera on. */
async function joinAs(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByRole('toolbar', { name: 'Meeting controls' }).waitFor();
  await page.getByRole('button', { name: 'Camera' }).click();
  await page.locator('video[data-local]').waitFor();
}

/** Waits until the remote tile of `attendeeName` plays video (a decoded frame: videoWidth > 0). */
async function seesVideoOf(page: Page, attendeeName: string): Promise<void> {
  await page.waitForFunction((label) => {
    const tile = document.querySelector<HTMLElement>(`figure[aria-label="${label}"]`);
    const video = tile?.querySelector('video');
    return Boolean(video && video.videoWidth > 0 && !video.paused);
  }, attendeeName);
}

/** Waits until the page's connections have decoded frames of `count` inbound video streams. */
async function decodesVideoStreams(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    async (wanted) => {
      const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
      let decoding = 0;
      for (const pc of peerConnections) {
        if (pc.connectionState === 'closed') continue;
        (await pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'video' && (report.framesDecoded ?? 0) > 0) decoding++;
        });
      }
      return decoding >= wanted;
    },
    count,
    { polling: 500 },
  );
}

describe('a meeting of three through the SFU', () => {
  let contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('lets every attendee decode and see the other two’s video', async () => {
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
