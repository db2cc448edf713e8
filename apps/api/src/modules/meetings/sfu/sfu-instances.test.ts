import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { connectAttendee, listenForSockets, type TestAttendeeSocket } from '../../../test/meeting-sockets.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * One SFU room for a meeting served by two API instances (decision 063): two apps in this
 * process over one database and one Redis, every room on the SFU (MEETING_MEDIA=sfu). Sara is
 * connected to instance A and Omar to instance B; both publish through headless werift peers.
 * Sara's microphone packets reach Omar, so both sit in one SFU room whichever instance serves it;
 * recording started on one instance is known as running on the other; once both leave, the
 * room is given up.
 */

const REDIS_URL = loadConfig().meetings.redisUrl ?? 'redis://127.0.0.1:6379';
const API = '/public-api/meetings';
const OWNERS_KEY = 'hissa:meeting-sfu-owners';

let first: TestApp;
let second: FastifyInstance;
let originA = '';
let originB = '';
const redis = new Redis(REDIS_URL, { lazyConnect: true });
beforeAll(async () => {
  const meetings = { iceServers: [], mediaRegion: 'us-east-1' as const, redisUrl: REDIS_URL, media: 'sfu' as const };
  first = await createTestApp({ meetings });
  second = await buildApp({ config: { ...first.config, meetings }, database: first.database });
  originA = await listenForSockets(first.app);
  originB = await listenForSockets(second);
  await redis.connect();
}, 120_000);
afterAll(async () => {
  redis.disconnect();
  await second?.close();
  await first?.close();
});

async function join(app: FastifyInstance, title: string, name: string): Promise<JoinInfo> {
  const response = await app.inject({ method: 'POST', url: `${API}/join`, query: { title, name } });
  return response.json<{ data: JoinInfo }>().data;
}

/** An attendee's two werift connections, answering the SFU as the browser's SfuRoom does; counts the RTP it receives. */
type Attendee = { publisher: RTCPeerConnection; subscriber: RTCPeerConnection | null; received: number };

/** Connects the attendee's publishing connection (audio, camera, screen, as the page offers) through its socket. */
async function publish(socket: TestAttendeeSocket): Promise<Attendee> {
  const attendee: Attendee = { publisher: new RTCPeerConnection({ iceServers: [] }), subscriber: null, received: 0 };
  for (const kind of ['audio', 'video', 'video'] as const)
    attendee.publisher.addTransceiver(kind, { direction: 'sendonly' });
  socket.socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as { type: string; payload?: { kind: string; sdp: string } };
    if (frame.type === 'sfu' && frame.payload?.kind === 'subscribe-offer')
      void subscribe(attendee, socket, frame.payload.sdp);
  });
  await attendee.publisher.setLocalDescription(await attendee.publisher.createOffer());
  socket.send({ type: 'sfu', payload: { kind: 'publish-offer', sdp: attendee.publisher.localDescription?.sdp } });
  const answer = await socket.next((frame) => frame.type === 'sfu' && frame.payload.kind === 'publish-answer');
  if (answer.type === 'sfu') await attendee.publisher.setRemoteDescription({ type: 'answer', sdp: answer.payload.sdp });
  return attendee;
}

async function subscribe(attendee: Attendee, socket: TestAttendeeSocket, sdp: string): Promise<void> {
  if (!attendee.subscriber) {
    const subscriber = new RTCPeerConnection({ iceServers: [] });
    subscriber.connectionStateChange.subscribe((state) => {
      if (state !== 'connected') return;
      for (const transport of subscriber.dtlsTransports) transport.onRtp.subscribe(() => void attendee.received++);
    });
    attendee.subscriber = subscriber;
  }
  await attendee.subscriber.setRemoteDescription({ type: 'offer', sdp });
  await attendee.subscriber.setLocalDescription(await attendee.subscriber.createAnswer());
  socket.send({ type: 'sfu', payload: { kind: 'subscribe-answer', sdp: attendee.subscriber.localDescription?.sdp } });
}

/** Sends a microphone packet every 20 ms on the publisher's audio transceiver until stopped. */
function speak(attendee: Attendee): () => void {
  const [audio] = attendee.publisher.getTransceivers();
  let sequence = 0;
  const timer = setInterval(() => {
    sequence += 1;
    const header = new RtpHeader({ sequenceNumber: sequence % 65_536, timestamp: sequence * 960 });
    void audio?.sender.sendRtp(new RtpPacket(header, Buffer.alloc(80, 2)));
  }, 20);
  return () => clearInterval(timer);
}

const capture = (app: FastifyInstance, path: string, info: JoinInfo) =>
  app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    query: { title: info.meeting.meetingId },
    payload: { token: info.attendee.token },
  });

describe('a meeting on the SFU served by two API instances', () => {
  it('forwards between attendees of different instances through one SFU room, shares the recording state and gives the room up when it empties', async () => {
    const sara = await join(first.app, 'Forwarded across instances', 'Sara');
    const omar = await join(second, sara.meeting.meetingId, 'Omar');
    const meetingId = sara.meeting.meetingId;
    const a = await connectAttendee(originA, sara);
    await a.next((frame) => frame.type === 'welcome');
    const b = await connectAttendee(originB, omar);
    await b.next((frame) => frame.type === 'welcome');

    const saraMedia = await publish(a);
    const omarMedia = await publish(b);
    const quiet = speak(saraMedia);
    await vi.waitFor(() => expect(omarMedia.received).toBeGreaterThan(0), { timeout: 20_000, interval: 100 });
    quiet();
    expect(await redis.hget(OWNERS_KEY, meetingId)).toEqual(expect.any(String));

    expect((await capture(second, 'startCapture', omar)).statusCode).toBe(200);
    const again = await capture(first.app, 'startCapture', sara);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe('This meeting is already being recorded on the server.');
    expect((await capture(first.app, 'endCapture', sara)).statusCode).toBe(200);

    await Promise.all([saraMedia.publisher.close(), omarMedia.publisher.close(), omarMedia.subscriber?.close()]);
    a.socket.terminate();
    b.socket.terminate();
    await vi.waitFor(async () => expect(await redis.hget(OWNERS_KEY, meetingId)).toBeNull(), { timeout: 10_000 });
  }, 60_000);
});
