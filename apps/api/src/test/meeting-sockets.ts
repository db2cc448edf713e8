import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { MeetingSignalEndpoint } from '@hissa/contracts/meetings-endpoints';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { ServerFrame } from '@hissa/contracts/meetings/signal-messages';

/** An attendee's signalling socket in a test: the frames it received, and a wait for the next matching one. */
export type TestAttendeeSocket = {
  socket: WebSocket;
  frames: ServerFrame[];
  /** The first received frame passing `test` (already received, or the next one). */
  next: (test: (frame: ServerFrame) => boolean) => Promise<ServerFrame>;
  send: (frame: unknown) => void;
};

/** Starts `app` on a free local port and returns its ws:// origin. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  return (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
}

/** Opens a WebSocket at `url`, once open; `onMessage` hears every frame, the first included. */
export async function openTestSocket(url: string, onMessage?: (raw: Buffer) => void): Promise<WebSocket> {
  const socket = new WebSocket(url);
  if (onMessage) socket.on('message', onMessage);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Connects `info`'s attendee to the signalling WebSocket of the app listening at `origin`. */
export async function connectAttendee(origin: string, info: JoinInfo): Promise<TestAttendeeSocket> {
  const frames: ServerFrame[] = [];
  const waiters: { test: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  const query = new URLSearchParams({
    meetingId: info.meeting.meetingId,
    attendeeId: info.attendee.attendeeId,
    token: info.attendee.token,
  });
  const socket = await openTestSocket(`${origin}${MeetingSignalEndpoint.path}?${query.toString()}`, (raw) => {
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
  return { socket, frames, next, send: (frame) => socket.send(JSON.stringify(frame)) };
}
