import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { ServerFrame } from '@hissa/contracts/meetings/signal-messages';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectAttendee, listenForSockets } from '../../test/meeting-sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RoomMember } from './meeting-rooms.ts';
import { RedisMeetingRooms } from './meeting-rooms-redis.ts';

/*
 * Two API instances behind one meeting (decision 038): two apps in this process over one
 * database and one Redis (REDIS_URL, default the local one). Attendees connected to different
 * instances see one roster, exchange WebRTC signals and chat, see each other's presence, and
 * an end called on one instance closes the sockets of the other.
 */

const REDIS_URL = loadConfig().meetings.redisUrl ?? 'redis://127.0.0.1:6379';
const API = '/public-api/meetings';

let first: TestApp;
let second: FastifyInstance;
let originA = '';
let originB = '';
beforeAll(async () => {
  const meetings = { iceServers: [], mediaRegion: 'us-east-1' as const, redisUrl: REDIS_URL };
  first = await createTestApp({ meetings });
  second = await buildApp({ config: { ...first.config, meetings }, database: first.database });
  originA = await listenForSockets(first.app);
  originB = await listenForSockets(second);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function join(app: FastifyInstance, title: string, name: string): Promise<JoinInfo> {
  const response = await app.inject({ method: 'POST', url: `${API}/join`, query: { title, name } });
  return response.json<{ data: JoinInfo }>().data;
}

describe('a meeting served by two API instances through Redis', () => {
  it('shares the roster, relays signals and chat, and ends on both', async () => {
    const sara = await join(first.app, 'Scaled call', 'Sara');
    const omar = await join(second, sara.meeting.meetingId, 'Omar');
    const a = await connectAttendee(originA, sara);
    await a.next((frame) => frame.type === 'welcome');
    const b = await connectAttendee(originB, omar);
    const welcome = await b.next((frame) => frame.type === 'welcome');
    expect(welcome.type === 'welcome' && welcome.roster.map((entry) => entry.name)).toEqual(['Sara', 'Omar']);
    const rosterA = await a.next((frame) => frame.type === 'roster' && frame.roster.length === 2);
    expect(rosterA.type === 'roster' && rosterA.roster.map((entry) => entry.name)).toEqual(['Sara', 'Omar']);

    const saraId = sara.attendee.attendeeId;
    const omarId = omar.attendee.attendeeId;
    b.send({ type: 'signal', to: saraId, payload: { description: { type: 'offer', sdp: 'v=0 offer' } } });
    expect(await a.next((frame) => frame.type === 'signal')).toEqual({
      type: 'signal',
      from: omarId,
      payload: { description: { type: 'offer', sdp: 'v=0 offer' } },
    });
    a.send({
      type: 'signal',
      to: omarId,
      payload: { candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host' } },
    });
    const candidate = await b.next((frame) => frame.type === 'signal');
    expect(candidate.type === 'signal' && candidate.from).toBe(saraId);

    a.send({ type: 'chat', topic: 'chat', text: 'Hello from instance A' });
    const chatB = await b.next((frame) => frame.type === 'chat');
    b.send({ type: 'chat', topic: 'chat', text: 'Hello from instance B' });
    const chatA = await a.next((frame) => frame.type === 'chat' && frame.message.senderAttendeeId === omarId);
    expect(chatB.type === 'chat' && chatB.message.text).toBe('Hello from instance A');
    expect(chatA.type === 'chat' && chatA.message.text).toBe('Hello from instance B');
    // one clock for the meeting: B's message is later than A's although another instance stamped it
    expect(chatA.type === 'chat' && chatB.type === 'chat' && chatA.message.timestamp > chatB.message.timestamp).toBe(
      true,
    );

    b.send({
      type: 'presence',
      presence: { muted: true, videoOn: false, sharing: false, handRaised: true, speaking: false },
    });
    const raised = await a.next(
      (frame) => frame.type === 'roster' && frame.roster.some((entry) => entry.name === 'Omar' && entry.handRaised),
    );
    expect(raised.type === 'roster' && raised.roster.find((entry) => entry.name === 'Omar')?.muted).toBe(true);

    const closedB = new Promise<number>((resolve) => b.socket.on('close', (code: number) => resolve(code)));
    const ended = await first.app.inject({
      method: 'POST',
      url: `${API}/end`,
      query: { title: sara.meeting.meetingId },
      payload: { token: sara.attendee.token },
    });
    expect(ended.statusCode).toBe(200);
    await b.next((frame) => frame.type === 'ended');
    expect(await closedB).toBe(4410);
    a.socket.terminate();
  });

  it('gives a recording flag to exactly one of two instances that set it at once, and its end to one', async () => {
    const one = new RedisMeetingRooms(REDIS_URL, first.app.log);
    const two = new RedisMeetingRooms(REDIS_URL, first.app.log);
    await Promise.all([one.start(), two.start()]);
    const meetingId = randomUUID();
    try {
      const starts = await Promise.all([
        one.claimFlag(meetingId, 'capturing', true),
        two.claimFlag(meetingId, 'capturing', true),
      ]);
      expect(starts.filter(Boolean)).toHaveLength(1);
      await vi.waitFor(() =>
        expect([one, two].map((rooms) => rooms.hasFlag(meetingId, 'capturing'))).toEqual([true, true]),
      );

      const ends = await Promise.all([
        two.claimFlag(meetingId, 'capturing', false),
        one.claimFlag(meetingId, 'capturing', false),
      ]);
      expect(ends.filter(Boolean)).toHaveLength(1);
      await vi.waitFor(() =>
        expect([one, two].map((rooms) => rooms.hasFlag(meetingId, 'capturing'))).toEqual([false, false]),
      );
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  it('lets an attendee leave on one instance and the other sees the roster shrink', async () => {
    const huda = await join(second, 'Second scaled call', 'Huda');
    const ali = await join(first.app, huda.meeting.meetingId, 'Ali');
    const h = await connectAttendee(originB, huda);
    await h.next((frame) => frame.type === 'welcome');
    const a = await connectAttendee(originA, ali);
    await a.next((frame) => frame.type === 'welcome');
    await h.next((frame) => frame.type === 'roster' && frame.roster.length === 2);
    a.socket.terminate();
    const roster = await h.next((frame) => frame.type === 'roster' && frame.roster.length === 1);
    expect(roster.type === 'roster' && roster.roster.map((entry) => entry.name)).toEqual(['Huda']);
    h.socket.terminate();
  });

  it("tells each instance's attendees the whole roster, even when the announcing instance had not heard of an arrival yet", async () => {
    const roomsA = new RedisMeetingRooms(REDIS_URL, first.app.log);
    const roomsB = new RedisMeetingRooms(REDIS_URL, first.app.log);
    await Promise.all([roomsA.start(), roomsB.start()]);
    const meetingId = randomUUID();
    const huda = memberNamed('Huda');
    const ali = memberNamed('Ali');
    // both arrive in the same tick, so each instance announces before the other's arrival reaches it
    roomsB.add(meetingId, huda);
    roomsB.announceRoster(meetingId);
    roomsA.add(meetingId, ali);
    roomsA.announceRoster(meetingId);
    await vi.waitFor(() => {
      expect(lastRosterOf(huda)).toEqual(['Ali', 'Huda']);
      expect(lastRosterOf(ali)).toEqual(['Ali', 'Huda']);
    });
    await roomsA.stop();
    await vi.waitFor(() => expect(lastRosterOf(huda)).toEqual(['Huda']));
    await roomsB.stop();
  });
});

/** A connected attendee that keeps the frames it is sent. */
function memberNamed(name: string): RoomMember & { frames: ServerFrame[] } {
  const frames: ServerFrame[] = [];
  return {
    entry: {
      attendeeId: randomUUID(),
      externalUserId: name,
      name,
      isHost: false,
      status: 'admitted',
      muted: false,
      videoOn: false,
      sharing: false,
      handRaised: false,
      speaking: false,
    },
    send: (frame) => frames.push(frame),
    close: () => undefined,
    chatTimes: [],
    frames,
  };
}

/** The names in the last roster an attendee was sent, sorted. */
function lastRosterOf(member: { frames: ServerFrame[] }): string[] {
  const roster = member.frames.findLast((frame) => frame.type === 'roster');
  return roster?.type === 'roster' ? roster.roster.map((entry) => entry.name).sort() : [];
}
