import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type {
  TranscriptionEngineInfo,
  TranscriptionStatus,
  TranscriptSegment,
} from '@hissa/contracts/meetings/transcription-rules';
import { MEETING_KEYS } from '@hissa/contracts/meetings/meeting-rules';
import type { Db } from '../../../db/client.ts';
import { meetingTranscriptions, meetingTranscriptSegments } from '../../../db/schema/meeting-transcripts.ts';
import { meetingAttendees } from '../../../db/schema/meetings.ts';
import { AppError } from '../../../plugins/errors.ts';
import { hashAttendeeToken, isAttendeeToken } from '../meeting-ids.ts';
import type { AttendeeRow, MeetingRow } from '../meeting-records.ts';

export type TranscriptionRow = typeof meetingTranscriptions.$inferSelect;

/** The meeting's transcription that is on (not stopped), if any. */
export async function activeTranscription(db: Db, meetingId: string): Promise<TranscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(meetingTranscriptions)
    .where(and(eq(meetingTranscriptions.meetingId, meetingId), isNull(meetingTranscriptions.stoppedAt)))
    .orderBy(desc(meetingTranscriptions.startedAt))
    .limit(1);
  return row;
}

/** What every attendee is told of the meeting's transcription (off once the meeting ended). */
export function statusOf(
  meeting: MeetingRow,
  row: TranscriptionRow | undefined,
  engine: TranscriptionEngineInfo,
): TranscriptionStatus {
  const isOn = Boolean(row) && !meeting.endedAt;
  return {
    isOn,
    language: isOn ? (row?.language ?? null) : null,
    engine: isOn ? engine.engine : null,
    quality: isOn ? engine.quality : null,
  };
}

/** Any attendee of the meeting whose token this is, also one that has left; 403 meetings.notAttendee otherwise. */
export async function findAnyAttendee(db: Db, meetingId: string, token: string): Promise<AttendeeRow> {
  const rows = await db
    .select()
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, meetingId), eq(meetingAttendees.tokenHash, hashAttendeeToken(token))));
  const attendee = rows.find((row) => isAttendeeToken(token, row.tokenHash));
  if (!attendee) throw new AppError(403, MEETING_KEYS.notAttendee);
  return attendee;
}

/** Saves a final segment of a transcription. */
export async function saveSegment(db: Db, transcription: TranscriptionRow, segment: TranscriptSegment): Promise<void> {
  await db.insert(meetingTranscriptSegments).values({
    transcriptionId: transcription.id,
    meetingId: transcription.meetingId,
    attendeeId: segment.attendeeId,
    text: segment.text,
    startMs: segment.startMs,
    endMs: segment.endMs,
  });
}

/** The meeting's saved segments, in the order they were heard (times relative to their transcription's start). */
export async function savedSegments(db: Db, meetingId: string): Promise<TranscriptSegment[]> {
  const rows = await db
    .select({
      attendeeId: meetingTranscriptSegments.attendeeId,
      name: meetingAttendees.name,
      text: meetingTranscriptSegments.text,
      startMs: meetingTranscriptSegments.startMs,
      endMs: meetingTranscriptSegments.endMs,
    })
    .from(meetingTranscriptSegments)
    .innerJoin(meetingAttendees, eq(meetingAttendees.id, meetingTranscriptSegments.attendeeId))
    .where(eq(meetingTranscriptSegments.meetingId, meetingId))
    .orderBy(asc(meetingTranscriptSegments.id));
  return rows.map((row) => ({ ...row, isPartial: false }));
}
