import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { newContext } from '../support/browser.ts';
import { joinFromDevices, launchMeetingBrowser, toDevices } from '../support/meeting-pages.ts';
import { pollPage, recordPeerConnections } from '../support/peer-connections.ts';

/*
 * The meeting's device options and live transcription (decisions 038 and 049), on the mesh with
 * Chromium's fake camera and microphone and the fake transcription engine
 * (MEETING_TRANSCRIPTION=fake: "Caption n" for each second of an attendee's audio). A codec
 * asked for in the address is the codec the camera is sent with (getStats); voice focus turned
 * off on the device screen is a microphone without noise suppression; transcription started
 * through the options modal (the §5 rules this engine cannot honour shown disabled with their
 * reason) gives the other attendee live captions, and the transcript download holds them.
 */

let server: AppServer;
let browser: Browser;

before(async () => {
  server = await startAppServer({ MEETING_TRANSCRIPTION: 'fake', MEETING_MEDIA: 'mesh' });
  browser = await launchMeetingBrowser(['--autoplay-policy=no-user-gesture-required']);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The codec (mime type) of the camera the page sends, once one is being sent. */
async function sentVideoCodec(page: Page): Promise<string> {
  return pollPage(
    page,
    async () => {
      const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
      for (const pc of peerConnections) {
        if (pc.connectionState !== 'connected') continue;
        type Entry = {
          type: string;
          kind?: string;
          codecId?: string;
          id: string;
          mimeType?: string;
          framesEncoded?: number;
        };
        const stats: Entry[] = [];
        (await pc.getStats()).forEach((entry: Entry) => stats.push(entry));
        const outbound = stats.find(
          (entry) =>
            entry.type === 'outbound-rtp' && entry.kind === 'video' && (entry.framesEncoded ?? 0) > 0 && entry.codecId,
        );
        const codec = outbound && stats.find((entry) => entry.id === outbound.codecId);
        if (codec?.mimeType) return codec.mimeType;
      }
      return null;
    },
    undefined,
  );
}

/** getSettings().noiseSuppression of the microphone the page sends. */
async function sentNoiseSuppression(page: Page): Promise<boolean | undefined> {
  const handle = await page.waitForFunction(() => {
    const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
    for (const pc of peerConnections) {
      if (pc.connectionState === 'closed') continue;
      const track = pc.getSenders().find((sender) => sender.track?.kind === 'audio')?.track;
      if (track) return { noiseSuppression: track.getSettings().noiseSuppression };
    }
    return null;
  });
  return ((await handle.jsonValue()) as { noiseSuppression?: boolean }).noiseSuppression;
}

describe('device options', () => {
  const contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('sends the camera with the codec of the address and the microphone with voice focus as chosen', async () => {
    for (let index = 0; index < 2; index++) {
      const context = await newContext(browser, server.baseUrl);
      await recordPeerConnections(context);
      contexts.push(context);
    }
    const [saraContext, omarContext] = contexts as [BrowserContext, BrowserContext];
    const sara = await saraContext.newPage();
    await sara.goto('/join-meeting/new?m=Codec%20check&codec=h264');
    await toDevices(sara, 'Sara');
    // voice focus is on by default; the device screen says which codec and that the server would use VP8
    assert.ok(await sara.getByRole('switch', { name: 'Voice focus' }).isChecked());
    await sara.getByRole('button', { name: 'Audio and video options' }).click();
    assert.equal(
      await sara.getByRole('combobox', { name: 'Video codec' }).inputValue(),
      'H.264 (constrained baseline)',
    );
    await sara.getByText('which uses VP8 whatever is chosen here').waitFor();
    assert.ok(await sara.getByRole('checkbox', { name: /Simulcast/ }).isDisabled(), 'no simulcast on the mesh');
    await joinFromDevices(sara);
    await sara.getByRole('button', { name: 'Camera' }).click();

    const omar = await omarContext.newPage();
    await omar.goto(`${new URL(sara.url()).pathname}?codec=h264`);
    await toDevices(omar, 'Omar');
    const voiceFocus = omar.getByRole('switch', { name: 'Voice focus' });
    await voiceFocus.focus();
    await omar.keyboard.press('Space');
    assert.equal(await voiceFocus.isChecked(), false);
    await joinFromDevices(omar);
    await omar.getByRole('button', { name: 'Camera' }).click();

    assert.equal(await sentVideoCodec(sara), 'video/H264');
    assert.equal(await sentVideoCodec(omar), 'video/H264');
    assert.equal(await sentNoiseSuppression(sara), true);
    assert.equal(await sentNoiseSuppression(omar), false);
  });
});

describe('live transcription', () => {
  const contexts: BrowserContext[] = [];
  after(async () => {
    for (const context of contexts) await context.close();
  });

  it('starts through the options modal, shows captions to the other attendee and saves them', async () => {
    contexts.push(await newContext(browser, server.baseUrl), await newContext(browser, server.baseUrl));
    const [saraContext, omarContext] = contexts as [BrowserContext, BrowserContext];
    const sara = await saraContext.newPage();
    await sara.goto('/join-meeting/new?m=Captions%20check');
    await toDevices(sara, 'Sara');
    await joinFromDevices(sara);
    const omar = await omarContext.newPage();
    await omar.goto(new URL(sara.url()).pathname);
    await toDevices(omar, 'Omar');
    await joinFromDevices(omar);

    // the modal: what the test engine cannot do is disabled and says why (§5 rules and the engine's abilities)
    await sara.getByRole('button', { name: 'Live transcription' }).click();
    const modal = sara.getByRole('dialog', { name: 'Live transcription' });
    await modal.waitFor();
    const unsupported = 'The transcription engine of this deployment cannot do this.';
    assert.ok(await modal.getByRole('checkbox', { name: 'Identify the language' }).isDisabled());
    assert.ok(await modal.getByRole('checkbox', { name: 'Redact personal information (PII)' }).isDisabled());
    assert.ok((await modal.getByText(unsupported).count()) >= 3, 'the reason is shown beside each disabled option');
    await modal.getByRole('combobox', { name: 'Language' }).click();
    assert.equal(await sara.getByRole('option', { name: 'fr-FR' }).getAttribute('data-combobox-disabled'), 'true');
    await sara.keyboard.press('Escape');
    await modal.getByRole('checkbox', { name: 'Partial results stabilization' }).check();
    await modal.getByRole('button', { name: 'Start transcription' }).click();
    await modal.waitFor({ state: 'hidden' });
    await sara.getByRole('button', { name: 'Stop transcription' }).waitFor();

    // Omar sees Sara's captions as they come (the test engine's label too)
    const captions = omar.getByRole('region', { name: 'Captions' });
    await captions.getByText('Test engine').waitFor();
    await captions.getByText(/Sara:\s*Caption 2/).waitFor({ timeout: 30_000 });

    await sara.getByRole('button', { name: 'Stop transcription' }).click();
    await sara.getByRole('button', { name: 'Live transcription' }).waitFor();

    const download = omar.waitForEvent('download');
    await captions.getByRole('button', { name: 'Download transcript' }).click();
    const stream = await (await download).createReadStream();
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    assert.match(text, /Sara/);
    assert.match(text, /Caption 1/);
  });
});
