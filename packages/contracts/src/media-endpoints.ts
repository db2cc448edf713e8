import { z } from 'zod';
import { DataSchema, MessageDataSchema, MessageResponseSchema } from './http/common-schemas.ts';
import { defineEndpoint } from './http/endpoint.ts';
import {
  AdminMediaQuerySchema,
  AdminReportPageSchema,
  EpisodeInputSchema,
  EpisodePageSchema,
  EpisodeParams,
  EpisodeSchema,
  EventInputSchema,
  EventPageSchema,
  EventParams,
  EventsQuerySchema,
  MediaEventSchema,
  ReportInputSchema,
  ReportLinkSchema,
  ReportPageSchema,
  ReportParams,
  ReportRequestInputSchema,
  ReportRequestPageSchema,
  ReportSchema,
  ReportsQuerySchema,
  ReportTokenSchema,
} from './media/media.ts';
import { PageRequestSchema } from './pagination.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The media hub's events and podcasts and the sharikat-news reports (contracts media/media.ts;
 * docs/decisions/030). Anyone reads published items; the admin (type 1) writes them. Errors in
 * the envelope: 400 field errors, 404 unknown or unpublished, 409 publishing without the file,
 * 413 file too large, 416 a range outside the audio.
 */

const tags = ['media'] as const;
const ADMIN = [USER_TYPES.admin] as const;
const ADMIN_API = '/admin-api/media';

/** Events (spec §7 /news/event/): upcoming soonest first, past latest first, or one UTC month's. */
export const EventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/news/event/',
  summary: 'Published events',
  tags,
  query: EventsQuerySchema,
  responses: { 200: EventPageSchema },
});

/** One published event; 404 media.notFound. */
export const EventEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/news/event/:eventId',
  summary: 'One published event',
  tags,
  params: EventParams,
  responses: { 200: DataSchema(MediaEventSchema) },
});

/** The event as an iCalendar file (text/calendar, times in UTC) to add to a calendar; 404 otherwise. */
export const EventCalendarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/news/event/:eventId/calendar.ics',
  summary: 'Add an event to a calendar (.ics)',
  tags,
  file: true,
  params: EventParams,
  responses: { 200: z.unknown().describe('text/calendar') },
});

/** Published episodes with audio, newest first (the first is the latest; isFeatured marks the featured). */
export const EpisodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/media/podcasts',
  summary: 'Published podcast episodes',
  tags,
  query: PageRequestSchema,
  responses: { 200: EpisodePageSchema },
});

/** One published episode; 404 media.notFound. */
export const EpisodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/media/podcasts/:episodeId',
  summary: 'One published podcast episode',
  tags,
  params: EpisodeParams,
  responses: { 200: DataSchema(EpisodeSchema) },
});

/**
 * The episode's audio, with HTTP range requests (RFC 9110: Accept-Ranges bytes; a Range answered
 * 206 with Content-Range; one outside the file 416); 404 otherwise.
 */
export const EpisodeAudioEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/media/podcasts/:episodeId/audio',
  summary: 'Play a podcast episode (range requests)',
  tags,
  file: true,
  params: EpisodeParams,
  responses: { 200: z.unknown().describe('audio/*') },
});

/** The podcast's RSS 2.0 feed with the iTunes namespace (every published episode with audio). */
export const PodcastFeedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/media/podcast.rss',
  summary: 'Podcast RSS feed',
  tags,
  file: true,
  responses: { 200: z.unknown().describe('application/rss+xml') },
});

/** Published reports with their PDF, newest first, filtered by category, publisher and year. */
export const ReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/media/reports',
  summary: 'Published reports',
  tags,
  query: ReportsQuerySchema,
  responses: { 200: ReportPageSchema },
});

/**
 * Ask for a report (spec §3 report request): stored, then the download link (valid for
 * REPORT_LINK_TTL_MS) is e-mailed -> 201. 404 unknown report; 429 too many from one address.
 */
export const RequestReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/media/reports/:reportId/requests',
  summary: 'Request a report (the download link is e-mailed)',
  tags,
  params: ReportParams,
  body: ReportRequestInputSchema,
  responses: { 201: MessageResponseSchema },
});

/** What an e-mailed link leads to; 400 media.downloadLinkInvalid (altered), 410 media.downloadLinkExpired. */
export const ReportLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/media/report-links/:token',
  summary: 'Check a report download link',
  tags,
  params: ReportTokenSchema,
  responses: { 200: DataSchema(ReportLinkSchema) },
});

/** The report's PDF through an e-mailed link; 400 altered, 410 expired, 404 report gone. */
export const ReportDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/media/report-links/:token/file',
  summary: 'Download a report through its e-mailed link',
  tags,
  file: true,
  params: ReportTokenSchema,
  responses: { 200: z.unknown().describe('application/pdf') },
});

