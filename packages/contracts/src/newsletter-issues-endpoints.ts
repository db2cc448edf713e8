import { DataSchema, MessageDataSchema } from './http/common-schemas.ts';
import { defineEndpoint } from './http/endpoint.ts';
import {
  NewsletterIssueInputSchema,
  NewsletterIssuePageSchema,
  NewsletterIssueParams,
  NewsletterIssueSchema,
  NewsletterIssuesQuerySchema,
} from './media/newsletter-issues.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * Newsletter issues (contracts media/newsletter-issues.ts; docs/decisions/030): the admin (type 1)
 * writes and sends them. Errors: 400 field errors, 404 unknown, 409 media.issueAlreadySent.
 */

const tags = ['newsletter'] as const;
const ADMIN = [USER_TYPES.admin] as const;
const API = '/admin-api/newsletter-issues';

/** Issues, newest first. */
export const NewsletterIssuesEndpoint = defineEndpoint({
  method: 'GET',
  path: API,
  summary: 'Newsletter issues',
  tags,
  access: ADMIN,
  query: NewsletterIssuesQuerySchema,
  responses: { 200: NewsletterIssuePageSchema },
});

/** Write a new issue (bodies sanitised) -> 201. */
export const CreateNewsletterIssueEndpoint = defineEndpoint({
  method: 'POST',
  path: API,
  summary: 'Write a newsletter issue',
  tags,
  access: ADMIN,
  body: NewsletterIssueInputSchema,
  responses: { 201: MessageDataSchema(NewsletterIssueSchema) },
});

/** One issue; 404. */
export const NewsletterIssueEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/:issueId`,
  summary: 'One newsletter issue',
  tags,
  access: ADMIN,
  params: NewsletterIssueParams,
  responses: { 200: DataSchema(NewsletterIssueSchema) },
});

/** Edit a draft issue; 404; 409 media.issueAlreadySent once sending started. */
export const UpdateNewsletterIssueEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${API}/:issueId`,
  summary: 'Edit a newsletter issue',
  tags,
  access: ADMIN,
  params: NewsletterIssueParams,
  body: NewsletterIssueInputSchema,
  responses: { 200: MessageDataSchema(NewsletterIssueSchema) },
});

/**
 * Send the issue to every confirmed subscriber: the issue is queued (status sending, recipientCount
 * the queued subscribers) -> 202, and a background job mails each subscriber once, in their
 * language, with the unsubscribe link and List-Unsubscribe headers (decision 040). Only the first
 * send of an issue queues (claimed in one update); any other, concurrent or later, is 409
 * media.issueAlreadySent.
 */
export const SendNewsletterIssueEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/:issueId/send`,
  summary: 'Send a newsletter issue (once)',
  tags,
  access: ADMIN,
  params: NewsletterIssueParams,
  responses: { 202: MessageDataSchema(NewsletterIssueSchema) },
});
