import { z } from 'zod';
import { IdSchema } from '../http/common-schemas.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';
import { richTextSchema } from '../rich-text.ts';
import { MEDIA_KEYS, MEDIA_TITLE_MAX_LENGTH } from './media.ts';

/*
 * Newsletter issues (spec §2 media hub "newsletter"; docs/decisions/030): the admin writes an
 * issue (English and Arabic subject and rich-text body) and sends it once to every confirmed
 * subscriber, each in the subscriber's language, with the unsubscribe link and headers.
 */

/** draft: editable; sending: queued and being mailed by the background job; sent: done, never again. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/**
 * One subscriber's copy of an issue in the outbox: pending (queued), sending (claimed by the job,
 * never mailed again), sent, failed (the mail server refused it; logged), skipped (the subscriber
 * left before the job reached them).
 */
export const NEWSLETTER_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NewsletterDeliveryStatus = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

const subject = z
  .string(MEDIA_KEYS.titleRequired)
  .trim()
  .min(1, MEDIA_KEYS.titleRequired)
  .max(MEDIA_TITLE_MAX_LENGTH, MEDIA_KEYS.textTooLong);

/** An issue as the admin writes it. */
export const NewsletterIssueInputSchema = z.object({
  subjectEn: subject,
  subjectAr: subject,
  bodyEn: richTextSchema(),
  bodyAr: richTextSchema(),
});
export type NewsletterIssueInput = z.input<typeof NewsletterIssueInputSchema>;

/** An issue as the admin sees it: `recipientCount` and `sentAt` once sent. */
export const NewsletterIssueSchema = z.object({
  id: z.number().int(),
  subjectEn: z.string(),
  subjectAr: z.string(),
  bodyEn: z.string(),
  bodyAr: z.string(),
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  recipientCount: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsletterIssue = z.infer<typeof NewsletterIssueSchema>;
export const NewsletterIssuePageSchema = pageSchema(NewsletterIssueSchema);
export const NewsletterIssuesQuerySchema = PageRequestSchema;
export const NewsletterIssueParams = z.object({ issueId: IdSchema });
