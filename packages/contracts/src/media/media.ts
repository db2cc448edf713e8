import { z } from 'zod';
import { IdSchema } from '../http/common-schemas.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';
import { PUBLICATION_STATUSES, PUBLISH_AT_REQUIRED, publishAtSchema, scheduledHasPublishAt } from '../publication.ts';
import { emailField, nameField, REGISTRATION_KEYS } from '../registration/registration-rules.ts';
import { richTextSchema } from '../rich-text.ts';

/*
 * The media hub's events and podcasts and sharikat-news reports (spec marketplace §2 "Media hub:
 * events (upcoming, past, add to calendar, location, online), podcasts (latest, featured,
 * others), reports with filters", §3 report request and reports, §7 /news/event/;
 * docs/decisions/030-events-podcasts-reports.md). The admin writes each item in English and
 * Arabic with a rich-text description and drafts, schedules or publishes it like an article
 * (contracts publication.ts); visitors see an item only once its publish time has come.
 */

export { PUBLICATION_STATUSES, type PublicationStatus } from '../publication.ts';

/** An event happens at a place (with a map link) or online (with a meeting link). */
export const EVENT_MODES = ['in_person', 'online'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** Which events a list shows: those not yet ended, or those ended (newest first). */
export const EVENT_TIMINGS = ['upcoming', 'past'] as const;
export type EventTiming = (typeof EVENT_TIMINGS)[number];

/** Report categories (the reports page's category filter). */
export const REPORT_CATEGORIES = ['market', 'sector', 'funding', 'fintech', 'regulation'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** Longest title, place and publisher (characters); spec §5 "title at most 256". */
export const MEDIA_TITLE_MAX_LENGTH = 256;
export const MEDIA_SHORT_TEXT_MAX_LENGTH = 200;
/** Longest link (meeting link). */
export const MEDIA_URL_MAX_LENGTH = 500;

/** Largest podcast audio upload, in bytes (100 MB: an hour of 192 kbit/s mp3 is about 86 MB). */
export const PODCAST_AUDIO_MAX_BYTES = 100 * 1024 * 1024;
/** Audio types an episode takes, as detected from the content (mp3, m4a, ogg, wav). */
export const PODCAST_AUDIO_CONTENT_TYPES = [
  'audio/mpeg',
  'audio/x-m4a',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
] as const;
/** The multipart field of an episode's audio upload and of a report's PDF upload. */
export const EPISODE_AUDIO_FIELD = 'audio';
export const REPORT_FILE_FIELD = 'file';
/** Largest report PDF, in bytes: the shared upload helper's limit (spec §9, 20480000). */
export const REPORT_FILE_MAX_BYTES = 20_480_000;
/** A report's file type, as detected from the content. */
export const REPORT_CONTENT_TYPES = ['application/pdf'] as const;

/** How long an e-mailed report download link works (ms): 48 hours. */
export const REPORT_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/** Per client address: report requests per hour (each sends an e-mail). */
export const REPORT_REQUEST_RATE_LIMIT = { max: 10, timeWindowMs: 60 * 60 * 1000 } as const;

/** Message keys of the media hub (namespace media). */
export const MEDIA_KEYS = {
  notFound: 'media.notFound',
  titleRequired: 'media.titleRequired',
  textTooLong: 'media.textTooLong',
  statusInvalid: 'media.statusInvalid',
  modeInvalid: 'media.modeInvalid',
  dateInvalid: 'media.dateInvalid',
  endBeforeStart: 'media.endBeforeStart',
  locationRequired: 'media.locationRequired',
  meetingLinkRequired: 'media.meetingLinkRequired',
  linkInvalid: 'media.linkInvalid',
  coordinatesInvalid: 'media.coordinatesInvalid',
  categoryInvalid: 'media.categoryInvalid',
  publisherRequired: 'media.publisherRequired',
  designationRequired: 'media.designationRequired',
  companyRequired: 'media.companyRequired',
  audioType: 'media.audioType',
  audioTooLarge: 'media.audioTooLarge',
  reportType: 'media.reportType',
  reportTooLarge: 'media.reportTooLarge',
  fileMissing: 'media.fileMissing',
  fileRequired: 'media.fileRequired',
  saved: 'media.saved',
  fileSaved: 'media.fileSaved',
  reportRequested: 'media.reportRequested',
  downloadLinkInvalid: 'media.downloadLinkInvalid',
  downloadLinkExpired: 'media.downloadLinkExpired',
  issueQueued: 'media.issueQueued',
  issueAlreadySent: 'media.issueAlreadySent',
  rangeInvalid: 'media.rangeInvalid',
} as const;
const K = MEDIA_KEYS;

const title = z.string(K.titleRequired).trim().min(1, K.titleRequired).max(MEDIA_TITLE_MAX_LENGTH, K.textTooLong);
const shortText = z.string().trim().max(MEDIA_SHORT_TEXT_MAX_LENGTH, K.textTooLong);
const optionalShortText = shortText.nullish().transform((value) => (value ? value : null));
const instant = z.iso.datetime({ offset: true, error: K.dateInvalid });
const status = z.enum(PUBLICATION_STATUSES, K.statusInvalid);
const httpsLink = z
  .string()
  .trim()
  .max(MEDIA_URL_MAX_LENGTH, K.textTooLong)
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value) || value.startsWith('/'), K.linkInvalid);

