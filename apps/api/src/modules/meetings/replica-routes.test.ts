import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { meetingAttendees, meetings } from '../../db/schema/meetings.ts';
import { createTestUser } from '../../test/auth-helpers.ts';
import { connectAttendee, listenForSockets } from '../../test/meeting-sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Replica meetings (decision 048) through the HTTP layer: a meeting started with a primary
 * meeting's id is its replica (join info names the primary), the refused primaries, promotion
 * into the primary meeting (a seat of its room, once even under concurrent calls) and demotion
 * (the primary's socket is sent away), only by the replica's admitted attendee itself; ending
 * the primary ends its replicas (decision 056).
 */

const API = '/public-api/meetings';
const ar = { 'accept-language': 'ar' };

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await listenForSockets(t.app);
}, 120_000);
afterAll(async () => t?.close());

async function join(title: string, name: string, primaryExternalMeetingId?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/join`,
    query: { title, name, ...(primaryExternalMeetingId !== undefined && { primaryExternalMeetingId }) },
  });
  return { response, info: response.json<{ data: JoinInfo }>().data };
}

function act(path: 'promote' | 'demote', info: JoinInfo, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    query: { title: info.meeting.meetingId },
    payload: { token: info.attendee.token },
    headers,
  });
}

/** A primary meeting with one attendee, and a replica of it with one attendee. */
async function primaryAndReplica() {
  const primary = (await join('Town hall', 'Sara')).info;
  const replica = (await join('Town hall overflow', 'Omar', primary.meeting.meetingId)).info;
  return { primary, replica };
}

describe('starting a replica meeting', () => {
  it("names the primary meeting in the replica's join info, and nothing in an ordinary meeting's", async () => {
    const { primary, replica } = await primaryAndReplica();
    expect(primary.primaryExternalMeetingId).toBeNull();
    expect(replica.primaryExternalMeetingId).toBe(primary.meeting.meetingId);
    expect(replica.meeting.meetingId).not.toBe(primary.meeting.meetingId);
    const second = await join(replica.meeting.meetingId, 'Huda');
    expect(second.response.statusCode).toBe(200);
    expect(second.info.primaryExternalMeetingId).toBe(primary.meeting.meetingId);
  });

  it('refuses an unknown primary, a replica as primary, an ended one and a hosted one', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${API}/join`,
      query: { title: 'Overflow', name: 'Omar', primaryExternalMeetingId: 'A'.repeat(22) },
      headers: ar,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().message).toBe(
      'لم نجد الاجتماع الأساسي. أدخل معرّف اجتماع مفتوح لبدء اجتماع مطابق له.',
    );
    expect((await join('Overflow', 'Omar', 'not an id')).response.statusCode).toBe(404);

    const { replica } = await primaryAndReplica();
    const ofReplica = await join('Overflow of overflow', 'Ali', replica.meeting.meetingId);
    expect(ofReplica.response.statusCode).toBe(409);
    expect(ofReplica.response.json<ErrorEnvelope>().message).toBe(
      "This meeting is itself a replica. Start the replica from its primary meeting's ID.",
    );

    const ended = (await join('Finished', 'Sara')).info;
    await t.app.inject({
      method: 'POST',
      url: `${API}/end`,
      query: { title: ended.meeting.meetingId },
      payload: { token: ended.attendee.token },
    });
    expect((await join('Late overflow', 'Omar', ended.meeting.meetingId)).response.statusCode).toBe(409);

    const host = await createTestUser(t.database.db);
    const hostedId = 'H'.repeat(22);
    await t.database.db
      .insert(meetings)
      .values({ id: hostedId, title: 'Hosted call', mediaRegion: 'us-east-1', hostUserId: host.id });
    const ofHosted = await join('Hosted overflow', 'Omar', hostedId);
    expect(ofHosted.response.statusCode).toBe(409);
    expect(ofHosted.response.json<ErrorEnvelope>().message).toBe(
      'A meeting with a host cannot have replica meetings: its attendees are admitted by the host.',
    );
  });
});

describe('ending the primary meeting', () => {
  it('ends its replicas too: their sockets hear it and they take no one new', async () => {
    const { primary, replica } = await primaryAndReplica();
    const omar = await connectAttendee(origin, replica);
    await omar.next((frame) => frame.type === 'welcome');
    const other = (await join('Another primary', 'Ali')).info;
    const untouched = (await join('Another overflow', 'Huda', other.meeting.meetingId)).info;

    const ended = await t.app.inject({
      method: 'POST',
      url: `${API}/end`,
      query: { title: primary.meeting.meetingId },
      payload: { token: primary.attendee.token },
    });
    expect(ended.statusCode).toBe(200);
    await omar.next((frame) => frame.type === 'ended');
    const late = await join(replica.meeting.meetingId, 'Huda');
    expect(late.response.statusCode).toBe(409);
    expect(late.response.json<ErrorEnvelope>().message).toBe('This meeting has ended and cannot be used any more.');
    const [row] = await t.database.db
      .select({ status: meetingAttendees.status })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.id, replica.attendee.attendeeId));
    expect(row?.status).toBe('left');
    // another primary's replica goes on
    expect((await join(untouched.meeting.meetingId, 'Ali')).response.statusCode).toBe(200);
  });
});

