import { z } from 'zod';
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from '../follow-up.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';
import { emailField, phoneField } from '../registration/registration-rules.ts';

/*
 * Requests the sales team answers by hand (spec §2 custom media package request and advertising,
 * §3 custom media request; docs/decisions/023-featuring-and-sales-requests.md): they land in an
 * admin queue and the requester is told 'custom package request submitted (sales team will contact)'.
 */

/** A customised media package, or advertising on the platform (advertisement-support). */
export const SALES_REQUEST_KINDS = ['custom_media_package', 'advertising'] as const;
export type SalesRequestKind = (typeof SALES_REQUEST_KINDS)[number];

/** The follow-up states of a sales request (new, contacted, closed). */
export const SALES_REQUEST_STATUSES = FOLLOW_UP_STATUSES;
export type SalesRequestStatus = FollowUpStatus;

/** What a customised media package can be made of (spec §3 "selected features"). */
export const MEDIA_FEATURE_CODES = [
  'press_release',
  'interview',
  'feature_article',
  'newsletter_spot',
  'social_media',
  'video',
  'podcast',
  'data_feed',
] as const;
export type MediaFeatureCode = (typeof MEDIA_FEATURE_CODES)[number];

/** Longest free text of a sales request ("additional features", a message). */
export const SALES_REQUEST_TEXT_MAX_LENGTH = 2000;

/** Longest full name, company name and admin note of a sales request. */
export const SALES_REQUEST_NAME_MAX_LENGTH = 100;
export const SALES_REQUEST_NOTE_MAX_LENGTH = 1000;
/** Per client address: at most this many sales requests per hour (visitors can send them). */
export const SALES_REQUEST_RATE_LIMIT = { max: 5, timeWindowMs: 60 * 60 * 1000 } as const;

/** Message keys of sales requests. */
export const SALES_REQUEST_KEYS = {
  submitted: 'salesRequests.submitted',
  fullNameRequired: 'salesRequests.fullNameRequired',
  textTooLong: 'salesRequests.textTooLong',
  countryRequired: 'salesRequests.countryRequired',
  countryInvalid: 'salesRequests.countryInvalid',
  featuresRequired: 'salesRequests.featuresRequired',
  featureInvalid: 'salesRequests.featureInvalid',
  messageRequired: 'salesRequests.messageRequired',
  statusInvalid: 'salesRequests.statusInvalid',
  notFound: 'salesRequests.notFound',
  updated: 'salesRequests.updated',
} as const;
const K = SALES_REQUEST_KEYS;

const text = (max: number) => z.string().trim().max(max, K.textTooLong);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The requester's contact details, shared by both kinds. `website` is a honeypot: people leave it empty. */
const contactFields = {
  fullName: text(SALES_REQUEST_NAME_MAX_LENGTH).min(1, K.fullNameRequired),
  email: emailField,
  phone: phoneField,
  countryCode: z.string(K.countryRequired).trim().min(1, K.countryRequired).max(2, K.countryInvalid),
  companyName: optionalText(SALES_REQUEST_NAME_MAX_LENGTH),
  website: z.string().max(200).optional(),
};

/** A customised media package request: the features wanted (at least one), more wishes in words. */
export const CustomMediaRequestSchema = z.object({
  ...contactFields,
  selectedFeatures: z
    .array(z.enum(MEDIA_FEATURE_CODES, K.featureInvalid), K.featuresRequired)
    .min(1, K.featuresRequired)
    .max(MEDIA_FEATURE_CODES.length, K.featureInvalid),
  additionalFeatures: optionalText(SALES_REQUEST_TEXT_MAX_LENGTH),
});
export type CustomMediaRequest = z.input<typeof CustomMediaRequestSchema>;

/** An advertising request (advertisement-support): what the advertiser wants to reach. */
export const AdvertisingRequestSchema = z.object({
  ...contactFields,
  message: text(SALES_REQUEST_TEXT_MAX_LENGTH).min(1, K.messageRequired),
});
export type AdvertisingRequest = z.input<typeof AdvertisingRequestSchema>;

/** A sales request as the admin queue shows it. */
export const SalesRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SALES_REQUEST_KINDS),
  status: z.enum(SALES_REQUEST_STATUSES),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  companyName: z.string().nullable(),
  selectedFeatures: z.array(z.string()),
  additionalFeatures: z.string().nullable(),
  message: z.string().nullable(),
  adminNote: z.string().nullable(),
  fromUser: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalesRequest = z.infer<typeof SalesRequestSchema>;

/** The queue's filters: kind, status; paged. */
export const SalesRequestsQuerySchema = PageRequestSchema.extend({
  kind: z.enum(SALES_REQUEST_KINDS, K.statusInvalid).optional(),
  status: z.enum(SALES_REQUEST_STATUSES, K.statusInvalid).optional(),
});
export type SalesRequestsQuery = z.input<typeof SalesRequestsQuerySchema>;
export const SalesRequestPageSchema = pageSchema(SalesRequestSchema);

/** The admin moves a request on and may note what was agreed. */
export const UpdateSalesRequestSchema = z.object({
  status: z.enum(SALES_REQUEST_STATUSES, K.statusInvalid),
  adminNote: optionalText(SALES_REQUEST_NOTE_MAX_LENGTH),
});
export type UpdateSalesRequest = z.input<typeof UpdateSalesRequestSchema>;
