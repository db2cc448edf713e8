import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { type JoinInfo, MEETING_ID_PATTERN } from '@hissa/contracts/meetings/meeting-rules';
import { LEAVE_KEEPING_ATTENDEE, type ServerFrame } from '@hissa/contracts/meetings/signal-messages';
import { companies } from '../../db/schema/directory.ts';
import { meetingAttendees, meetingEvents, meetings } from '../../db/schema/meetings.ts';
import { requests } from '../../db/schema/requests.ts';
import { bearer, createTestUser, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The meeting calls (decision 032) through the HTTP layer and the signalling WebSocket: join
 * or start with unguessable ids, bad input in both languages, the stored logs and events, the
 * refused capture on the mesh and the 501 of transcription, a hosted meeting's waiting room and host-only
 * actions, and two attendees exchanging an offer, an answer and a chat message through the server.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const API = '/public-api/meetings';
const ar = { 'accept-language': 'ar' };

/** The stored status of an attendee. */
async function statusOf(attendeeId: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: meetingAttendees.status })
    .from(meetingAttendees)
    .where(eq(meetingAttendees.id, attendeeId));
  return row?.status;
}

async function join(title: string, name: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url: `${API}/join`, query: { title, name }, headers });
  return { status: response.statusCode, info: response.json<{ data: JoinInfo }>().data };
}

