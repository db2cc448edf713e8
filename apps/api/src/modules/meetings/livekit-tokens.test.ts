import { TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { MeetingMedia } from '@hissa/contracts/meetings/meeting-media';
import { companies } from '../../db/schema/directory.ts';
import { requests } from '../../db/schema/requests.ts';
import { bearer, createTestUser, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The LiveKit media path (decision 038) through the HTTP layer: the join info's media carries a
 * LiveKit token for the meeting's room (identity = attendee id), a waiting guest's token joins
 * nothing until the host admits it and it asks media-token, and the refusals of media-token.
 * No LiveKit server runs here (it cannot be installed on this machine): the tokens are checked
 * with the SDK's verifier, and ending a meeting still works while the server is unreachable.
 */

const LIVEKIT = { url: 'ws://127.0.0.1:9', apiKey: 'devkey', apiSecret: 'a-test-secret-of-at-least-32-characters' };
const API = '/public-api/meetings';
const verifier = new TokenVerifier(LIVEKIT.apiKey, LIVEKIT.apiSecret);

let t: TestApp;
let mesh: TestApp;
beforeAll(async () => {
  t = await createTestApp({ meetings: { iceServers: [], mediaRegion: 'us-east-1', livekit: LIVEKIT } });
  mesh = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mesh?.close();
});

async function join(app: TestApp, title: string, name: string, headers: Record<string, string> = {}) {
  const response = await app.app.inject({ method: 'POST', url: `${API}/join`, query: { title, name }, headers });
  return response.json<{ data: JoinInfo }>().data;
}

function mediaToken(app: TestApp, meetingId: string, token: string) {
  return app.app.inject({ method: 'POST', url: `${API}/media-token`, query: { title: meetingId }, payload: { token } });
}

/** The LiveKit claims of a join info's media (throws when it is not a LiveKit token signed with our key). */
async function claimsOf(media: MeetingMedia) {
  if (media.kind !== 'livekit') throw new Error(`expected LiveKit media, got ${media.kind}`);
  expect(media.url).toBe(LIVEKIT.url);
  return verifier.verify(media.token);
}

describe('the LiveKit media path', () => {
  it("gives an attendee a token for the meeting's room under its attendee id", async () => {
    const sara = await join(t, 'LiveKit call', 'Sara');
    const claims = await claimsOf(sara.media);
    expect(claims.sub).toBe(sara.attendee.attendeeId);
    expect(claims.name).toBe('Sara');
    expect(claims.video).toMatchObject({
      room: sara.meeting.meetingId,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: false,
    });
    const again = await mediaToken(t, sara.meeting.meetingId, sara.attendee.token);
    expect(again.statusCode).toBe(200);
    expect((await claimsOf(again.json<{ data: MeetingMedia }>().data)).sub).toBe(sara.attendee.attendeeId);

    // the LiveKit server is unreachable: the meeting still ends (the browsers leave through signalling)
    const ended = await t.app.inject({
      method: 'POST',
      url: `${API}/end`,
      query: { title: sara.meeting.meetingId },
      payload: { token: sara.attendee.token },
    });
    expect(ended.statusCode).toBe(200);
    const late = await mediaToken(t, sara.meeting.meetingId, sara.attendee.token);
    expect(late.statusCode).toBe(409);
  });

  it('lets a waiting guest into the LiveKit room only after the host admits it', async () => {
    const host = await createTestUser(t.database.db);
    const hostHeader = bearer(await loginToken(t.app, host.email, host.password));
    const [company] = await t.database.db.select({ id: companies.id }).from(companies).limit(1);
    const [request] = await t.database.db
      .insert(requests)
      .values({
        type: 'one_to_one_meeting',
        title: 'Due diligence call',
        message: 'Shall we meet?',
        searchText: 'due diligence call',
        meetingAt: new Date(Date.now() + 86_400_000),
        senderUserId: host.id,
        recipientCompanyId: company?.id,
      })
      .returning({ id: requests.id });
    const room = await t.app.inject({
      method: 'POST',
      url: `/common-api/meetings/from-request/${request?.id}`,
      headers: hostHeader,
    });
    const meetingId = room.json<{ data: { meetingId: string } }>().data.meetingId;
    const hosting = await join(t, meetingId, 'Host', hostHeader);
    const guest = await join(t, meetingId, 'Guest');
    expect(guest.attendee.status).toBe('waiting');
    expect((await claimsOf(guest.media)).video).toMatchObject({
      roomJoin: false,
      canPublish: false,
      canSubscribe: false,
    });

    const waiting = await mediaToken(t, meetingId, guest.attendee.token);
    expect(waiting.statusCode).toBe(403);
    const admitted = await t.app.inject({
      method: 'POST',
      url: `${API}/admit`,
      query: { title: meetingId, attendeeId: guest.attendee.attendeeId },
      payload: { token: hosting.attendee.token },
    });
    expect(admitted.statusCode).toBe(200);
    const after = await mediaToken(t, meetingId, guest.attendee.token);
    expect((await claimsOf(after.json<{ data: MeetingMedia }>().data)).video).toMatchObject({
      room: meetingId,
      roomJoin: true,
      canPublish: true,
    });
  });

  it('refuses media-token for an unknown meeting, a wrong token or bad input, in the caller language', async () => {
    const sara = await join(t, 'Refusals', 'Sara');
    expect((await mediaToken(t, 'A'.repeat(22), sara.attendee.token)).statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${API}/media-token`,
      query: { title: sara.meeting.meetingId },
      payload: { token: 'B'.repeat(22) },
      headers: { 'accept-language': 'ar' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<ErrorEnvelope>().message).toMatch(/[\u0600-\u06FF]/);
    expect((await mediaToken(t, sara.meeting.meetingId, 'short')).statusCode).toBe(400);
  });
});

describe('the default mesh path', () => {
  it('says mesh in the join info and in media-token', async () => {
    const sara = await join(mesh, 'Mesh call', 'Sara');
    expect(sara.media).toEqual({ kind: 'mesh' });
    const media = await mediaToken(mesh, sara.meeting.meetingId, sara.attendee.token);
    expect(media.json()).toEqual({ data: { kind: 'mesh' } });
  });
});
