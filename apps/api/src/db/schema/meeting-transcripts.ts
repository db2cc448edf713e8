import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { meetingAttendees, meetings } from './meetings.ts';

/**
 * Live transcription of a meeting (decision 038): one row per time it was turned on (engine,
 * language, the §3 parameters, who started it, stopped_at while on is null) and the final
 * caption segments (start/end in ms since that transcription started).
 */
export const meetingTranscriptions = pgTable(
  'meeting_transcriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    startedBy: text('started_by').references(() => meetingAttendees.id, { onDelete: 'set null' }),
    engine: text('engine').notNull(),
    language: text('language'),
    params: jsonb('params').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [index('meeting_transcriptions_meeting').on(table.meetingId, table.startedAt)],
);

export const meetingTranscriptSegments = pgTable(
  'meeting_transcript_segments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transcriptionId: integer('transcription_id')
      .notNull()
      .references(() => meetingTranscriptions.id, { onDelete: 'cascade' }),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    attendeeId: text('attendee_id')
      .notNull()
      .references(() => meetingAttendees.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meeting_transcript_segments_meeting').on(table.meetingId, table.id)],
);
