import { RTCPeerConnection } from 'werift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { ServerFrame } from '@hissa/contracts/meetings/signal-messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * The SFU path (decision 037) through the HTTP layer and the signalling WebSocket: the join
 * info's media kind (mesh up to 4, the SFU from the fifth, always with MEETING_MEDIA=sfu, never
 * with =mesh), the room told to switch, a publishing offer answered by the SFU child process,
 * and server recording: refused on the mesh (409) and where the SFU is off (501), started and
 * stopped on the SFU by the right attendee only, its recordings readable by admitted attendees.
 */

const API = '/public-api/meetings';
const ar = { 'accept-language': 'ar' };

type Socket = { socket: WebSocket; next: (test: (frame: ServerFrame) => boolean) => Promise<ServerFrame> };

/** Joins `title` as `name` on `app`. */
async function join(app: TestApp, title: string, name: string) {
  const response = await app.app.inject({ method: 'POST', url: `${API}/join`, query: { title, name } });
  return { status: response.statusCode, info: response.json<{ data: JoinInfo }>().data };
}

/** The WebSocket origin of each test app (listening from its first socket on). */
const origins = new Map<TestApp, Promise<string>>();

/** Opens the attendee's signalling socket; `next` waits for (or finds) a frame. */
async function connect(app: TestApp, info: JoinInfo): Promise<Socket> {
  if (!origins.has(app)) origins.set(app, app.app.listen({ port: 0, host: '127.0.0.1' }));
  const address = (await origins.get(app)) ?? '';
  const query = new URLSearchParams({
    meetingId: info.meeting.meetingId,
    attendeeId: info.attendee.attendeeId,
    token: info.attendee.token,
  });
  const socket = new WebSocket(`${address.replace('http', 'ws')}${API}/signal?${query.toString()}`);
  const frames: ServerFrame[] = [];
  const waiters: { test: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as ServerFrame;
    frames.push(frame);
    for (const waiter of waiters.filter((w) => w.test(frame))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  await new Promise((resolve) => socket.once('open', resolve));
  return {
    socket,
    next: (test) =>
      new Promise((resolve) => {
        const seen = frames.find(test);
        if (seen) resolve(seen);
        else waiters.push({ test, resolve });
      }),
  };
}

const capture = (app: TestApp, path: string, info: JoinInfo, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    query: { title: info.meeting.meetingId },
    payload: { token: info.attendee.token },
    headers,
  });

describe('the room on the default path (MEETING_MEDIA=auto)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  it('is a mesh up to four attendees and moves to the SFU when a fifth joins, telling those connected', async () => {
    const first = await join(t, 'Growing call', 'Sara');
    expect(first.info.media).toEqual({ kind: 'mesh' });
    const meetingId = first.info.meeting.meetingId;
    const others = [
      await join(t, meetingId, 'Omar'),
      await join(t, meetingId, 'Huda'),
      await join(t, meetingId, 'Ali'),
    ];
    expect(others.map((other) => other.info.media.kind)).toEqual(['mesh', 'mesh', 'mesh']);
    const sockets = await Promise.all([first, ...others].map((joined) => connect(t, joined.info)));
    for (const socket of sockets) await socket.next((frame) => frame.type === 'media' && frame.media.kind === 'mesh');

    const fifth = await join(t, meetingId, 'Laila');
    expect(fifth.status).toBe(200);
    expect(fifth.info.media).toEqual({ kind: 'sfu' });
    for (const socket of sockets) await socket.next((frame) => frame.type === 'media' && frame.media.kind === 'sfu');
    // recording on the mesh was refused; the room is on the SFU now
    expect((await capture(t, 'startCapture', first.info)).statusCode).toBe(200);
    expect((await capture(t, 'endCapture', first.info)).statusCode).toBe(200);
    for (const socket of sockets) socket.socket.terminate();
  });

  it('refuses capture while the room is on the mesh, in both languages', async () => {
    const { info } = await join(t, 'Small call', 'Sara');
    const response = await capture(t, 'startCapture', info, ar);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorEnvelope>().message).toBe(
      'يعمل التسجيل على الخادم عندما يمر الاجتماع عبر الخادم، وذلك حين يزيد عدد المشاركين فيه على 4. حتى ذلك الحين، استخدم زر التسجيل على جهازك.',
    );
    const english = await capture(t, 'startCapture', info);
    expect(english.json<ErrorEnvelope>().message).toContain('more than 4 attendees');
  });
});

