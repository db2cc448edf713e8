import {
  AdmitAttendeeEndpoint,
  DeleteAttendeeEndpoint,
  EndMeetingEndpoint,
  JoinMeetingEndpoint,
  LogMeetingEventEndpoint,
  MuteAllEndpoint,
  NearestMediaRegionEndpoint,
} from '@hissa/contracts/meetings-endpoints';
import type { JoinInfo, MediaRegion } from '@hissa/contracts/meetings/meeting-rules';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The meeting calls the page makes (contracts meetings-endpoints.ts, decision 032). Errors are
 * ApiError with the server's message in the page's language.
 */

/** §7 join: by meeting id, or a new meeting under this title (a replica of `primaryExternalMeetingId` when given, decision 048). */
export async function joinMeeting(
  title: string,
  name: string,
  region: MediaRegion,
  primaryExternalMeetingId?: string,
): Promise<JoinInfo> {
  return (
    await callEndpoint(JoinMeetingEndpoint, {
      query: { title, name, region, ...(primaryExternalMeetingId && { primaryExternalMeetingId }) },
    })
  ).data;
}

/** §7 nearest media region; the default region when the call fails (§5: never empty). */
export async function nearestMediaRegion(): Promise<string> {
  return (await callEndpoint(NearestMediaRegionEndpoint)).region;
}

/** The attendee acting: its meeting and token. */
export type Actor = { meetingId: string; token: string };

/** §7 deleteAttendee: leave (our own id) or, as host, remove someone. */
export async function deleteAttendee(actor: Actor, attendeeId: string): Promise<void> {
  await callEndpoint(DeleteAttendeeEndpoint, {
    query: { title: actor.meetingId, attendeeId },
    body: { token: actor.token },
  });
}

/** §7 end: the meeting ends for everyone. */
export async function endMeeting(actor: Actor): Promise<void> {
  await callEndpoint(EndMeetingEndpoint, { query: { title: actor.meetingId }, body: { token: actor.token } });
}

/** Host: let a waiting attendee in. */
export async function admitAttendee(actor: Actor, attendeeId: string): Promise<void> {
  await callEndpoint(AdmitAttendeeEndpoint, {
    query: { title: actor.meetingId, attendeeId },
    body: { token: actor.token },
  });
}

/** Host: mute everyone else. */
export async function muteEveryone(actor: Actor): Promise<void> {
  await callEndpoint(MuteAllEndpoint, { query: { title: actor.meetingId }, body: { token: actor.token } });
}

/** §7 log_meeting_event (never throws: a lost event must not disturb the meeting). */
export function logMeetingEvent(info: JoinInfo, name: string, attributes: Record<string, string | number>): void {
  void callEndpoint(LogMeetingEventEndpoint, {
    body: {
      appName: 'hissa-web',
      meetingId: info.meeting.meetingId,
      attendeeId: info.attendee.attendeeId,
      name,
      attributes,
    },
  }).catch(() => undefined);
}