/** The bilingual title and rich-text description every item has, and its status and publish time (scheduledHasPublishAt). */
const bilingualContent = {
  titleEn: title,
  titleAr: title,
  descriptionEn: richTextSchema(),
  descriptionAr: richTextSchema(),
  status,
  publishAt: publishAtSchema(K.dateInvalid),
};

/**
 * An event as the admin writes it: when (UTC instants, end after start), and either a place
 * (English and Arabic, with optional coordinates for the OpenStreetMap link) or a meeting link.
 */
export const EventInputSchema = z
  .object({
    ...bilingualContent,
    mode: z.enum(EVENT_MODES, K.modeInvalid),
    startsAt: instant,
    endsAt: instant,
    locationEn: optionalShortText,
    locationAr: optionalShortText,
    latitude: z.number(K.coordinatesInvalid).min(-90, K.coordinatesInvalid).max(90, K.coordinatesInvalid).nullish(),
    longitude: z.number(K.coordinatesInvalid).min(-180, K.coordinatesInvalid).max(180, K.coordinatesInvalid).nullish(),
    meetingUrl: httpsLink.nullish().transform((value) => (value ? value : null)),
  })
  .superRefine((event, context) => {
    if (Date.parse(event.endsAt) <= Date.parse(event.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: K.endBeforeStart });
    if (event.mode === 'in_person' && (!event.locationEn || !event.locationAr))
      context.addIssue({
        code: 'custom',
        path: [event.locationEn ? 'locationAr' : 'locationEn'],
        message: K.locationRequired,
      });
    if (event.mode === 'online' && !event.meetingUrl)
      context.addIssue({ code: 'custom', path: ['meetingUrl'], message: K.meetingLinkRequired });
  })
  .refine(scheduledHasPublishAt, PUBLISH_AT_REQUIRED);
export type EventInput = z.input<typeof EventInputSchema>;

/** An event as pages show it (descriptions already sanitised). */
export const MediaEventSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  /** As stored; a scheduled item whose time has come reads as 'published'. */
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: z.string().nullable(),
  mode: z.enum(EVENT_MODES),
  startsAt: z.string(),
  endsAt: z.string(),
  locationEn: z.string().nullable(),
  locationAr: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  meetingUrl: z.string().nullable(),
});
export type MediaEvent = z.infer<typeof MediaEventSchema>;

/** The public events list: upcoming (soonest first) or past (latest first), or one month's (YYYY-MM, UTC). */
export const EventsQuerySchema = PageRequestSchema.extend({
  when: z.enum(EVENT_TIMINGS, K.statusInvalid).default('upcoming'),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, K.dateInvalid)
    .optional(),
});
export type EventsQuery = z.input<typeof EventsQuerySchema>;
export const EventPageSchema = pageSchema(MediaEventSchema);

/** An episode as the admin writes it (the audio is uploaded on its own). */
export const EpisodeInputSchema = z
  .object({
    ...bilingualContent,
    episodeNumber: z.number(K.dateInvalid).int().min(1).max(100_000),
    publishedOn: z.iso.date(K.dateInvalid),
    isFeatured: z.boolean().default(false),
  })
  .refine(scheduledHasPublishAt, PUBLISH_AT_REQUIRED);
export type EpisodeInput = z.input<typeof EpisodeInputSchema>;

/** An episode's audio: where to play it, its detected type and its size in bytes. */
export const EpisodeAudioSchema = z.object({ url: z.string(), contentType: z.string(), sizeBytes: z.number().int() });