describe('a deployment without the SFU (MEETING_MEDIA=mesh)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ meetings: { iceServers: [], mediaRegion: 'us-east-1', media: 'mesh' } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses a fifth attendee and answers 501 for capture', async () => {
    const first = await join(t, 'Mesh only', 'Sara');
    const meetingId = first.info.meeting.meetingId;
    const sockets = [await connect(t, first.info)];
    for (const name of ['Omar', 'Huda', 'Ali']) sockets.push(await connect(t, (await join(t, meetingId, name)).info));
    for (const socket of sockets) await socket.next((frame) => frame.type === 'welcome');
    const fifth = await t.app.inject({
      method: 'POST',
      url: `${API}/join`,
      query: { title: meetingId, name: 'Laila' },
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json<ErrorEnvelope>().message).toBe('This meeting is full (4 attendees at most).');
    const response = await capture(t, 'startCapture', first.info, ar);
    expect(response.statusCode).toBe(501);
    expect(response.json<ErrorEnvelope>().message).toContain('التسجيل على الخادم غير متاح');
    for (const socket of sockets) socket.socket.terminate();
  });
});

describe('a deployment with every room on the SFU (MEETING_MEDIA=sfu)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      meetings: { iceServers: [], mediaRegion: 'us-east-1', media: 'sfu', sfuMaxAttendees: 6 },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('names the SFU in the join info and answers a publishing offer through the SFU process', async () => {
    const { info } = await join(t, 'Forwarded call', 'Sara');
    expect(info.media).toEqual({ kind: 'sfu' });
    const sara = await connect(t, info);
    await sara.next((frame) => frame.type === 'welcome');
    const pc = new RTCPeerConnection({ iceServers: [] });
    pc.addTransceiver('audio', { direction: 'sendonly' });
    pc.addTransceiver('video', { direction: 'sendonly' });
    pc.addTransceiver('video', { direction: 'sendonly' });
    await pc.setLocalDescription(await pc.createOffer());
    sara.socket.send(
      JSON.stringify({ type: 'sfu', payload: { kind: 'publish-offer', sdp: pc.localDescription?.sdp } }),
    );
    const answer = await sara.next((frame) => frame.type === 'sfu' && frame.payload.kind === 'publish-answer');
    expect(answer.type === 'sfu' && answer.payload.sdp).toContain('a=recvonly');
    await pc.close();
    sara.socket.terminate();
  }, 30_000);

  it('records only when the right attendee asks, once at a time, and lets admitted attendees read the list', async () => {
    const sara = await join(t, 'Recorded call', 'Sara');
    const omar = await join(t, sara.info.meeting.meetingId, 'Omar');
    expect((await capture(t, 'endCapture', sara.info)).json<ErrorEnvelope>().message).toBe(
      'This meeting is not being recorded on the server.',
    );
    const started = await capture(t, 'startCapture', omar.info);
    expect(started.json()).toEqual({
      message: "Server recording has started. Everyone's camera and microphone are recorded.",
    });
    const again = await capture(t, 'startCapture', sara.info, ar);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe('يُسجَّل هذا الاجتماع على الخادم بالفعل.');
    expect((await capture(t, 'endCapture', sara.info)).statusCode).toBe(200);

    const forged = { ...sara.info, attendee: { ...sara.info.attendee, token: 'E'.repeat(22) } };
    expect((await capture(t, 'startCapture', forged)).statusCode).toBe(403);
    const list = await capture(t, 'recordings', omar.info);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [] });
    expect((await capture(t, 'recordings', forged)).statusCode).toBe(403);
    const missing = await capture(t, 'recordings/1/file', omar.info);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe('This recording was not found, or it is still being recorded.');
  });

  it('refuses a join beyond MEETING_SFU_MAX_ATTENDEES', async () => {
    const first = await join(t, 'Full call', 'Sara');
    const meetingId = first.info.meeting.meetingId;
    const sockets = [await connect(t, first.info)];
    for (const name of ['B', 'C', 'D', 'E', 'F']) sockets.push(await connect(t, (await join(t, meetingId, name)).info));
    for (const socket of sockets) await socket.next((frame) => frame.type === 'welcome');
    const seventh = await t.app.inject({ method: 'POST', url: `${API}/join`, query: { title: meetingId, name: 'G' } });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json<ErrorEnvelope>().message).toBe('This meeting is full (6 attendees at most).');
    for (const socket of sockets) socket.socket.terminate();
  });
});
