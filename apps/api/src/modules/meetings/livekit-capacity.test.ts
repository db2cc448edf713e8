import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { loadConfig } from '../../config.ts';
import { connectAttendee, listenForSockets, type TestAttendeeSocket } from '../../test/meeting-sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The size of a LiveKit room (decision 048): the LiveKit server forwards the media, so a room is
 * no longer held to the mesh's 4 attendees but to LIVEKIT_MAX_ATTENDEES (default 50).
 */

const LIVEKIT_ENV = {
  MEETING_MEDIA: 'livekit',
  LIVEKIT_URL: 'ws://127.0.0.1:9',
  LIVEKIT_API_KEY: 'devkey',
  LIVEKIT_API_SECRET: 'a-test-secret-of-at-least-32-characters',
};

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ meetings: loadConfig({ ...LIVEKIT_ENV, LIVEKIT_MAX_ATTENDEES: '6' }).meetings });
  origin = await listenForSockets(t.app);
}, 120_000);
afterAll(async () => t?.close());

function join(title: string, name: string) {
  return t.app.inject({ method: 'POST', url: '/public-api/meetings/join', query: { title, name } });
}

describe('a LiveKit room', () => {
  it('defaults to 50 attendees, within 2-1000', () => {
    expect(loadConfig(LIVEKIT_ENV).meetings.livekitMaxAttendees).toBe(50);
    expect(() => loadConfig({ ...LIVEKIT_ENV, LIVEKIT_MAX_ATTENDEES: '1' })).toThrow();
  });

  it('takes a fifth and a sixth attendee, and refuses the seventh with LIVEKIT_MAX_ATTENDEES=6', async () => {
    const first = (await join('Large LiveKit call', 'Sara')).json<{ data: JoinInfo }>().data;
    const meetingId = first.meeting.meetingId;
    const sockets: TestAttendeeSocket[] = [await connectAttendee(origin, first)];
    for (const name of ['Omar', 'Huda', 'Ali', 'Laila', 'Fahad']) {
      const response = await join(meetingId, name);
      expect(response.statusCode).toBe(200);
      const info = response.json<{ data: JoinInfo }>().data;
      expect(info.media.kind).toBe('livekit');
      sockets.push(await connectAttendee(origin, info));
    }
    for (const socket of sockets) await socket.next((frame) => frame.type === 'welcome');
    const seventh = await join(meetingId, 'Noura');
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json<ErrorEnvelope>().message).toBe('This meeting is full (6 attendees at most).');
    for (const socket of sockets) socket.socket.terminate();
  });
});