describe('join and the meeting service calls', () => {
  it('starts a meeting under a random 128-bit id, then joins it by that id', async () => {
    const first = await join('Board sync', 'Sara');
    expect(first.status).toBe(201);
    expect(first.info.meeting).toMatchObject({ title: 'Board sync', mediaRegion: 'us-east-1', hasHost: false });
    expect(first.info.meeting.meetingId).toMatch(MEETING_ID_PATTERN);
    expect(first.info.attendee).toMatchObject({ name: 'Sara', status: 'admitted', isHost: false });
    expect(first.info.attendee.externalUserId.endsWith('#Sara')).toBe(true);
    const second = await join(first.info.meeting.meetingId, 'Omar');
    expect(second.status).toBe(200);
    expect(second.info.meeting.meetingId).toBe(first.info.meeting.meetingId);
    // the same title starts another meeting: titles never lead into someone else's room
    const other = await join('Board sync', 'Huda');
    expect(other.info.meeting.meetingId).not.toBe(first.info.meeting.meetingId);
    const [stored] = await t.database.db
      .select({ tokenHash: meetingAttendees.tokenHash })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.id, first.info.attendee.attendeeId));
    expect(stored?.tokenHash).not.toBe(first.info.attendee.token);
  });

  it('refuses a join without title or name in the caller language', async () => {
    const en = await t.app.inject({ method: 'POST', url: `${API}/join`, query: { title: ' ', name: 'x' } });
    expect(en.statusCode).toBe(400);
    expect(en.json<ErrorEnvelope>().errors).toEqual([
      { field: 'querystring.title', message: 'Meeting title or ID is required' },
    ]);
    const arabic = await t.app.inject({ method: 'POST', url: `${API}/join`, query: { title: 'x' }, headers: ar });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json<ErrorEnvelope>().errors).toEqual([{ field: 'querystring.name', message: 'اسمك مطلوب' }]);
  });

  it('answers 404 for an unknown meeting, and 409 once it has ended', async () => {
    const missing = await t.app.inject({ url: `${API}/getMeetings`, query: { m: 'A'.repeat(22) }, headers: ar });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe('لم نجد هذا الاجتماع. تحقق من الرابط وحاول مرة أخرى.');
    const { info } = await join('Short call', 'Sara');
    const ended = await t.app.inject({
      method: 'POST',
      url: `${API}/end`,
      query: { title: info.meeting.meetingId },
      payload: { token: info.attendee.token },
    });
    expect(ended.json()).toEqual({ message: 'The meeting has ended for everyone.' });
    const late = await t.app.inject({
      method: 'POST',
      url: `${API}/join`,
      query: { title: info.meeting.meetingId, name: 'Omar' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorEnvelope>().message).toBe('This meeting has ended and cannot be used any more.');
  });

  it('creates and reads meetings and attendees through createMeetings, getMeetings, createAttendee and attendee', async () => {
    const created = await t.app.inject({ url: `${API}/createMeetings`, query: { title: 'Due diligence' } });
    const meeting = created.json<{ data: { meetingId: string } }>().data;
    expect(meeting.meetingId).toMatch(MEETING_ID_PATTERN);
    const read = await t.app.inject({ url: `${API}/getMeetings`, query: { m: meeting.meetingId } });
    expect(read.json()).toMatchObject({ data: { title: 'Due diligence', endedAt: null } });
    const attendee = await t.app.inject({
      url: `${API}/createAttendee`,
      query: { m: meeting.meetingId, name: 'Lina' },
    });
    const info = attendee.json<{ data: JoinInfo }>().data;
    const named = await t.app.inject({
      url: `${API}/attendee`,
      query: { title: meeting.meetingId, attendee: info.attendee.attendeeId },
    });
    expect(named.json()).toEqual({
      data: { ...info.attendee, token: undefined, isHost: undefined, status: undefined },
    });
    const region = await t.app.inject({ url: `${API}/nearest-media-region` });
    expect(region.json()).toEqual({ region: 'us-east-1' });
  });

  it('stores client logs and meeting events with the meeting', async () => {
    const { info } = await join('Logged call', 'Sara');
    const ids = { appName: 'hissa-web', meetingId: info.meeting.meetingId, attendeeId: info.attendee.attendeeId };
    const logs = await t.app.inject({
      method: 'POST',
      url: `${API}/logs`,
      payload: { ...ids, logs: [{ sequenceNumber: 0, message: 'joined', timestampMs: 1, logLevel: 'info' }] },
    });
    expect(logs.statusCode).toBe(202);
    const event = await t.app.inject({
      method: 'POST',
      url: `${API}/log_meeting_event`,
      payload: { ...ids, name: 'meetingStartSucceeded', attributes: { maxVideoTileCount: 25 } },
    });
    expect(event.statusCode).toBe(202);
    const [row] = await t.database.db
      .select({ total: count() })
      .from(meetingEvents)
      .where(eq(meetingEvents.meetingId, info.meeting.meetingId));
    expect(row?.total).toBe(2);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${API}/log_meeting_event`,
      payload: { ...ids, attendeeId: 'B'.repeat(22), name: 'x', attributes: {} },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('stores the join, leave and failure events a page reports, also after its attendee left', async () => {
    const { info } = await join('Reported call', 'Sara');
    const ids = { appName: 'hissa-web', meetingId: info.meeting.meetingId, attendeeId: info.attendee.attendeeId };
    const report = (name: string, attributes: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `${API}/log_meeting_event`, payload: { ...ids, name, attributes } });
    expect((await report('meetingStartSucceeded', { mediaPath: 'mesh' })).statusCode).toBe(202);
    expect((await report('meetingFailed', { message: 'WebSocket 1006' })).statusCode).toBe(202);
    const left = await t.app.inject({
      method: 'POST',
      url: `${API}/deleteAttendee`,
      query: { title: info.meeting.meetingId, attendeeId: info.attendee.attendeeId },
      payload: { token: info.attendee.token },
    });
    expect(left.statusCode).toBe(200);
    expect((await report('meetingLeft', {})).statusCode).toBe(202);
    const rows = await t.database.db
      .select({ kind: meetingEvents.kind, name: meetingEvents.name, payload: meetingEvents.payload })
      .from(meetingEvents)
      .where(eq(meetingEvents.meetingId, info.meeting.meetingId))
      .orderBy(meetingEvents.id);
    expect(rows).toEqual([
      { kind: 'event', name: 'meetingStartSucceeded', payload: { mediaPath: 'mesh' } },
      { kind: 'event', name: 'meetingFailed', payload: { message: 'WebSocket 1006' } },
      { kind: 'event', name: 'meetingLeft', payload: {} },
    ]);
  });

  it('refuses server recording on the mesh, in both languages (transcription: transcription-routes.test.ts)', async () => {
    const { info } = await join('Capture call', 'Sara');
    const title = info.meeting.meetingId;
    const payload = { token: info.attendee.token };
    for (const path of ['startCapture', 'endCapture']) {
      const response = await t.app.inject({ method: 'POST', url: `${API}/${path}`, query: { title }, payload });
      expect(response.statusCode).toBe(409);
    }
    const capture = await t.app.inject({
      method: 'POST',
      url: `${API}/startCapture`,
      query: { title },
      payload,
      headers: ar,
    });
    expect(capture.json<ErrorEnvelope>().message).toContain('استخدم زر التسجيل على جهازك');
  });
});

describe('a meeting of a one-to-one meeting request', () => {
  let hostHeader: { authorization: string };
  let requestId: number;

  beforeAll(async () => {
    const host = await createTestUser(t.database.db);
    hostHeader = bearer(await loginToken(t.app, host.email, host.password));
    const [company] = await t.database.db.select({ id: companies.id }).from(companies).limit(1);
    const [row] = await t.database.db
      .insert(requests)
      .values({
        type: 'one_to_one_meeting',
        title: 'Meeting about the round',
        message: 'Shall we meet?',
        searchText: 'meeting about the round',
        meetingAt: new Date(Date.now() + 86_400_000),
        meetingLink: 'https://meet.example.sa/abc',
        senderUserId: host.id,
        recipientCompanyId: company?.id,
      })
      .returning({ id: requests.id });
    requestId = row?.id ?? 0;
  });

  it('is made once for the sender, who hosts it; guests wait until the host admits them', async () => {
    const url = `/common-api/meetings/from-request/${requestId}`;
    const [first, again] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: hostHeader }),
      t.app.inject({ method: 'POST', url, headers: hostHeader }),
    ]);
    const meetingId = first.json<{ data: { meetingId: string } }>().data.meetingId;
    expect(again.json<{ data: { meetingId: string } }>().data.meetingId).toBe(meetingId);
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(request?.meetingLink).toBe(`http://hissa.test/join-meeting/${meetingId}`);
    const someoneElse = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(await loginToken(t.app, (await createTestUser(t.database.db)).email, 'Test@1234')),
    });
    expect(someoneElse.statusCode).toBe(404);

    const host = await join(meetingId, 'Host', hostHeader);
    expect(host.info.attendee).toMatchObject({ isHost: true, status: 'admitted' });
    const guest = await join(meetingId, 'Guest');
    expect(guest.info.attendee).toMatchObject({ isHost: false, status: 'waiting' });
    const other = await join(meetingId, 'Other');

    const act = (path: string, token: string, attendeeId?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/${path}`,
        query: { title: meetingId, ...(attendeeId && { attendeeId }) },
        payload: { token },
        headers: ar,
      });
    // a guest can neither admit, mute everyone, remove another attendee nor end the meeting
    for (const refused of [
      await act('admit', other.info.attendee.token, guest.info.attendee.attendeeId),
      await act('muteAll', other.info.attendee.token),
      await act('deleteAttendee', other.info.attendee.token, guest.info.attendee.attendeeId),
      await act('end', other.info.attendee.token),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorEnvelope>().message).toBe('هذا الإجراء لمضيف الاجتماع وحده.');
    }
    const forged = await act('admit', 'C'.repeat(22), guest.info.attendee.attendeeId);
    expect(forged.statusCode).toBe(403);

    expect((await act('admit', host.info.attendee.token, guest.info.attendee.attendeeId)).statusCode).toBe(200);
    expect((await act('admit', host.info.attendee.token, guest.info.attendee.attendeeId)).statusCode).toBe(409);
    expect((await act('muteAll', host.info.attendee.token)).statusCode).toBe(200);
    expect((await act('deleteAttendee', host.info.attendee.token, other.info.attendee.attendeeId)).statusCode).toBe(
      200,
    );
    const statuses = await t.database.db
      .select({ id: meetingAttendees.id, status: meetingAttendees.status })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, meetingId));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [host.info.attendee.attendeeId]: 'admitted',
      [guest.info.attendee.attendeeId]: 'admitted',
      [other.info.attendee.attendeeId]: 'removed',
    });
    // the guest leaves on its own token
    expect((await act('deleteAttendee', guest.info.attendee.token, guest.info.attendee.attendeeId)).statusCode).toBe(
      200,
    );
    expect((await act('end', host.info.attendee.token)).statusCode).toBe(200);
    const [ended] = await t.database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(ended?.endedAt).not.toBeNull();
  });
});

describe('signalling', () => {
  let origin = '';
  beforeAll(async () => {
    origin = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });

  /** A WebSocket of the listening app, once open; `onMessage` hears frames from the first (sent with the upgrade). */
  async function openSocket(path: string, onMessage?: (raw: Buffer) => void): Promise<WebSocket> {
    const socket = new WebSocket(`${origin}${path}`);
    if (onMessage) socket.on('message', onMessage);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return socket;
  }

  /** A connected attendee socket and the frames it has received. */
  async function connect(info: JoinInfo) {
    const frames: ServerFrame[] = [];
    const waiters: { test: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
    const query = new URLSearchParams({
      meetingId: info.meeting.meetingId,
      attendeeId: info.attendee.attendeeId,
      token: info.attendee.token,
    });
    const socket = await openSocket(`${API}/signal?${query.toString()}`, (raw) => {
      const frame = JSON.parse(raw.toString()) as ServerFrame;
      frames.push(frame);
      for (const waiter of waiters.filter((w) => w.test(frame))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    });
    const next = (test: (frame: ServerFrame) => boolean) =>
      new Promise<ServerFrame>((resolve) => {
        const seen = frames.find(test);
        if (seen) resolve(seen);
        else waiters.push({ test, resolve });
      });
    return { socket, next, send: (frame: unknown) => socket.send(JSON.stringify(frame)) };
  }

  it('relays an offer and an answer between two attendees and carries the chat', async () => {
    const sara = await join('Signalled call', 'Sara');
    const omar = await join(sara.info.meeting.meetingId, 'Omar');
    const a = await connect(sara.info);
    await a.next((frame) => frame.type === 'welcome');
    const b = await connect(omar.info);
    const welcome = await b.next((frame) => frame.type === 'welcome');
    expect(welcome.type === 'welcome' && welcome.roster.map((entry) => entry.name)).toEqual(['Sara', 'Omar']);

    const saraId = sara.info.attendee.attendeeId;
    const omarId = omar.info.attendee.attendeeId;
    b.send({ type: 'signal', to: saraId, payload: { description: { type: 'offer', sdp: 'v=0 offer' } } });
    const offer = await a.next((frame) => frame.type === 'signal');
    expect(offer).toEqual({
      type: 'signal',
      from: omarId,
      payload: { description: { type: 'offer', sdp: 'v=0 offer' } },
    });
    a.send({ type: 'signal', to: omarId, payload: { description: { type: 'answer', sdp: 'v=0 answer' } } });
    const answer = await b.next((frame) => frame.type === 'signal');
    expect(answer).toEqual({
      type: 'signal',
      from: saraId,
      payload: { description: { type: 'answer', sdp: 'v=0 answer' } },
    });

    a.send({ type: 'chat', topic: 'chat', text: '  Hello Omar  ' });
    const chat = await b.next((frame) => frame.type === 'chat');
    expect(chat.type === 'chat' && chat.message).toMatchObject({ text: 'Hello Omar', senderAttendeeId: saraId });

    b.socket.terminate();
    const roster = await a.next((frame) => frame.type === 'roster' && frame.roster.length === 1);
    expect(roster.type === 'roster' && roster.roster.map((entry) => entry.name)).toEqual(['Sara']);
    a.socket.terminate();
  });

  it('keeps the attendee of a browser that leaves without deleting it, and marks any other close as left', async () => {
    const sara = await join('Kept call', 'Sara');
    const omar = await join(sara.info.meeting.meetingId, 'Omar');
    const a = await connect(sara.info);
    await a.next((frame) => frame.type === 'welcome');
    const b = await connect(omar.info);
    await b.next((frame) => frame.type === 'welcome');
    await a.next((frame) => frame.type === 'roster' && frame.roster.length === 2);
    // delete-attendee-to-leave off: the browser closes with LEAVE_KEEPING_ATTENDEE and may connect again
    b.socket.close(LEAVE_KEEPING_ATTENDEE);
    await a.next((frame) => frame.type === 'roster' && frame.roster.length === 1);
    expect(await statusOf(omar.info.attendee.attendeeId)).toBe('admitted');
    const again = await connect(omar.info);
    const welcome = await again.next((frame) => frame.type === 'welcome');
    expect(welcome.type === 'welcome' && welcome.self.attendeeId).toBe(omar.info.attendee.attendeeId);
    // an ordinary close: the attendee has left and its token no longer connects
    again.socket.close(1000);
    await vi.waitFor(async () => expect(await statusOf(omar.info.attendee.attendeeId)).toBe('left'));
    const refused = await openSocket(
      `${API}/signal?meetingId=${omar.info.meeting.meetingId}&attendeeId=${omar.info.attendee.attendeeId}&token=${omar.info.attendee.token}`,
    );
    const code = await new Promise<number>((resolve) => refused.on('close', (closeCode: number) => resolve(closeCode)));
    expect(code).toBe(4403);
    a.socket.terminate();
  });

  it('moves a watched primary meeting to the SFU for its replica attendee (decision 052)', async () => {
    const sara = await join('Watched call', 'Sara');
    const a = await connect(sara.info);
    await a.next((frame) => frame.type === 'media' && frame.media.kind === 'mesh');
    const replica = await t.app.inject({
      method: 'POST',
      url: `${API}/join`,
      query: { title: 'Watched call overflow', name: 'Omar', primaryExternalMeetingId: sara.info.meeting.meetingId },
    });
    const omar = await connect(replica.json<{ data: JoinInfo }>().data);
    await omar.next((frame) => frame.type === 'welcome');
    omar.send({ type: 'primary-media', payload: { kind: 'watch' } });
    const moved = await a.next((frame) => frame.type === 'media' && frame.media.kind === 'sfu');
    expect(moved).toEqual({ type: 'media', media: { kind: 'sfu' } });
    omar.socket.terminate();
    a.socket.terminate();
  });

  it('closes a socket with a wrong token', async () => {
    const sara = await join('Guarded call', 'Sara');
    const socket = await openSocket(
      `${API}/signal?meetingId=${sara.info.meeting.meetingId}&attendeeId=${sara.info.attendee.attendeeId}&token=${'D'.repeat(22)}`,
    );
    const code = await new Promise<number>((resolve) => socket.on('close', (closeCode: number) => resolve(closeCode)));
    expect(code).toBe(4403);
  });
});
