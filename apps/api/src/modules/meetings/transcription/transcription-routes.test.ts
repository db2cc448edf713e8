import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { TranscriptionEngineInfo, TranscriptSegment } from '@hissa/contracts/meetings/transcription-rules';
import { connectAttendee, listenForSockets, openTestSocket } from '../../../test/meeting-sockets.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Live transcription through the HTTP layer and the WebSockets (decision 038), with the fake
 * engine (MEETING_TRANSCRIPTION=fake: a caption per second of audio, whatever is said): the
 * engine's abilities, the §5 rules and the engine's limits as 400s in the caller's language,
 * start and stop with their 403 / 409, audio in, captions out to every attendee, the saved
 * transcript; and 501 without an engine.
 */

const API = '/public-api/meetings';
const ar = { 'accept-language': 'ar' };
/** 100 ms of 16 kHz 16-bit audio. */
const TENTH_OF_A_SECOND = Buffer.alloc(3200, 1);

let t: TestApp;
let none: TestApp;
let origin = '';
beforeAll(async () => {
  t = await createTestApp({ meetings: { iceServers: [], mediaRegion: 'us-east-1', transcription: 'fake' } });
  none = await createTestApp({ meetings: { iceServers: [], mediaRegion: 'us-east-1', transcription: 'none' } });
  origin = await listenForSockets(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await none?.close();
});

async function join(app: TestApp, title: string, name: string): Promise<JoinInfo> {
  const response = await app.app.inject({ method: 'POST', url: `${API}/join`, query: { title, name } });
  return response.json<{ data: JoinInfo }>().data;
}

function start(app: TestApp, info: JoinInfo, query: Record<string, string>, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: `${API}/start_transcription`,
    query: { title: info.meeting.meetingId, engine: 'transcribe', ...query },
    payload: { token: info.attendee.token },
    headers,
  });
}

function stop(app: TestApp, info: JoinInfo) {
  return app.app.inject({
    method: 'POST',
    url: `${API}/stop_transcription`,
    query: { title: info.meeting.meetingId },
    payload: { token: info.attendee.token },
  });
}

function audioUrl(info: JoinInfo): string {
  const query = new URLSearchParams({
    meetingId: info.meeting.meetingId,
    attendeeId: info.attendee.attendeeId,
    token: info.attendee.token,
  });
  return `${origin}${API}/transcription-audio?${query.toString()}`;
}