/** A podcast episode as pages show it; `audio` is null until uploaded (a draft may lack it). */
export const EpisodeSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  /** As stored; a scheduled item whose time has come reads as 'published'. */
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: z.string().nullable(),
  episodeNumber: z.number().int(),
  publishedOn: z.string(),
  isFeatured: z.boolean(),
  audio: EpisodeAudioSchema.nullable(),
});
export type Episode = z.infer<typeof EpisodeSchema>;
export const EpisodePageSchema = pageSchema(EpisodeSchema);

/** A report as the admin writes it (the PDF is uploaded on its own). */
export const ReportInputSchema = z
  .object({
    ...bilingualContent,
    category: z.enum(REPORT_CATEGORIES, K.categoryInvalid),
    publisher: z
      .string(K.publisherRequired)
      .trim()
      .min(1, K.publisherRequired)
      .max(MEDIA_SHORT_TEXT_MAX_LENGTH, K.textTooLong),
    publishedOn: z.iso.date(K.dateInvalid),
  })
  .refine(scheduledHasPublishAt, PUBLISH_AT_REQUIRED);
export type ReportInput = z.input<typeof ReportInputSchema>;

/** A report as pages show it; `fileSizeBytes` is null until its PDF is uploaded. */
export const ReportSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  /** As stored; a scheduled item whose time has come reads as 'published'. */
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: z.string().nullable(),
  category: z.enum(REPORT_CATEGORIES),
  publisher: z.string(),
  publishedOn: z.string(),
  fileSizeBytes: z.number().int().nullable(),
});
export type Report = z.infer<typeof ReportSchema>;

/** The reports page's filters (spec §2 "reports with filters"): category, publisher, year. */
export const ReportsQuerySchema = PageRequestSchema.extend({
  category: z.enum(REPORT_CATEGORIES, K.categoryInvalid).optional(),
  publisher: shortText.optional(),
  year: z.coerce.number(K.dateInvalid).int(K.dateInvalid).min(2000, K.dateInvalid).max(2100, K.dateInvalid).optional(),
});
export type ReportsQuery = z.input<typeof ReportsQuerySchema>;
/** A page of reports (the admin's list). */
export const AdminReportPageSchema = pageSchema(ReportSchema);
/** A page of reports, with every publisher and year of the published reports for the filters. */
export const ReportPageSchema = pageSchema(ReportSchema).extend({
  publishers: z.array(z.string()),
  years: z.array(z.number().int()),
});

/** The report request (spec §3: full name, email, company name, designation). */
export const ReportRequestInputSchema = z.object({
  fullName: nameField(REGISTRATION_KEYS.fullNameRequired),
  email: emailField,
  companyName: z
    .string(K.companyRequired)
    .trim()
    .min(1, K.companyRequired)
    .max(MEDIA_SHORT_TEXT_MAX_LENGTH, K.textTooLong),
  designation: z
    .string(K.designationRequired)
    .trim()
    .min(1, K.designationRequired)
    .max(MEDIA_SHORT_TEXT_MAX_LENGTH, K.textTooLong),
  languageCode: z.enum(['en', 'ar'], K.statusInvalid).default('en'),
  /** The honeypot: left empty by people. */
  website: z.string().max(200).optional(),
});
export type ReportRequestInput = z.input<typeof ReportRequestInputSchema>;

/** A report request as the admin's list shows it. */
export const ReportRequestSchema = z.object({
  id: z.number().int(),
  reportId: z.number().int(),
  reportTitleEn: z.string(),
  reportTitleAr: z.string(),
  fullName: z.string(),
  email: z.string(),
  companyName: z.string(),
  designation: z.string(),
  createdAt: z.string(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
export const ReportRequestPageSchema = pageSchema(ReportRequestSchema);

/** The e-mailed download link's token. */
export const ReportTokenSchema = z.object({
  token: z.string().min(1, K.downloadLinkInvalid).max(300, K.downloadLinkInvalid),
});
/** What a valid download link leads to: the report and when the link stops working. */
export const ReportLinkSchema = z.object({ report: ReportSchema, expiresAt: z.string() });

/** Admin lists: by status, paged. */
export const AdminMediaQuerySchema = PageRequestSchema.extend({ status: status.optional() });

/** Path ids. */
export const EventParams = z.object({ eventId: IdSchema });
export const EpisodeParams = z.object({ episodeId: IdSchema });
export const ReportParams = z.object({ reportId: IdSchema });

/** Web pages the API links to (e-mails, the RSS feed). */
export const MEDIA_PAGES = {
  event: '/media-hub/events',
  podcast: '/media-hub/podcasts',
  reports: '/sharikat-news/reports',
  reportDownload: '/sharikat-news/reports/download',
} as const;
