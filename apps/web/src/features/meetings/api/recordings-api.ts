import { EndCaptureEndpoint, StartCaptureEndpoint } from '@hissa/contracts/meetings-endpoints';
import { MeetingRecordingFileEndpoint, MeetingRecordingsEndpoint } from '@hissa/contracts/meeting-recordings-endpoints';
import type { MeetingRecording } from '@hissa/contracts/meetings/meeting-media';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import type { Actor } from './meetings-api';

/*
 * Server recording on the SFU path and the meeting's recordings (contracts meetings-endpoints.ts
 * startCapture / endCapture, meeting-recordings-endpoints.ts; decisions 037, 048). Errors are
 * ApiError with the server's message (409 while the room is on the mesh, 403 not allowed).
 */

/** §7 startCapture: the server records everyone's camera and microphone. */
export async function startCapture(actor: Actor): Promise<string> {
  return (await callEndpoint(StartCaptureEndpoint, { query: { title: actor.meetingId }, body: { token: actor.token } }))
    .message;
}

/** §7 endCapture: stops it; the files appear in the list. */
export async function endCapture(actor: Actor): Promise<string> {
  return (await callEndpoint(EndCaptureEndpoint, { query: { title: actor.meetingId }, body: { token: actor.token } }))
    .message;
}

/** The meeting's server recordings, newest first. */
export async function meetingRecordings(actor: Actor): Promise<MeetingRecording[]> {
  return (
    await callEndpoint(MeetingRecordingsEndpoint, { query: { title: actor.meetingId }, body: { token: actor.token } })
  ).data;
}

/** Saves one finished recording as `fileName` (a WebM file). */
export async function downloadRecording(actor: Actor, recordingId: number, fileName: string): Promise<void> {
  await downloadApiFile({
    path: endpointUrl(MeetingRecordingFileEndpoint, { recordingId }, { title: actor.meetingId }),
    fileName,
    body: { token: actor.token },
  });
}