describe('live transcription', () => {
  it("says what this deployment's engine can honour", async () => {
    const response = await t.app.inject({ url: `${API}/transcription-engine` });
    expect(response.json<{ data: TranscriptionEngineInfo }>().data).toMatchObject({
      engine: 'fake',
      languages: ['en-US'],
      medical: false,
      identifyLanguage: false,
      partialResults: true,
    });
  });

  it('refuses options against the §5 rules or beyond the engine, in the caller language', async () => {
    const sara = await join(t, 'Rules call', 'Sara');
    const identify = await start(
      t,
      sara,
      {
        language: 'en-US',
        transcriptionStreamParams: JSON.stringify({ identifyLanguage: true, languageOptions: ['en-US', 'en-GB'] }),
      },
      ar,
    );
    expect(identify.statusCode).toBe(400);
    expect(identify.json<ErrorEnvelope>().errors).toEqual(
      expect.arrayContaining([
        {
          field: 'querystring.language',
          message: 'لا يمكن الجمع بين التعرّف على اللغة وبين لغة ثابتة أو تحديد المحتوى أو الحجب أو نموذج لغوي مخصص.',
        },
        {
          field: 'querystring.languageOptions',
          message: 'اختر لهجة واحدة على الأكثر من كل لغة (مثل en-US أو en-GB، لا كلتيهما).',
        },
      ]),
    );
    const both = await start(t, sara, {
      language: 'en-US',
      transcriptionStreamParams: JSON.stringify({ contentIdentificationType: 'PII', contentRedactionType: 'PII' }),
    });
    expect(both.json<ErrorEnvelope>().errors).toContainEqual({
      field: 'querystring.contentRedactionType',
      message: 'Choose either content identification or redaction, not both.',
    });
    const medical = await start(t, sara, { engine: 'transcribe_medical', language: 'fr-FR' });
    expect(medical.json<ErrorEnvelope>().errors).toEqual(
      expect.arrayContaining([
        { field: 'querystring.language', message: 'The medical engine supports US English (en-US) only.' },
        { field: 'querystring.engine', message: 'The transcription engine of this deployment cannot do this.' },
      ]),
    );
    const french = await start(t, sara, { language: 'fr-FR' });
    expect(french.json<ErrorEnvelope>().errors).toEqual([
      { field: 'querystring.language', message: 'The transcription engine of this deployment cannot do this.' },
    ]);
    const broken = await start(t, sara, { language: 'en-US', transcriptionStreamParams: '{not json' });
    expect(broken.json<ErrorEnvelope>().message).toBe('The transcription settings are not valid.');
    const unknownEngine = await start(t, sara, { engine: 'other', language: 'en-US' });
    expect(unknownEngine.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${API}/start_transcription`,
      query: { title: sara.meeting.meetingId, engine: 'transcribe', language: 'en-US' },
      payload: { token: 'C'.repeat(22) },
    });
    expect(forged.statusCode).toBe(403);
    expect((await stop(t, sara)).statusCode).toBe(409);
  });

  it('turns on, carries audio to captions for every attendee, saves them, and turns off', async () => {
    const sara = await join(t, 'Transcribed call', 'Sara');
    const omar = await join(t, sara.meeting.meetingId, 'Omar');
    const a = await connectAttendee(origin, sara);
    const b = await connectAttendee(origin, omar);
    await b.next((frame) => frame.type === 'welcome');

    // no audio before transcription is on
    const early = await openTestSocket(audioUrl(sara));
    expect(await new Promise((resolve) => early.on('close', resolve))).toBe(4403);

    const started = await start(t, sara, { language: 'en-US' });
    expect(started.json()).toEqual({ message: 'Live transcription started.' });
    expect((await start(t, omar, { language: 'en-US' })).statusCode).toBe(409);
    const on = await b.next((frame) => frame.type === 'transcription' && frame.status.isOn);
    expect(on.type === 'transcription' && on.status).toEqual({
      isOn: true,
      language: 'en-US',
      engine: 'fake',
      quality: 'test',
    });

    const audio = await openTestSocket(audioUrl(sara));
    for (let tenth = 0; tenth < 12; tenth += 1) audio.send(TENTH_OF_A_SECOND);
    const partial = await b.next((frame) => frame.type === 'caption' && frame.segment.isPartial);
    const final = await b.next((frame) => frame.type === 'caption' && !frame.segment.isPartial);
    expect(partial.type === 'caption' && partial.segment).toMatchObject({ name: 'Sara', text: 'Caption 1' });
    const segment = final.type === 'caption' ? final.segment : null;
    expect(segment).toMatchObject({ attendeeId: sara.attendee.attendeeId, name: 'Sara', text: 'Caption 1' });
    expect((segment?.endMs ?? 0) - (segment?.startMs ?? 0)).toBe(1000);
    await a.next((frame) => frame.type === 'caption' && !frame.segment.isPartial);

    const closed = new Promise((resolve) => audio.on('close', resolve));
    expect((await stop(t, omar)).json()).toEqual({ message: 'Live transcription stopped.' });
    expect(await closed).toBe(1000);
    await a.next((frame) => frame.type === 'transcription' && !frame.status.isOn);

    // the transcript: for an attendee, also after leaving; never for someone else
    a.socket.terminate();
    b.socket.terminate();
    const transcript = await t.app.inject({
      method: 'POST',
      url: `${API}/transcript`,
      query: { title: sara.meeting.meetingId },
      payload: { token: omar.attendee.token },
    });
    const data = transcript.json<{ data: { status: { isOn: boolean }; segments: TranscriptSegment[] } }>().data;
    expect(data.status.isOn).toBe(false);
    expect(data.segments.map((saved) => [saved.name, saved.text, saved.isPartial])).toEqual([
      ['Sara', 'Caption 1', false],
    ]);
    const stranger = await join(t, 'Another call', 'Huda');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/transcript`,
      query: { title: sara.meeting.meetingId },
      payload: { token: stranger.attendee.token },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 501 in both languages where no engine runs', async () => {
    const sara = await join(none, 'No engine', 'Sara');
    const response = await start(none, sara, { language: 'en-US' }, ar);
    expect(response.statusCode).toBe(501);
    expect(response.json<ErrorEnvelope>().message).toBe('النسخ المباشر غير متاح في هذا النشر.');
    expect((await stop(none, sara)).statusCode).toBe(501);
    const info = await none.app.inject({ url: `${API}/transcription-engine` });
    expect(info.json<{ data: TranscriptionEngineInfo }>().data.engine).toBeNull();
  });
});
