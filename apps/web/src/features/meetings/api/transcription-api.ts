import {
  StartTranscriptionEndpoint,
  StopTranscriptionEndpoint,
  TranscriptEndpoint,
  TranscriptionEngineEndpoint,
} from '@hissa/contracts/meetings-endpoints';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type {
  TranscriptionChoice,
  TranscriptionEngineInfo,
  TranscriptionStatus,
  TranscriptSegment,
} from '@hissa/contracts/meetings/transcription-rules';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The live transcription calls (decision 038). Errors are ApiError with the server's message
 * (and field errors) in the page's language.
 */

/** What this deployment's engine can honour (engine null: none). */
export async function transcriptionEngine(): Promise<TranscriptionEngineInfo> {
  return (await callEndpoint(TranscriptionEngineEndpoint)).data;
}

/** §7 start_transcription with the modal's choice (transcriptionStreamParams as a JSON string). */
export async function startTranscription(info: JoinInfo, choice: TranscriptionChoice): Promise<void> {
  await callEndpoint(StartTranscriptionEndpoint, {
    query: {
      title: info.meeting.meetingId,
      engine: choice.engine,
      ...(choice.language && { language: choice.language as never }),
      transcriptionStreamParams: JSON.stringify(choice.params),
    },
    body: { token: info.attendee.token },
  });
}

/** §7 stop_transcription. */
export async function stopTranscription(info: JoinInfo): Promise<void> {
  await callEndpoint(StopTranscriptionEndpoint, {
    query: { title: info.meeting.meetingId },
    body: { token: info.attendee.token },
  });
}

/** The meeting's transcription status and saved captions. */
export async function meetingTranscript(
  info: JoinInfo,
): Promise<{ status: TranscriptionStatus; segments: TranscriptSegment[] }> {
  return (
    await callEndpoint(TranscriptEndpoint, {
      query: { title: info.meeting.meetingId },
      body: { token: info.attendee.token },
    })
  ).data;
}
