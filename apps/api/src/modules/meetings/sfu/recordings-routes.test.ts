import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { MeetingRecording } from '@hissa/contracts/meetings/meeting-media';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { meetingRecordings } from '../../../db/schema/meeting-recordings.ts';
import { meetingAttendees, meetings } from '../../../db/schema/meetings.ts';
import { createTestUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordingsDir } from '../media-path-service.ts';

/*
 * The recordings list and download of the meeting screen (decisions 037, 048) through the HTTP
 * layer: a finished recording of meeting A is listed with its size and times and downloaded as
 * video/webm by A's attendees; another meeting's attendee gets 403 for A's list and 404 for A's
 * recording through its own meeting; an unfinished one is 404; in a hosted meeting only the host reads.
 */

const API = '/public-api/meetings';
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function join(title: string, name: string): Promise<JoinInfo> {
  const response = await t.app.inject({ method: 'POST', url: `${API}/join`, query: { title, name } });
  return response.json<{ data: JoinInfo }>().data;
}

/** A recording of `info`'s attendee as the SFU leaves it: a row and, when finished, its file. */
async function recordingOf(info: JoinInfo, file: string, isFinished: boolean): Promise<number> {
  if (isFinished) {
    await mkdir(recordingsDir(t.config.dataDir), { recursive: true });
    await writeFile(path.join(recordingsDir(t.config.dataDir), file), WEBM);
  }
  const [row] = await t.database.db
    .insert(meetingRecordings)
    .values({
      meetingId: info.meeting.meetingId,
      attendeeId: info.attendee.attendeeId,
      file,
      startedAt: new Date('2026-11-24T10:00:00Z'),
      ...(isFinished && { endedAt: new Date('2026-11-24T10:02:05Z'), bytes: WEBM.length }),
    })
    .returning({ id: meetingRecordings.id });
  return row?.id ?? 0;
}

const list = (meetingId: string, token: string) =>
  t.app.inject({ method: 'POST', url: `${API}/recordings`, query: { title: meetingId }, payload: { token } });
const file = (meetingId: string, id: number, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/recordings/${id}/file`,
    query: { title: meetingId },
    payload: { token },
  });

describe("a meeting's recordings", () => {
  it('are listed with size and times, and downloaded as video/webm, by its attendees', async () => {
    const sara = await join('Recorded board call', 'Sara');
    const omar = await join(sara.meeting.meetingId, 'Omar');
    const id = await recordingOf(sara, `${sara.meeting.meetingId}-sara.webm`, true);
    const listed = await list(sara.meeting.meetingId, omar.attendee.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: MeetingRecording[] }>().data).toEqual([
      {
        id,
        attendeeId: sara.attendee.attendeeId,
        attendeeName: 'Sara',
        startedAt: '2026-11-24T10:00:00.000Z',
        endedAt: '2026-11-24T10:02:05.000Z',
        bytes: WEBM.length,
      },
    ]);
    const download = await file(sara.meeting.meetingId, id, omar.attendee.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('video/webm');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(WEBM)).toBe(true);
  });

  it("are refused to another meeting's attendee: 403 for the list, 404 through its own meeting", async () => {
    const sara = await join('Private call', 'Sara');
    const id = await recordingOf(sara, `${sara.meeting.meetingId}-private.webm`, true);
    const stranger = await join('Another call', 'Huda');
    const foreignList = await list(sara.meeting.meetingId, stranger.attendee.token);
    expect(foreignList.statusCode).toBe(403);
    expect(foreignList.json<ErrorEnvelope>().message).toBe('You are not an attendee of this meeting; join it again.');
    expect((await file(sara.meeting.meetingId, id, stranger.attendee.token)).statusCode).toBe(403);
    const throughOwn = await file(stranger.meeting.meetingId, id, stranger.attendee.token);
    expect(throughOwn.statusCode).toBe(404);
    expect(throughOwn.json<ErrorEnvelope>().message).toBe(
      'This recording was not found, or it is still being recorded.',
    );
    expect((await list(stranger.meeting.meetingId, stranger.attendee.token)).json()).toEqual({ data: [] });
  });

  it('answers 404 for a recording still being made', async () => {
    const sara = await join('Ongoing call', 'Sara');
    const id = await recordingOf(sara, `${sara.meeting.meetingId}-ongoing.webm`, false);
    expect((await list(sara.meeting.meetingId, sara.attendee.token)).json<{ data: MeetingRecording[] }>().data).toEqual(
      [expect.objectContaining({ id, endedAt: null, bytes: 0 })],
    );
    expect((await file(sara.meeting.meetingId, id, sara.attendee.token)).statusCode).toBe(404);
  });

  it('in a hosted meeting, are read by the host only', async () => {
    const hosted = 'R'.repeat(22);
    await t.database.db.insert(meetings).values({ id: hosted, title: 'Hosted call', mediaRegion: 'us-east-1' });
    const host = await join(hosted, 'Host');
    const guest = await join(hosted, 'Guest');
    // the meeting gets its host after both joined, so both rows are admitted; only the host row is marked
    const hostUser = await createTestUser(t.database.db);
    await t.database.db.update(meetings).set({ hostUserId: hostUser.id }).where(eq(meetings.id, hosted));
    await t.database.db
      .update(meetingAttendees)
      .set({ isHost: true })
      .where(eq(meetingAttendees.id, host.attendee.attendeeId));
    const id = await recordingOf(host, `${hosted}-host.webm`, true);
    expect((await list(hosted, guest.attendee.token)).statusCode).toBe(403);
    expect((await file(hosted, id, guest.attendee.token)).statusCode).toBe(403);
    expect((await list(hosted, host.attendee.token)).statusCode).toBe(200);
    expect((await file(hosted, id, host.attendee.token)).statusCode).toBe(200);
  });
});
