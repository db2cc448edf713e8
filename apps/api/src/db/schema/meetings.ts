import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ATTENDEE_STATUSES } from '@hissa/contracts/meetings/meeting-rules';
import { requests } from './requests.ts';
import { users } from './users.ts';

/**
 * Virtual meetings (decision 032; contracts meetings/meeting-rules.ts). `id` is 16 random bytes
 * in base64url, so a meeting cannot be guessed. A meeting made from a one-to-one meeting request
 * (`request_id`, one per request) has a host user who admits attendees from the waiting room.
 * A replica meeting (decision 048) names its primary meeting (`primary_meeting_id`).
 */
export const meetings = pgTable('meetings', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  mediaRegion: text('media_region').notNull(),
  hostUserId: integer('host_user_id').references(() => users.id, { onDelete: 'set null' }),
  requestId: integer('request_id')
    .unique()
    .references(() => requests.id, { onDelete: 'set null' }),
  primaryMeetingId: text('primary_meeting_id').references((): AnyPgColumn => meetings.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/**
 * The attendees of a meeting. `token_hash` is the SHA-256 (base64url) of the attendee's secret
 * token returned once by join; the token signs its actions and its WebSocket. An attendee of a
 * replica meeting that promoted itself points at its attendee of the primary meeting
 * (`promoted_attendee_id`, decision 048) until it demotes itself.
 */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    id: text('id').primaryKey(),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    externalUserId: text('external_user_id').notNull(),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isHost: boolean('is_host').notNull().default(false),
    status: text('status', { enum: ATTENDEE_STATUSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    promotedAttendeeId: text('promoted_attendee_id').references((): AnyPgColumn => meetingAttendees.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('meeting_attendees_meeting').on(table.meetingId, table.joinedAt)],
);

/** Chat messages on the 'chat' topic, kept with the meeting. */
export const meetingChatMessages = pgTable(
  'meeting_chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    attendeeId: text('attendee_id')
      .notNull()
      .references(() => meetingAttendees.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meeting_chat_messages_meeting').on(table.meetingId, table.sentAt)],
);

/** What clients logged (§7 logs: kind 'log') and their named events (log_meeting_event: kind 'event'). */
export const meetingEvents = pgTable(
  'meeting_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meetingId: text('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    attendeeId: text('attendee_id').references(() => meetingAttendees.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['log', 'event'] }).notNull(),
    appName: text('app_name').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meeting_events_meeting').on(table.meetingId, table.createdAt)],
);
