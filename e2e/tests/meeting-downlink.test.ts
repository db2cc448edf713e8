import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { newContext } from '../support/browser.ts';
import { launchMeetingBrowser, muteMicrophone, quickJoin } from '../support/meeting-pages.ts';
import { decodesVideoStreams, pollPage, recordPeerConnections } from '../support/peer-connections.ts';

/*
 * The priority downlink policy on the SFU (decisions 037, 049; MEETING_MEDIA=sfu) with
 * Chromium's fake cameras: four attendees send video (microphones muted); Sara, on downlink=priority, shows two
 * tiles per page. The camera whose tile is on the other page stops arriving (its inbound
 * stream decodes no more frames) while the shown ones keep coming; paging to it makes it
 * arrive again, and a camera now off the page stops in its turn.
 * Then the loss-driven side of the same policy: Sara's link starts losing half of the incoming
 * video packets, one of the two shown cameras is paused (its tile says so and its camera stops
 * arriving), and once the loss stops it resumes.
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
  await muteMicrophone(page);
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

/**
 * A lossy link, as the page measures it: in every page of the context, while
 * window.hissaLinkLoss is true, each incoming video stream's getStats reports as many packets
 * lost as it received since the last reading (half the packets lost), on top of the real
 * count. This machine's loopback loses nothing and has no packet-loss emulation, so the
 * reading is where the loss is made; what the policy does with it is the page's and the SFU's own.
 */
async function measureLossyLink(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Inbound = { type: string; kind?: string; packetsReceived?: number; packetsLost?: number };
    const native = RTCPeerConnection.prototype.getStats;
    const extraLost = new Map<string, { lost: number; received: number }>();
    RTCPeerConnection.prototype.getStats = async function (this: RTCPeerConnection, ...args: [MediaStreamTrack?]) {
      const report = await native.apply(this, args);
      const lossy = (window as unknown as { hissaLinkLoss?: boolean }).hissaLinkLoss === true;
      const copy = new Map<string, unknown>();
      report.forEach((stat: Inbound, id: string) => {
        if (stat.type !== 'inbound-rtp' || stat.kind !== 'video') return copy.set(id, stat);
        const received = stat.packetsReceived ?? 0;
        const state = extraLost.get(id) ?? { lost: 0, received };
        if (lossy) state.lost += Math.max(0, received - state.received);
        state.received = received;
        extraLost.set(id, state);
        return copy.set(id, { ...stat, packetsLost: (stat.packetsLost ?? 0) + state.lost });
      });
      return copy as unknown as RTCStatsReport;
    };
  });
}

/** The names on Sara's tiles that the policy paused, and the decoded-frame growth over one second of each paused camera. */
async function pausedCameras(page: Page): Promise<{ names: string[]; pausedFramesMoving: boolean }> {
  return page.evaluate(async () => {
    const figures = Array.from(document.querySelectorAll<HTMLElement>('figure[data-paused]'));
    const names = figures.map((figure) => figure.getAttribute('aria-label') ?? '');
    const tracks = figures.flatMap(
      (figure) =>
        (figure.querySelector('video')?.srcObject as MediaStream | null)?.getVideoTracks().map((track) => track.id) ??
        [],
    );
    const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
    const frames: number[] = [];
    for (const wait of [0, 1000]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      let total = 0;
      for (const pc of peerConnections) {
        if (pc.connectionState === 'closed') continue;
        (await pc.getStats()).forEach((report: { type: string; trackIdentifier?: string; framesDecoded?: number }) => {
          if (report.type === 'inbound-rtp' && tracks.includes(report.trackIdentifier ?? ''))
            total += report.framesDecoded ?? 0;
        });
      }
      frames.push(total);
    }
    return { names, pausedFramesMoving: (frames[1] ?? 0) > (frames[0] ?? 0) };
  });
}

describe('the downlink policy on the SFU', () => {
  /**
   * The running test's attendees, closed when it ends: a meeting left running would keep four
   * cameras encoding and decoding on the machine's two cores through the next test's meeting.
   */
  let contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
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
    // every camera reaches Sara first: one the policy stops before its first frame would have
    // no inbound stream to show as stopped
    await decodesVideoStreams(sara, 3);

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

  it('pauses one of the shown cameras while the link loses packets and resumes it once the loss stops', async () => {
    const lossy = await newContext(browser, server.baseUrl);
    await recordPeerConnections(lossy);
    await measureLossyLink(lossy);
    const others = await Promise.all([0, 1].map(() => newContext(browser, server.baseUrl)));
    contexts.push(lossy, ...others);
    const sara = await lossy.newPage();
    const [omar, huda] = (await Promise.all(others.map((context) => context.newPage()))) as [Page, Page];
    await joinWithCamera(sara, '/join-meeting/new?m=Lossy%20link&downlink=priority', 'Sara');
    const meetingPath = new URL(sara.url()).pathname;
    await joinWithCamera(omar, meetingPath, 'Omar');
    await joinWithCamera(huda, meetingPath, 'Huda');
    await decodesVideoStreams(sara, 2);

    await sara.evaluate(() => Object.assign(window, { hissaLinkLoss: true }));
    await sara.locator('figure[data-paused]').first().waitFor({ timeout: SETTLE_TIMEOUT_MS });
    await sara.getByText('Paused: weak connection').first().waitFor();
    // the paused camera stops arriving; one camera always keeps coming
    let reading = await pausedCameras(sara);
    for (let tries = 0; reading.pausedFramesMoving && tries < 10; tries++) reading = await pausedCameras(sara);
    assert.equal(reading.names.length, 1, `one camera paused: ${reading.names.join(', ')}`);
    assert.ok(['Omar', 'Huda'].includes(reading.names[0] ?? ''));
    assert.equal(reading.pausedFramesMoving, false, 'the paused camera stops arriving');

    await sara.evaluate(() => Object.assign(window, { hissaLinkLoss: false }));
    await sara.locator('figure[data-paused]').waitFor({ state: 'detached', timeout: SETTLE_TIMEOUT_MS });
    // both cameras arrive again
    await onlyShownCamerasArrive(sara, 0);
  });
});
