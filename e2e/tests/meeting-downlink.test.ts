import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { newContext } from '../support/browser.ts';
import { launchMeetingBrowser, quickJoin } from '../support/meeting-pages.ts';
import { pollPage, recordPeerConnections } from '../support/peer-connections.ts';

/*
 * The priority downlink policy on the SFU (decisions 037, 049; MEETING_MEDIA=sfu) with
 * Chromium's fake cameras: four attendees send video (microphones muted); Sara, on downlink=priority, shows two
 * tiles per page. The camera whose tile is on the other page stops arriving (its inbound
 * stream decodes no more frames) while the shown ones keep coming; paging to it makes it
 * arrive again, and a camera now off the page stops in its turn.
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

/**
 * Quick-joins `path` as `name`, mutes the microphone (the fake one beeps: a speaker would move
 * to the first tile and change the page) and turns the camera on.
 */
async function joinWithCamera(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await quickJoin(page, name);
  // the button mutes once the microphone is open: press it until it says muted
  const microphone = page.getByRole('button', { name: 'Microphone' });
  while ((await microphone.getAttribute('aria-pressed')) !== 'false') {
    await microphone.click();
    await page.waitForTimeout(300);
  }
  await page.getByRole('button', { name: 'Camera' }).click();
  await page.locator('video[data-local]').waitFor();
}

/** Which inbound cameras are arriving: the decoded-frame growth of each over one second, by track id. */
type Arrivals = { shown: string[]; moving: string[]; offPage: string[]; paused: string[] };

/** How long the cameras may take to settle after a change of page (ms). */
const SETTLE_TIMEOUT_MS = 45_000;

/**
 * Waits until the remote cameras shown on Sara's page decode new frames and the `offPageCount`
 * inbound cameras without a tile on the page do not; returns the track ids. On time-out the
 * error gives the last reading (shown, moving, off the page, paused).
 */
async function onlyShownCamerasArrive(page: Page, offPageCount: number): Promise<Arrivals> {
  let last: (Arrivals & { isRight: boolean }) | null = null;
  try {
    return await pollPage(
      page,
      async (wanted: number) => {
        const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
        // two readings a second apart (no named helper in here: the page gets this function's source as it is)
        const readings: Map<string, number>[] = [];
        for (const wait of [0, 1000]) {
          await new Promise((resolve) => setTimeout(resolve, wait));
          const frames = new Map<string, number>();
          for (const pc of peerConnections) {
            if (pc.connectionState === 'closed') continue;
            (await pc.getStats()).forEach(
              (report: { type: string; kind?: string; trackIdentifier?: string; framesDecoded?: number }) => {
                if (report.type === 'inbound-rtp' && report.kind === 'video' && report.trackIdentifier)
                  frames.set(report.trackIdentifier, report.framesDecoded ?? 0);
              },
            );
          }
          readings.push(frames);
        }
        const [before = new Map<string, number>(), after = new Map<string, number>()] = readings;
        const moving = [...after].filter(([id, frames]) => frames > (before.get(id) ?? 0)).map(([id]) => id);
        // a tile the policy paused under loss (a loaded machine loses packets) may stall; a shown one may not
        const [shown = [], onPage = [], paused = []] = [
          'figure:not([data-paused]) video:not([data-local])',
          'figure video:not([data-local])',
          'figure[data-paused] video:not([data-local])',
        ].map((selector) =>
          Array.from(document.querySelectorAll<HTMLVideoElement>(selector)).flatMap(
            (video) => (video.srcObject as MediaStream | null)?.getVideoTracks().map((track) => track.id) ?? [],
          ),
        );
        const offPage = [...after.keys()].filter((id) => !onPage.includes(id));
        const isRight =
          offPage.length === wanted &&
          offPage.every((id) => !moving.includes(id)) &&
          shown.length > 0 &&
          shown.every((id) => moving.includes(id));
        return { isRight, shown, moving, offPage, paused };
      },
      offPageCount,
      {
        timeoutMs: SETTLE_TIMEOUT_MS,
        until: (reading) => {
          last = reading;
          return reading.isRight;
        },
      },
    );
  } catch (error) {
    throw new Error(`${String(error)}; last reading: ${JSON.stringify(last)}`, { cause: error });
  }
}

describe('the downlink policy on the SFU', () => {
  let contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('stops the camera of a tile off the page and resumes it when paged to', async () => {
    contexts = await Promise.all([0, 1, 2, 3].map(() => newContext(browser, server.baseUrl)));
    await recordPeerConnections(contexts[0] as BrowserContext);
    const [sara, omar, huda, ali] = (await Promise.all(contexts.map((context) => context.newPage()))) as [
      Page,
      Page,
      Page,
      Page,
    ];
    await joinWithCamera(sara, '/join-meeting/new?m=Paged%20board&downlink=priority', 'Sara');
    const meetingPath = new URL(sara.url()).pathname;
    await joinWithCamera(omar, meetingPath, 'Omar');
    await joinWithCamera(huda, meetingPath, 'Huda');
    await joinWithCamera(ali, meetingPath, 'Ali');

    await sara.getByRole('combobox', { name: 'Tiles per page' }).click();
    await sara.getByRole('option', { name: '2 per page', exact: true }).click();
    // page 1: two remote cameras shown, the third off the page and stopped
    const first = await onlyShownCamerasArrive(sara, 1);
    const offPage = first.offPage[0] ?? '';

    await sara.getByRole('button', { name: 'Next tiles' }).click();
    // page 2: the camera off page 1 is shown and arrives again; page 1's cameras stop
    const second = await onlyShownCamerasArrive(sara, 2);
    assert.ok(second.shown.includes(offPage), 'the paged-to camera plays');
    assert.ok(second.moving.includes(offPage), 'the paged-to camera arrives again');
  });
});