/** Every event, drafts too, latest start first. */
export const AdminEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/events`,
  summary: 'Events (admin)',
  tags,
  access: ADMIN,
  query: AdminMediaQuerySchema,
  responses: { 200: EventPageSchema },
});

/** Create an event (descriptions sanitised) -> 201. */
export const CreateEventEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/events`,
  summary: 'Create an event',
  tags,
  access: ADMIN,
  body: EventInputSchema,
  responses: { 201: MessageDataSchema(MediaEventSchema) },
});

/** One event, draft or published; 404. */
export const AdminEventEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/events/:eventId`,
  summary: 'One event (admin)',
  tags,
  access: ADMIN,
  params: EventParams,
  responses: { 200: DataSchema(MediaEventSchema) },
});

/** Replace an event's fields; 404. */
export const UpdateEventEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${ADMIN_API}/events/:eventId`,
  summary: 'Edit an event',
  tags,
  access: ADMIN,
  params: EventParams,
  body: EventInputSchema,
  responses: { 200: MessageDataSchema(MediaEventSchema) },
});

/** Every episode, drafts too, newest first. */
export const AdminEpisodesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/episodes`,
  summary: 'Podcast episodes (admin)',
  tags,
  access: ADMIN,
  query: AdminMediaQuerySchema,
  responses: { 200: EpisodePageSchema },
});

/** Create an episode (a draft until its audio is uploaded) -> 201; 409 media.fileMissing when published without audio. */
export const CreateEpisodeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/episodes`,
  summary: 'Create a podcast episode',
  tags,
  access: ADMIN,
  body: EpisodeInputSchema,
  responses: { 201: MessageDataSchema(EpisodeSchema) },
});

/** One episode; 404. */
export const AdminEpisodeEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/episodes/:episodeId`,
  summary: 'One podcast episode (admin)',
  tags,
  access: ADMIN,
  params: EpisodeParams,
  responses: { 200: DataSchema(EpisodeSchema) },
});

/** Replace an episode's fields; 404; 409 media.fileMissing when published without audio. */
export const UpdateEpisodeEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${ADMIN_API}/episodes/:episodeId`,
  summary: 'Edit a podcast episode',
  tags,
  access: ADMIN,
  params: EpisodeParams,
  body: EpisodeInputSchema,
  responses: { 200: MessageDataSchema(EpisodeSchema) },
});

/**
 * Upload the episode's audio (multipart, one file in `audio`: mp3, m4a, ogg or wav by content,
 * at most PODCAST_AUDIO_MAX_BYTES); it replaces the earlier one. 400 type, 413 too large, 404.
 */
export const UploadEpisodeAudioEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/episodes/:episodeId/audio`,
  summary: 'Upload a podcast episode audio (multipart)',
  tags,
  access: ADMIN,
  params: EpisodeParams,
  multipart: true,
  responses: { 200: MessageDataSchema(EpisodeSchema) },
});

/** Every report, drafts too, newest first. */
export const AdminReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/reports`,
  summary: 'Reports (admin)',
  tags,
  access: ADMIN,
  query: AdminMediaQuerySchema,
  responses: { 200: AdminReportPageSchema },
});

/** Create a report -> 201; 409 media.fileMissing when published without its PDF. */
export const CreateReportEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/reports`,
  summary: 'Create a report',
  tags,
  access: ADMIN,
  body: ReportInputSchema,
  responses: { 201: MessageDataSchema(ReportSchema) },
});

/** One report; 404. */
export const AdminReportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/reports/:reportId`,
  summary: 'One report (admin)',
  tags,
  access: ADMIN,
  params: ReportParams,
  responses: { 200: DataSchema(ReportSchema) },
});

/** Replace a report's fields; 404; 409 media.fileMissing when published without its PDF. */
export const UpdateReportEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${ADMIN_API}/reports/:reportId`,
  summary: 'Edit a report',
  tags,
  access: ADMIN,
  params: ReportParams,
  body: ReportInputSchema,
  responses: { 200: MessageDataSchema(ReportSchema) },
});

/** Upload the report's PDF (multipart, `file`, checked by content, at most REPORT_FILE_MAX_BYTES). */
export const UploadReportFileEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/reports/:reportId/file`,
  summary: 'Upload a report PDF (multipart)',
  tags,
  access: ADMIN,
  params: ReportParams,
  multipart: true,
  responses: { 200: MessageDataSchema(ReportSchema) },
});

/** Report requests, newest first. */
export const ReportRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN_API}/report-requests`,
  summary: 'Report requests (admin)',
  tags,
  access: ADMIN,
  query: PageRequestSchema,
  responses: { 200: ReportRequestPageSchema },
});