describe('promote and demote', () => {
  it("promotes the replica's attendee into the primary meeting's room, and demotes it out again", async () => {
    const { primary, replica } = await primaryAndReplica();
    const sara = await connectAttendee(origin, primary);
    await sara.next((frame) => frame.type === 'welcome');

    const promoted = await act('promote', replica);
    expect(promoted.statusCode).toBe(200);
    const body = promoted.json<{ message: string; data: JoinInfo }>();
    expect(body.message).toBe('You are promoted to the primary meeting.');
    expect(body.data.meeting.meetingId).toBe(primary.meeting.meetingId);
    expect(body.data.attendee).toMatchObject({ name: 'Omar', status: 'admitted', isHost: false });

    const omar = await connectAttendee(origin, body.data);
    await omar.next((frame) => frame.type === 'welcome');
    await sara.next(
      (frame) =>
        frame.type === 'roster' && frame.roster.some((entry) => entry.attendeeId === body.data.attendee.attendeeId),
    );
    const again = await act('promote', replica, ar);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe('أنت منتقل بالفعل إلى الاجتماع الأساسي.');

    const demoted = await act('demote', replica);
    expect(demoted.json()).toEqual({ message: 'You are back in the replica meeting.' });
    await omar.next((frame) => frame.type === 'removed');
    await sara.next(
      (frame) =>
        frame.type === 'roster' && !frame.roster.some((entry) => entry.attendeeId === body.data.attendee.attendeeId),
    );
    const [row] = await t.database.db
      .select({ status: meetingAttendees.status })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.id, body.data.attendee.attendeeId));
    expect(row?.status).toBe('left');
    const twice = await act('demote', replica);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorEnvelope>().message).toBe('You are not promoted to the primary meeting.');
    // demoted, it may be promoted again, as a new attendee of the primary
    const second = await act('promote', replica);
    expect(second.statusCode).toBe(200);
    expect(second.json<{ data: JoinInfo }>().data.attendee.attendeeId).not.toBe(body.data.attendee.attendeeId);
    sara.socket.terminate();
    omar.socket.terminate();
  });

  it('makes one primary attendee of concurrent promotions', async () => {
    const { primary, replica } = await primaryAndReplica();
    const answers = await Promise.all([act('promote', replica), act('promote', replica), act('promote', replica)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.database.db
      .select({ id: meetingAttendees.id })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, primary.meeting.meetingId));
    expect(rows).toHaveLength(2);
  });

  it('lets a promotion whose primary attendee left be made again', async () => {
    const { replica } = await primaryAndReplica();
    const first = (await act('promote', replica)).json<{ data: JoinInfo }>().data;
    await t.app.inject({
      method: 'POST',
      url: `${API}/deleteAttendee`,
      query: { title: first.meeting.meetingId, attendeeId: first.attendee.attendeeId },
      payload: { token: first.attendee.token },
    });
    expect((await act('promote', replica)).statusCode).toBe(200);
  });

  it("is refused outside a replica, to another meeting's token, to one who left, and into a full or ended primary", async () => {
    const { primary, replica } = await primaryAndReplica();
    const notReplica = await act('promote', primary);
    expect(notReplica.statusCode).toBe(409);
    expect(notReplica.json<ErrorEnvelope>().message).toBe(
      'This meeting is not a replica meeting, so there is nothing to promote to.',
    );
    expect((await act('demote', primary)).statusCode).toBe(409);

    const stranger = { ...replica, attendee: { ...replica.attendee, token: primary.attendee.token } };
    const forged = await act('promote', stranger);
    expect(forged.statusCode).toBe(403);
    expect(forged.json<ErrorEnvelope>().message).toBe('You are not an attendee of this meeting; join it again.');
    expect((await act('demote', stranger)).statusCode).toBe(403);
    const unknownMeeting = await t.app.inject({
      method: 'POST',
      url: `${API}/promote`,
      query: { title: 'B'.repeat(22) },
      payload: { token: replica.attendee.token },
    });
    expect(unknownMeeting.statusCode).toBe(404);

    const leaver = (await join(replica.meeting.meetingId, 'Huda')).info;
    await t.app.inject({
      method: 'POST',
      url: `${API}/deleteAttendee`,
      query: { title: replica.meeting.meetingId, attendeeId: leaver.attendee.attendeeId },
      payload: { token: leaver.attendee.token },
    });
    expect((await act('promote', leaver)).statusCode).toBe(403);

    // the primary's room holds 10 on this deployment (MEETING_MEDIA=auto, the SFU's size)
    const primarySockets = [await connectAttendee(origin, primary)];
    for (let index = 1; index < 10; index += 1)
      primarySockets.push(await connectAttendee(origin, (await join(primary.meeting.meetingId, `P${index}`)).info));
    for (const socket of primarySockets) await socket.next((frame) => frame.type === 'welcome');
    const full = await act('promote', replica);
    expect(full.statusCode).toBe(409);
    expect(full.json<ErrorEnvelope>().message).toBe('This meeting is full (10 attendees at most).');
    // the primary's own socket stays until it has ended the meeting: a closed socket makes it leave
    const [primarySocket, ...others] = primarySockets;
    for (const socket of others) socket.socket.terminate();

    const end = await t.app.inject({
      method: 'POST',
      url: `${API}/end`,
      query: { title: primary.meeting.meetingId },
      payload: { token: primary.attendee.token },
    });
    expect(end.statusCode, end.body).toBe(200);
    primarySocket?.socket.terminate();
    const ended = await act('promote', replica);
    expect(ended.statusCode).toBe(409);
    expect(ended.json<ErrorEnvelope>().message).toBe('This meeting has ended and cannot be used any more.');
  });
});
