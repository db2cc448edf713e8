import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { loadConfig } from '../../config.ts';
import { connectAttendee, listenForSockets } from '../../test/meeting-sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * How many replica attendees may watch one primary meeting at a time (decision 056):
 * MEETING_REPLICA_MAX_WATCHERS, here 1. The next watcher is told 'watchers-full' with the
 * limit, and gets its turn once a watcher leaves.
 */

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ meetings: loadConfig({ MEETING_REPLICA_MAX_WATCHERS: '1' }).meetings });
  origin = await listenForSockets(t.app);
}, 120_000);
afterAll(async () => t?.close());

async function join(title: string, name: string, primaryExternalMeetingId?: string): Promise<JoinInfo> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/public-api/meetings/join',
    query: { title, name, ...(primaryExternalMeetingId !== undefined && { primaryExternalMeetingId }) },
  });
  return response.json<{ data: JoinInfo }>().data;
}

describe('watchers of a primary meeting', () => {
  it('defaults to 50, within 1-1000', () => {
    expect(loadConfig({}).meetings.replicaMaxWatchers).toBe(50);
    expect(() => loadConfig({ MEETING_REPLICA_MAX_WATCHERS: '0' })).toThrow();
  });

  it('refuses a watcher over the limit with watchers-full, and lets it watch once a watcher leaves', async () => {
    const primary = await join('Keynote', 'Sara');
    const sara = await connectAttendee(origin, primary);
    await sara.next((frame) => frame.type === 'welcome');
    const omarInfo = await join('Keynote overflow', 'Omar', primary.meeting.meetingId);
    const hudaInfo = await join(omarInfo.meeting.meetingId, 'Huda');
    const omar = await connectAttendee(origin, omarInfo);
    const huda = await connectAttendee(origin, hudaInfo);
    await omar.next((frame) => frame.type === 'welcome');
    await huda.next((frame) => frame.type === 'welcome');

    omar.send({ type: 'primary-media', payload: { kind: 'watch' } });
    // Omar's watch is taken: the primary moves to the SFU for him
    await sara.next((frame) => frame.type === 'media' && frame.media.kind === 'sfu');
    huda.send({ type: 'primary-media', payload: { kind: 'watch' } });
    const refused = await huda.next((frame) => frame.type === 'primary-media');
    expect(refused).toEqual({ type: 'primary-media', payload: { kind: 'watchers-full', max: 1 }, names: {} });

    // Omar leaves: his place goes with his socket, before the replica's roster is sent without him
    omar.socket.terminate();
    await huda.next(
      (frame) =>
        frame.type === 'roster' && !frame.roster.some((entry) => entry.attendeeId === omarInfo.attendee.attendeeId),
    );
    const seen = huda.frames.length;
    huda.send({ type: 'primary-media', payload: { kind: 'watch' } });
    // a refusal would come back within milliseconds (one database read)
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(huda.frames.slice(seen).filter((frame) => frame.type === 'primary-media')).toEqual([]);
    for (const socket of [sara, omar, huda]) socket.socket.terminate();
  });
});
