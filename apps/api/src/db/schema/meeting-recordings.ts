import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { meetingAttendees, meetings } from './meetings.ts';

/**
 * Server recordings of meetings on the SFU path (startCapture / endCapture; decision 037): one
 * WebM file per publishing attendee and capture, under DATA_DIR/meeting-recordings. `file` is the
 * file's name there (made by the SFU from the meeting id, attendee id and time, never from input);
 * `ended_at` is null while recording.
 */
export const meetingRecordings = pgTable(
  'meeting_recordings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    attendeeId: text('attendee_id')
      .notNull()
      .references(() => meetingAttendees.id, { onDelete: 'cascade' }),
    file: text('file').notNull().unique(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('meeting_recordings_meeting').on(table.meetingId, table.startedAt)],
);
