import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { pollPage } from './peer-connections.ts';

/**
 * Launches Chromium for the meeting tests: a fake camera and microphone granted without asking,
 * and peer connections allowed over loopback, plus `extraArgs` (a test's own switches).
 */
export function launchMeetingBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
    ...extraArgs,
  ]);
}

/** Fills the join form already shown as `name` and continues to the device screen. */
export async function toDevices(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
}

/** Joins from the device screen and waits for the meeting's controls. */
export async function joinFromDevices(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByRole('toolbar', { name: 'Meeting controls' }).waitFor();
}

/** Fills the join form as `name`, goes through device selection and turns the camera on. */
export async function joinAs(page: Page, name: string): Promise<void> {
  await toDevices(page, name);
  await joinFromDevices(page);
  await page.getByRole('button', { name: 'Camera' }).click();
  await page.locator('video[data-local]').waitFor();
}

/** Quick-joins as `name` from the join form already shown and waits for the meeting's controls. */
export async function quickJoin(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Quick join' }).click();
  await page.getByRole('toolbar', { name: 'Meeting controls' }).waitFor();
}

/**
 * Mutes the microphone of a joined page. The button mutes only once the microphone is open, so
 * it is pressed until it says muted. The fake microphone beeps: a speaker moves to the first
 * tile, and every beep is sent to every other page.
 */
export async function muteMicrophone(page: Page): Promise<void> {
  const microphone = page.getByRole('button', { name: 'Microphone' });
  while ((await microphone.getAttribute('aria-pressed')) !== 'false') {
    await microphone.click();
    await page.waitForTimeout(300);
  }
}

/**
 * Waits until the remote tile of `attendeeName` plays video (a decoded frame: videoWidth > 0),
 * scrolled into view: Chromium pauses a muted autoplaying video while it is off screen (on a
 * phone the controls below the tiles are taller than the screen).
 */
export async function seesVideoOf(page: Page, attendeeName: string): Promise<void> {
  await page.waitForFunction((label) => {
    const tile = document.querySelector<HTMLElement>(`figure[aria-label="${label}"]`);
    tile?.scrollIntoView({ block: 'center' });
    const video = tile?.querySelector('video');
    return Boolean(video && video.videoWidth > 0 && !video.paused);
  }, attendeeName);
}

/**
 * Waits until the page plays the sound of `count` other attendees: as many remote <audio>
 * elements playing a live track (the page's speaker output), and as many inbound audio streams
 * whose decoded sound has energy (getStats totalAudioEnergy > 0: the fake microphone's beeps
 * arrived, not silence).
 */
export async function hearsSound(page: Page, count: number): Promise<void> {
  await page.waitForFunction((wanted) => {
    const playing = Array.from(document.querySelectorAll<HTMLAudioElement>('audio[data-remote-audio]')).filter(
      (audio) =>
        !audio.paused &&
        audio.currentTime > 0 &&
        (audio.srcObject as MediaStream | null)?.getAudioTracks().some((track) => track.readyState === 'live'),
    );
    return playing.length >= wanted;
  }, count);
  await pollPage(
    page,
    async (wanted: number) => {
      const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
      let sounding = 0;
      for (const pc of peerConnections) {
        if (pc.connectionState === 'closed') continue;
        (await pc.getStats()).forEach((report: { type: string; kind?: string; totalAudioEnergy?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'audio' && (report.totalAudioEnergy ?? 0) > 0)
            sounding++;
        });
      }
      return sounding >= wanted ? true : null;
    },
    count,
  );
}
